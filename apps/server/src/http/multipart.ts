import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { HttpError } from './errors.ts';

/** A file part of a multipart request, streamed to a temporary file (never held whole in memory). */
export interface UploadedFile {
  path: string;
  filename: string;
  mimetype: string;
  size: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts by field name; the temporary files are removed after the response unless moved away. */
    uploads: Record<string, UploadedFile>;
  }
}

export async function registerMultipart(app: FastifyInstance, options: { tmpDir: string; maxFileBytes: number }) {
  await mkdir(options.tmpDir, { recursive: true });
  app.decorateRequest('uploads', null as unknown as Record<string, UploadedFile>);
  app.addHook('onRequest', async (request) => {
    request.uploads = {};
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: options.maxFileBytes, files: 5, fields: 200 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const target = path.join(options.tmpDir, randomUUID());
      const file: UploadedFile = { path: target, filename: part.filename, mimetype: part.mimetype, size: 0 };
      this.uploads[part.fieldname] = file;
      part.file.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw new HttpError(413, 'Файл слишком большой');
      (part as unknown as { value: undefined }).value = undefined;
    },
  });
  app.addHook('onResponse', async (request) => {
    await Promise.all(Object.values(request.uploads ?? {}).map((file) => rm(file.path, { force: true })));
  });
}

/**
 * PUT that also answers a multipart POST carrying `_method=PUT` (seed §7: forms cannot PUT files).
 * Both routes share the options, so validation and OpenAPI stay the same.
 */
export function putWithFormOverride(
  app: FastifyInstance,
  url: string,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod,
): void {
  app.put(url, options, handler);
  app.post(
    url,
    {
      ...options,
      preValidation: async (request) => {
        const method = (request.body as { _method?: unknown } | undefined)?._method;
        if (typeof method !== 'string' || method.toUpperCase() !== 'PUT') {
          throw new HttpError(405, 'Метод не поддерживается: для изменения отправьте _method=PUT');
        }
      },
    },
    handler,
  );
}
