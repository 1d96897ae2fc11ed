import { MEETING_TEXTS } from '../../../shared/config';

export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? MEETING_TEXTS.document.megabytes(bytes) : MEETING_TEXTS.document.kilobytes(bytes);
}
