import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { ModelError } from './errors.ts';

export interface FetchOptions {
  /** Bytes of the finished file when known: a longer answer is cut off, a shorter one resumed. */
  bytes: number | null;
  /** Called with every chunk written (its length). */
  onBytes?: (count: number) => void;
  signal?: AbortSignal;
  /** Attempts that resume where the last one stopped (network errors only). */
  attempts?: number;
  retryDelayMs?: number;
}

async function sizeOf(file: string): Promise<number> {
  return stat(file).then((s) => s.size, () => 0);
}

/**
 * Downloads `url` into `part`, continuing a file left by an earlier attempt with an HTTP Range request. A server
 * that ignores the range starts the file again. Returns the size of the complete file.
 */
export async function fetchResumable(url: string, part: string, options: FetchOptions): Promise<number> {
  const attempts = options.attempts ?? 3;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fetchOnce(url, part, options);
    } catch (error) {
      if (options.signal?.aborted || (error instanceof ModelError && error.code !== 'download')) throw error;
      lastError = error;
      if (attempt + 1 < attempts) await sleep((options.retryDelayMs ?? 1000) * 2 ** attempt, undefined, { signal: options.signal });
    }
  }
  throw lastError;
}

async function fetchOnce(url: string, part: string, options: FetchOptions): Promise<number> {
  let have = await sizeOf(part);
  if (options.bytes !== null && have > options.bytes) {
    await rm(part, { force: true });
    have = 0;
  }
  if (options.bytes !== null && have === options.bytes) return have;
  const host = new URL(url).host;
  let response: Response;
  try {
    response = await fetch(url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, redirect: 'follow', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ModelError('download', `сервер ${host} недоступен`, String(error));
  }
  if (response.status === 416) {
    // The range starts past the end: what is here is stale; start over next time.
    await response.body?.cancel();
    await rm(part, { force: true });
    throw new ModelError('download', 'файл на сервере изменился, загрузка начнётся заново');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    if (response.status === 404) throw new ModelError('not_found', `файла нет на сервере (${host}, HTTP 404)`);
    throw new ModelError('download', `сервер ${host} ответил HTTP ${response.status}`);
  }
  const resumed = response.status === 206;
  if (!resumed) have = 0;
  options.onBytes?.(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      options.onBytes?.(chunk.length);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(response.body, meter, createWriteStream(part, { flags: resumed ? 'a' : 'w' }), { signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ModelError('download', 'соединение прервалось до конца загрузки', String(error));
  }
  const size = await sizeOf(part);
  if (options.bytes !== null && size < options.bytes) {
    throw new ModelError('download', `получено ${size} байт из ${options.bytes}: соединение прервалось`);
  }
  return size;
}

export async function sha256Of(file: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash, { signal });
  return hash.digest('hex');
}
