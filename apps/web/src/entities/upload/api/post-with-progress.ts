import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type ProgressResult = { data: unknown; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

/**
 * POST of a form through XMLHttpRequest, the one browser API that reports upload progress (fetch does not):
 * `onProgress` hears the bytes of the body sent so far. The outcome has the shape RTK Query's fetchBaseQuery
 * gives, so the callers' error handling (retries, messages) is the same for both.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  token: string | null,
  signal: AbortSignal,
  onProgress: (loadedBytes: number) => void,
): Promise<ProgressResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = (result: ProgressResult) => {
      signal.removeEventListener('abort', abort);
      resolve(result);
    };
    xhr.onerror = () => settle({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } });
    xhr.ontimeout = () => settle({ error: { status: 'TIMEOUT_ERROR', error: 'Timeout' } });
    xhr.onabort = () => settle({ error: { status: 'FETCH_ERROR', error: 'AbortError: aborted' } });
    xhr.onload = () => {
      const text = xhr.responseText;
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch (error) {
        settle({ error: { status: 'PARSING_ERROR', originalStatus: xhr.status, data: text, error: String(error) } });
        return;
      }
      if (xhr.status >= 200 && xhr.status <= 299) settle({ data: parsed });
      else settle({ error: { status: xhr.status, data: parsed } });
    };
    if (signal.aborted) {
      settle({ error: { status: 'FETCH_ERROR', error: 'AbortError: aborted' } });
      return;
    }
    xhr.send(body);
  });
}
