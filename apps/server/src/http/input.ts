import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { VALIDATION } from '@protocolist/contracts/messages';
import { failure } from './envelope.ts';
import { HttpError, unprocessable, type FieldErrors } from './errors.ts';

/**
 * The one input layer in front of every route (issue 14, item 2). Route schemas (zod, packages/contracts) check
 * shapes, ranges and dates; this layer checks what no schema should have to repeat:
 * - a JSON body must be valid UTF-8 (a broken byte is not silently turned into U+FFFD);
 * - no string anywhere in the body, query or path carries a NUL byte or a lone UTF-16 surrogate (PostgreSQL
 *   refuses the first, and the second cannot be stored as UTF-8);
 * - errors raised by Fastify before a route runs (a bad URL, a path parameter too long, a broken HTTP request) are
 *   answered in Russian, in the same envelope as every other error.
 */

export const INPUT_MESSAGES = {
  badUrl: 'Неверный адрес запроса',
  uriTooLong: 'Слишком длинный адрес запроса',
  badRequest: 'Неверный запрос',
  headersTooLarge: 'Слишком большие заголовки запроса',
  timeout: 'Время ожидания запроса истекло',
} as const;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 64;

function checkString(value: string, field: string, errors: FieldErrors): void {
  if (value.includes('\u0000')) (errors[field || '_'] ??= []).push(VALIDATION.nulByte);
  else if (loneSurrogate.test(value)) (errors[field || '_'] ??= []).push(VALIDATION.badUnicode);
}

/** Every string (keys included) of a parsed body, query or params, with the dotted path it sits at. */
function scan(value: unknown, field: string, errors: FieldErrors, depth = 0): void {
  if (typeof value === 'string') return checkString(value, field, errors);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  if (Buffer.isBuffer(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => scan(item, field ? `${field}.${index}` : String(index), errors, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const path = field ? `${field}.${key}` : key;
    checkString(key, path, errors);
    scan(item, path, errors, depth + 1);
  }
}

/** 422 for a NUL byte or a lone surrogate anywhere in the request's parsed input. */
export function checkRequestStrings(request: FastifyRequest): void {
  const errors: FieldErrors = {};
  scan(request.params, '', errors);
  scan(request.query, '', errors);
  scan(request.body, '', errors);
  // A file's name is stored with what it came with (a NUL byte there would fail the database, not the client).
  for (const [field, file] of Object.entries(request.uploads ?? {})) checkString(file.filename, field, errors);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function registerInputLayer(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, VALIDATION.badEncoding), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Runs after the multipart hook (http/multipart.ts), so form fields are checked as well.
  app.addHook('preValidation', async (request) => checkRequestStrings(request));
}

/** Fastify's router errors (`frameworkErrors`): a URL that does not decode, a path parameter over the limit. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(414).send(failure(INPUT_MESSAGES.uriTooLong));
    return;
  }
  reply.code(400).send(failure(error.code === 'FST_ERR_BAD_URL' ? INPUT_MESSAGES.badUrl : INPUT_MESSAGES.badRequest));
}

/** Node's HTTP parser errors (before Fastify sees a request): the same envelope, in Russian. */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket: Socket) => {
  if (!socket.writable) return;
  const code = (error as NodeJS.ErrnoException).code;
  const [status, reason, message] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', INPUT_MESSAGES.headersTooLarge]
      : code === 'HPE_URI_TOO_LONG'
        ? [414, 'URI Too Long', INPUT_MESSAGES.uriTooLong]
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', INPUT_MESSAGES.timeout]
          : [400, 'Bad Request', INPUT_MESSAGES.badRequest];
  const body = JSON.stringify(failure(message));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};
