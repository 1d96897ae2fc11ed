import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** An error a client caused or may see: rendered by the error handler as the envelope with this status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, message: string, errors: FieldErrors = {}, headers: Record<string, string> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Требуется вход в систему') => new HttpError(401, message);
export const forbidden = (message = 'Недостаточно прав') => new HttpError(403, message);
export const notFound = (message = 'Не найдено') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = 'Файл слишком большой') => new HttpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The database is out of reach for now (restarting, network cut): the client may repeat the request. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const insufficientStorage = (message: string) => new HttpError(507, message);

/** 422 for one or more fields; the message is the first error, as PRODUCT.md §1 asks. */
export function unprocessable(errors: FieldErrors): HttpError {
  const first = Object.values(errors).find((list) => list.length > 0)?.[0] ?? 'Неверные данные';
  return new HttpError(422, first, errors);
}

export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] });

/** Field errors of a schema a handler checks itself (the error handler does the same for route schemas). */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return errors;
}
