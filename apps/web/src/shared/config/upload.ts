/** Chunked video upload (PRODUCT.md §8; the seed leaves chunk size and concurrency open). */
export const UPLOAD_CHUNK_BYTES = 10 * 1024 * 1024;
/** localStorage key that overrides the chunk size (bytes), for tests and slow links. */
export const UPLOAD_CHUNK_BYTES_STORAGE_KEY = 'uploadChunkBytes';
/** Chunks sent at the same time. */
export const UPLOAD_PARALLEL_CHUNKS = 3;
/** Tries per chunk before the upload fails, with exponential backoff between them. */
export const UPLOAD_CHUNK_ATTEMPTS = 5;
export const UPLOAD_RETRY_BASE_MS = 1000;
export const UPLOAD_RETRY_MAX_MS = 30_000;

/** File types offered by the pickers; the server verifies the media itself (ffprobe). */
export const VIDEO_ACCEPT = ['video/*', 'audio/*'];
export const SUBTITLES_ACCEPT = ['.vtt', '.srt', 'text/vtt', 'application/x-subrip'];

/** Server-Sent Events of protocol stages: reconnect delays. */
export const EVENTS_RETRY_BASE_MS = 1000;
export const EVENTS_RETRY_MAX_MS = 30_000;

/** A signed video link is renewed this long before it expires. */
export const VIDEO_URL_RENEW_MARGIN_SECONDS = 60;
