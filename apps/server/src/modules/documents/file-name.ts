import { protocolDocumentName } from './layout.ts';
import type { DocumentForm, ProtocolDocumentData } from './protocol-data.ts';

export type DocumentFormat = 'pdf' | 'docx';

export const DOCUMENT_MIME: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** RFC 5987 value-chars: percent-encoded UTF-8, with the few characters encodeURIComponent keeps but RFC 5987 does not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

type Numbered = Pick<ProtocolDocumentData, 'number' | 'event_date'>;

/** «Протокол №12 от 22.11.2026.pdf», «Выписка из протокола №12 от 22.11.2026.docx» */
export function documentFileName(protocol: Numbered, format: DocumentFormat, form: DocumentForm = 'full'): string {
  return `${protocolDocumentName(protocol, form)}.${format}`;
}

const ASCII_KIND: Record<DocumentForm, string> = { full: 'Protokol', short: 'Protokol_kratkij', extract: 'Vypiska' };

/**
 * Content-Disposition with an ASCII fallback («Protokol_12_ot_22.11.2026.pdf») for old clients and the
 * Russian name in filename* for everyone else.
 */
export function documentDisposition(protocol: Numbered, format: DocumentFormat, form: DocumentForm = 'full'): string {
  const [year, month, day] = protocol.event_date.split('-');
  const ascii = `${ASCII_KIND[form]}${protocol.number ? `_${protocol.number}` : ''}_ot_${day}.${month}.${year}.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(documentFileName(protocol, format, form))}`;
}
