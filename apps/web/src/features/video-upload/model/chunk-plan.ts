import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_BYTES_STORAGE_KEY,
  UPLOAD_RETRY_BASE_MS,
  UPLOAD_RETRY_MAX_MS,
} from '../../../shared/config';

/** Smallest chunk an override may ask for: tiny chunks would only flood the server with requests. */
const MIN_CHUNK_BYTES = 64 * 1024;

/** The chunk size: the configured constant, unless localStorage carries an override (tests, slow links). */
export function chunkBytesSetting(storage: Pick<Storage, 'getItem'> | null): number {
  const override = Number(storage?.getItem(UPLOAD_CHUNK_BYTES_STORAGE_KEY) ?? NaN);
  return Number.isInteger(override) && override >= MIN_CHUNK_BYTES ? override : UPLOAD_CHUNK_BYTES;
}

export function chunkCount(fileSize: number, chunkBytes: number): number {
  return Math.max(1, Math.ceil(fileSize / chunkBytes));
}

/** Byte range [start, end) of chunk `index`. */
export function chunkRange(index: number, fileSize: number, chunkBytes: number): [number, number] {
  const start = index * chunkBytes;
  return [start, Math.min(fileSize, start + chunkBytes)];
}

/** Chunk indexes the server does not hold yet, in order. */
export function missingChunks(totalChunks: number, received: readonly number[]): number[] {
  const held = new Set(received);
  return Array.from({ length: totalChunks }, (_, index) => index).filter((index) => !held.has(index));
}

/** Delay before try `attempt + 1` after `attempt` failed (1 → base, 2 → 2×base, …), capped. */
export function retryDelay(attempt: number, baseMs = UPLOAD_RETRY_BASE_MS, maxMs = UPLOAD_RETRY_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** Percent for the progress map; 100 only once the server reports the file assembled. */
export function uploadPercent(sentChunks: number, totalChunks: number, completed: boolean): number {
  if (completed) return 100;
  return Math.min(99, Math.floor((sentChunks / Math.max(1, totalChunks)) * 100));
}
