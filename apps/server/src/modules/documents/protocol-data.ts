import type { Section } from '../../db/schema.ts';

/** A person as printed in a protocol. */
export interface DocumentPerson {
  full_name: string;
  position: string | null;
  department: string | null;
}

export interface DocumentTask {
  essence: string;
  responsible: string | null;
  /** YYYY-MM-DD */
  deadline: string;
}

/** Everything a protocol document shows; any part may be missing in an early stage. */
export interface ProtocolDocumentData {
  organization_name: string;
  protocol_number: number;
  /** YYYY-MM-DD */
  event_date: string;
  event_start_time: string | null;
  location: string | null;
  city: string | null;
  theme: string;
  agenda: string | null;
  chair: DocumentPerson | null;
  secretary: DocumentPerson | null;
  members: DocumentPerson[];
  /** The final sections when saved, else the draft ones. */
  sections: Section[];
  tasks: DocumentTask[];
}
