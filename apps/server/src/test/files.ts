import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Test assets shared by the project (../shared beside the repository). */
export const SHARED_DIR = path.resolve(import.meta.dirname, '../../../../../shared');
export const MEETING_MP4 = path.join(SHARED_DIR, 'meetings/zakupki/meeting.mp4');
export const MEETING_VTT = path.join(SHARED_DIR, 'meetings/zakupki/meeting.vtt');

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function chunksOf(data: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size) chunks.push(data.subarray(offset, offset + size));
  return chunks;
}

export const readAsset = (file: string) => readFileSync(file);

/** A multipart body built by hand, as a browser's FormData would send it (fields first, unless `filesFirst`). */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; data: Buffer; type?: string }>,
  options: { filesFirst?: boolean } = {},
) {
  const boundary = `----protocolist${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileParts = Object.entries(files).flatMap(([name, file]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  const parts = options.filesFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
