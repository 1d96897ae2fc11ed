import { FILE_SIZE_UNITS } from '../config/messages';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const oneDecimal = (value: number) => value.toFixed(1).replace('.', ',');

/** «1,8 МБ», «2,4 ГБ», «12 КБ» (never «0 КБ»). */
export function formatFileSize(bytes: number): string {
  if (bytes >= GB) return `${oneDecimal(bytes / GB)} ${FILE_SIZE_UNITS.gigabytes}`;
  if (bytes >= MB) return `${oneDecimal(bytes / MB)} ${FILE_SIZE_UNITS.megabytes}`;
  return `${Math.max(1, Math.round(bytes / 1024))} ${FILE_SIZE_UNITS.kilobytes}`;
}
