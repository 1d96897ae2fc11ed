import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  MEETING_DOCUMENT_MAX_BYTES,
  MEETING_DOCUMENT_TYPES,
  MEETING_MESSAGES,
} from '@protocolist/contracts/meetings';
import type { StoredFile } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';

/** The attachment's type by its extension (the browser's MIME type is not trusted), or a 422 for the field. */
export function checkDocument(upload: UploadedFile): { mime: string } {
  const extension = path.extname(upload.filename).slice(1).toLowerCase();
  const mime = MEETING_DOCUMENT_TYPES[extension];
  if (!mime) throw fieldError('document', MEETING_MESSAGES.documentType);
  if (upload.size > MEETING_DOCUMENT_MAX_BYTES) throw fieldError('document', MEETING_MESSAGES.documentTooLarge);
  return { mime };
}

/** Moves the upload into storage under meetings/<uuid>. */
export async function storeDocument(app: FastifyInstance, upload: UploadedFile, mime: string): Promise<StoredFile> {
  const key = `meetings/${randomUUID()}`;
  await app.storage.putFile(key, upload.path, mime);
  return { key, name: path.basename(upload.filename), size: upload.size, mime };
}

/** Removing a file that is no longer referenced must never fail the request that replaced it. */
export async function discardDocument(app: FastifyInstance, file: StoredFile | null | undefined): Promise<void> {
  if (!file) return;
  await app.storage.delete(file.key).catch((error: unknown) => app.log.warn({ err: error }, 'meeting document not removed'));
}

/** `attachment` with an ASCII fallback name and the real one in RFC 5987 form (Cyrillic names survive). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export async function sendDocument(app: FastifyInstance, reply: FastifyReply, file: StoredFile) {
  const body = await app.storage.read(file.key);
  return reply
    .header('content-type', file.mime)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}
