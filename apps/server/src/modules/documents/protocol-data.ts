import type { DocumentFormName } from '@protocolist/contracts/documents';
import type { ProtocolText } from '../../pipeline/protocol-text/index.ts';

/** A person as printed in a protocol. */
export interface DocumentPerson {
  id: number;
  full_name: string;
  position: string | null;
  department: string | null;
  /** An external member: listed among «Приглашённые». */
  invited: boolean;
}

/** Everything a protocol document shows; any part may be missing in an early stage. */
export interface ProtocolDocumentData {
  organization_name: string;
  /** The printed number: the yearly registration number or the secretary's running one; null before it is given. */
  number: string | null;
  protocol_number: number;
  /** YYYY-MM-DD */
  event_date: string;
  event_start_time: string | null;
  location: string | null;
  city: string | null;
  theme: string;
  chair: DocumentPerson | null;
  secretary: DocumentPerson | null;
  members: DocumentPerson[];
  /** The protocol's text (pipeline/protocol-text): agenda, items, assignments. */
  text: ProtocolText;
  /** YYYY-MM-DD: today in the organisation's timezone, the date an extract is certified on. */
  issued_on: string;
}

/** Which document of the protocol: the full or short form of the protocol, or an extract of some items. */
export type DocumentForm = DocumentFormName;

export interface DocumentOptions {
  form: DocumentForm;
  /** Item numbers for an extract. */
  items?: readonly number[];
}
