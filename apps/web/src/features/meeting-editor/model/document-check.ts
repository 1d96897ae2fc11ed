import { MEETING_DOCUMENT_MAX_BYTES, MEETING_DOCUMENT_TYPES, MEETING_MESSAGES } from '../../../entities/meeting';

/** The accept attribute of the file input: the extensions the server takes. */
export const DOCUMENT_ACCEPT = Object.keys(MEETING_DOCUMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');

/** The server's own rules, checked before the upload; null when the file is fine. */
export function documentProblem(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!MEETING_DOCUMENT_TYPES[extension]) return MEETING_MESSAGES.documentType;
  if (file.size > MEETING_DOCUMENT_MAX_BYTES) return MEETING_MESSAGES.documentTooLarge;
  return null;
}
