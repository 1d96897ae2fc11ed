import { formatDateRu } from '../../lib/russian/index.ts';
import { protocolDocumentName } from './layout.ts';

export type DocumentFormat = 'pdf' | 'docx';

export const DOCUMENT_MIME: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** RFC 5987 value-chars: percent-encoded UTF-8, with the few characters encodeURIComponent keeps but RFC 5987 does not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

interface Numbered {
  protocol_number: number;
  event_date: string;
}

/** «Протокол №12 от 22.11.2026.pdf» */
export function documentFileName(protocol: Numbered, format: DocumentFormat): string {
  return `${protocolDocumentName(protocol)}.${format}`;
}

/**
 * Content-Disposition with an ASCII fallback («Protokol_12_ot_22.11.2026.pdf») for old clients and the
 * Russian name in filename* for everyone else.
 */
export function documentDisposition(protocol: Numbered, format: DocumentFormat): string {
  const ascii = `Protokol_${protocol.protocol_number}_ot_${formatDateRu(protocol.event_date)}.${format}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(documentFileName(protocol, format))}`;
}
