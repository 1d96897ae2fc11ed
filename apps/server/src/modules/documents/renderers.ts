import type { DocumentFormat } from './file-name.ts';
import type { DocumentOptions, ProtocolDocumentData } from './protocol-data.ts';

/**
 * The PDF and DOCX libraries (about 10 MB of JavaScript heap) load on the first document, not at start: every
 * garbage collection marks the whole heap, and the server collects often while it streams uploads.
 */
export async function renderProtocol(
  format: DocumentFormat,
  data: ProtocolDocumentData,
  options: DocumentOptions = { form: 'full' },
): Promise<Buffer> {
  if (format === 'pdf') return (await import('./pdf.ts')).renderProtocolPdf(data, options);
  return (await import('./docx.ts')).renderProtocolDocx(data, options);
}
