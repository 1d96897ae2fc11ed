import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodType } from 'zod';
import { HttpError, unprocessable, zodFieldErrors } from './errors.ts';
import { errors } from './openapi.ts';

/** A file part of a multipart request, streamed to a temporary file (never held whole in memory). */
export interface UploadedFile {
  path: string;
  filename: string;
  mimetype: string;
  size: number;
}

/**
 * What a route that takes files accepts (`config.files`). Only such routes parse multipart bodies at all;
 * every other route answers a multipart body with 415 before reading it.
 */
export interface FileRouteSpec {
  /**
   * File fields by name, each with its own size limit in bytes and the 422 message for a file over it (the
   * file is cut off at the limit and removed; the rest of the body is not read).
   */
  fields: Record<string, { maxBytes: number; tooLarge?: string }>;
  /**
   * Runs after authentication and the role check, before a single byte of the body is read: the ownership
   * check of the route (e.g. `loadOwned(…, 'write')`). Gets the validated route params.
   */
  authorize?: (request: FastifyRequest, params: unknown) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts by field name; the temporary files are removed after the response unless moved away. */
    uploads: Record<string, UploadedFile>;
  }
  interface FastifyContextConfig {
    /** This route takes files in a multipart body (see FileRouteSpec). */
    files?: FileRouteSpec;
  }
}

export const MULTIPART_MESSAGES = {
  notAccepted: 'Этот адрес не принимает файлы: отправьте данные в формате JSON',
  broken: 'Неверный запрос: повреждено тело multipart',
  tooLarge: 'Файл слишком большой',
  bodyTooLarge: 'Слишком большой запрос',
  unexpectedFile: 'Неожиданный файл в запросе',
  tooManyParts: 'Слишком много полей в запросе',
  tooManyFiles: 'Слишком много файлов в запросе',
} as const;

/** Form fields, their values and the whole body other than files, in bytes. */
const FIELD_LIMITS = { fields: 200, fieldSize: 1024 * 1024, fieldNameSize: 200 };
const FORM_OVERHEAD_BYTES = FIELD_LIMITS.fields * 1024 + 64 * 1024;

function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Errors of the parser (busboy, @fastify/multipart) → 400/413 with a Russian message. */
function parserError(error: unknown): HttpError {
  if (isHttpError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, MULTIPART_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, MULTIPART_MESSAGES.tooManyFiles);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, MULTIPART_MESSAGES.tooManyParts);
  }
  return new HttpError(400, MULTIPART_MESSAGES.broken);
}

/**
 * Reads the multipart body of a file route: form fields into `request.body`, each declared file into a
 * temporary file (`request.uploads`). A file over its limit is cut off, removed and answered with 422; a file
 * under an undeclared name is answered with 422 before any of it is read.
 */
async function readMultipart(request: FastifyRequest, spec: FileRouteSpec, tmpDir: string): Promise<void> {
  const maxFile = Math.max(0, ...Object.values(spec.fields).map((f) => f.maxBytes)) + 1;
  const totalAllowed = Object.values(spec.fields).reduce((sum, f) => sum + f.maxBytes, 0) + FORM_OVERHEAD_BYTES;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > totalAllowed) throw new HttpError(413, MULTIPART_MESSAGES.bodyTooLarge);

  const body: Record<string, unknown> = Object.create(null);
  let tooLarge = false;
  try {
    const parts = request.parts({
      limits: { ...FIELD_LIMITS, fileSize: maxFile, files: Object.keys(spec.fields).length, parts: FIELD_LIMITS.fields + 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') body[part.fieldname] = part.value;
        continue;
      }
      const allowed = Object.hasOwn(spec.fields, part.fieldname) ? spec.fields[part.fieldname]! : null;
      if (!allowed || request.uploads[part.fieldname]) {
        // Not read on: an undeclared file never reaches the disk.
        throw new HttpError(422, MULTIPART_MESSAGES.unexpectedFile, { [part.fieldname]: [MULTIPART_MESSAGES.unexpectedFile] });
      }
      const target = path.join(tmpDir, randomUUID());
      const file: UploadedFile = { path: target, filename: part.filename, mimetype: part.mimetype, size: 0 };
      request.uploads[part.fieldname] = file;
      let size = 0;
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > allowed.maxBytes) {
          tooLarge = true;
          part.file.destroy();
        }
      });
      try {
        await pipeline(part.file, createWriteStream(target));
      } catch (error) {
        if (!tooLarge) throw error;
      }
      file.size = size;
      if (tooLarge || part.file.truncated) {
        const message = allowed.tooLarge ?? MULTIPART_MESSAGES.tooLarge;
        throw new HttpError(422, message, { [part.fieldname]: [message] });
      }
    }
  } catch (error) {
    await removeUploads(request);
    throw parserError(error);
  }
  request.body = body;
}

async function removeUploads(request: FastifyRequest): Promise<void> {
  const files = Object.values(request.uploads ?? {});
  request.uploads = {};
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/**
 * Multipart parsing for the routes that declare `config.files`, and only after authentication, the role check
 * and the route's own `authorize` (ownership) have passed. Any other route answers a multipart body with 415
 * without reading it. The upload route streams its chunks itself (modules/uploads).
 */
export async function registerMultipart(app: FastifyInstance, options: { tmpDir: string }) {
  await mkdir(options.tmpDir, { recursive: true });
  app.decorateRequest('uploads', null as unknown as Record<string, UploadedFile>);
  app.addHook('onRequest', async (request) => {
    request.uploads = {};
  });
  // Without attachFieldsToBody the plugin only marks a multipart request; nothing is read until readMultipart.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const spec = request.routeOptions.config.files;
    if (!spec) throw new HttpError(415, MULTIPART_MESSAGES.notAccepted);
    if (spec.authorize) {
      const paramsSchema = request.routeOptions.schema?.params as ZodType | undefined;
      let params: unknown = request.params;
      if (paramsSchema && typeof paramsSchema.safeParse === 'function') {
        const parsed = paramsSchema.safeParse(request.params);
        if (!parsed.success) throw unprocessable(zodFieldErrors(parsed.error));
        params = parsed.data;
      }
      await spec.authorize(request, params);
    }
    await readMultipart(request, spec, options.tmpDir);
  });
  app.addHook('onResponse', async (request) => {
    await removeUploads(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    await removeUploads(request);
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
      schema: { ...options.schema, response: { ...(options.schema?.response as object), ...errors(405) } },
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
