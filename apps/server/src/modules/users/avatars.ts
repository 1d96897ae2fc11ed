import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX } from '@protocolist/contracts/constants';
import { USER_MESSAGES } from '@protocolist/contracts/users';
import { fieldError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { file } from '../../http/openapi.ts';

const acceptedFormats = new Set(['jpeg', 'png', 'webp']);
const keyPattern = /^([A-Za-z0-9_-]{24})\.webp$/;

/** An uploaded avatar checked by its content (not the declared type) and re-encoded to a square WebP. */
export async function encodeAvatar(upload: UploadedFile): Promise<Buffer> {
  if (upload.size > AVATAR_MAX_BYTES) throw fieldError('avatar', USER_MESSAGES.avatarTooLarge);
  // sharp and libvips (about 8 MB resident) load with the first avatar, not at server start.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(upload.path, { failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) throw new Error(`format ${format}`);
    return await image.rotate().resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
  } catch {
    throw fieldError('avatar', USER_MESSAGES.avatarFormat);
  }
}

// Avatars live on local disk for now; the storage interface (local | S3) will take this over.
const avatarDir = (dataDir: string) => path.join(dataDir, 'avatars');

/** Stores the image under a fresh random key (a new key per upload, so URLs can be cached forever). */
export async function storeAvatar(dataDir: string, image: Buffer): Promise<string> {
  const key = randomBytes(18).toString('base64url');
  await mkdir(avatarDir(dataDir), { recursive: true });
  await writeFile(path.join(avatarDir(dataDir), `${key}.webp`), image);
  return key;
}

export async function removeAvatar(dataDir: string, key: string | null): Promise<void> {
  if (key) await rm(path.join(avatarDir(dataDir), `${key}.webp`), { force: true });
}

/** GET /api/avatars/{key}.webp — public (the key is unguessable), cached for a year. */
export function avatarRoute(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/avatars/:file',
    {
      config: { public: true },
      schema: { response: file('Изображение аватара', ['image/webp']), tags: ['users'], summary: 'Изображение аватара (WebP 256×256)', security: [], params: z.object({ file: z.string() }) },
    },
    async (request, reply) => {
      const match = keyPattern.exec(request.params.file);
      if (!match) throw notFound();
      const file = path.join(avatarDir(app.config.dataDir), `${match[1]}.webp`);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw notFound();
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}
