import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_ATTEMPTS } from '../../../shared/config';
import { withRetries, type ApiRequest } from './retries';
import { uploadErrorMessage } from './upload-errors';

function requestThat<T>(outcome: () => Promise<T>): ApiRequest<T> {
  return { unwrap: outcome, abort: () => {} };
}

const networkDown = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('retries with backoff', () => {
  it('tries again after network failures and reports each wait', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const waits: number[] = [];
      const result = withRetries(
        () => requestThat(async () => (++calls < 3 ? Promise.reject(networkDown) : 'ok')),
        new AbortController().signal,
        (delay) => waits.push(delay),
      );
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBe('ok');
      expect(calls).toBe(3);
      expect(waits).toEqual([1000, 2000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`gives up after ${UPLOAD_CHUNK_ATTEMPTS} tries`, async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const result = withRetries(() => requestThat(() => (calls++, Promise.reject({ status: 503, data: {} }))), new AbortController().signal);
      const settled = result.catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await settled).toEqual({ status: 503, data: {} });
      expect(calls).toBe(UPLOAD_CHUNK_ATTEMPTS);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry what another try cannot fix, and words it for the user', async () => {
    let calls = 0;
    const tooLarge = { status: 413, data: { message: 'Файл больше допустимого размера' } };
    await expect(withRetries(() => requestThat(() => (calls++, Promise.reject(tooLarge))), new AbortController().signal)).rejects.toBe(tooLarge);
    expect(calls).toBe(1);
    expect(uploadErrorMessage(tooLarge)).toBe('Файл слишком большой');
    expect(uploadErrorMessage({ status: 422, data: { message: 'Файл не является видео- или аудиозаписью' } })).toBe(
      'Файл не является видео- или аудиозаписью',
    );
    expect(uploadErrorMessage({ status: 409, data: { message: 'Сначала загрузите видео' } })).toBe('Сначала загрузите видео');
  });

  it('stops waiting as soon as the upload is cancelled', async () => {
    const controller = new AbortController();
    const result = withRetries(() => requestThat(() => Promise.reject(networkDown)), controller.signal, () => controller.abort(new Error('отменено')));
    await expect(result).rejects.toThrow('отменено');
  });
});
