import { UPLOAD_CHUNK_ATTEMPTS } from '../../../shared/config';
import { retryDelay } from './chunk-plan';
import { isRetryable } from './upload-errors';

/** The part of an RTK Query request promise this module uses. */
export interface ApiRequest<T> {
  unwrap(): Promise<T>;
  abort(): void;
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends a request up to UPLOAD_CHUNK_ATTEMPTS times with exponential backoff while the failure is worth
 * retrying (no connection, 5xx, 408, 429); `onRetry` hears about each wait. Aborting `signal` cancels the
 * request in flight and any wait.
 */
export async function withRetries<T>(
  send: () => ApiRequest<T>,
  signal: AbortSignal,
  onRetry: (delayMs: number) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    if (signal.aborted) throw signal.reason;
    const request = send();
    const abort = () => request.abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      return await request.unwrap();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (attempt >= UPLOAD_CHUNK_ATTEMPTS || !isRetryable(error)) throw error;
      const delay = retryDelay(attempt);
      onRetry(delay);
      await sleep(delay, signal);
    } finally {
      signal.removeEventListener('abort', abort);
    }
  }
}
