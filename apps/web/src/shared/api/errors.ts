import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { COMMON } from '../config/messages';

export type ApiError = FetchBaseQueryError | SerializedError | undefined | unknown;

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function bodyOf(error: ApiError): ErrorBody | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ErrorBody) : null;
}

/** The server's `message` of an error envelope, if it sent one. */
export function serverMessage(error: ApiError): string | null {
  const message = bodyOf(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** `errors` of a 422 envelope: field → first message. */
export function serverFieldErrors(error: ApiError): Record<string, string> {
  const errors = bodyOf(error)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) result[field] = first;
  }
  return result;
}

export function isNetworkError(error: ApiError): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 'FETCH_ERROR';
}

export function errorStatus(error: ApiError): number | null {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/**
 * Whether the same request may well succeed when sent again: no connection, a timeout, a server fault or too
 * many requests. A refusal (401, 403, 404, 409, 422…) would only be repeated.
 */
export function canRetry(error: ApiError): boolean {
  const status = errorStatus(error);
  return status === null || status >= 500 || status === 408 || status === 429;
}

/** What to tell the user about a failed call: the server's words, else a network or generic message. */
export function describeError(error: ApiError, fallback: string = COMMON.unknownError): string {
  if (isNetworkError(error)) return COMMON.networkError;
  return serverMessage(error) ?? fallback;
}
