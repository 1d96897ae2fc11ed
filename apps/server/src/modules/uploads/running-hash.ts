import { feedHash, digestHash, dropHash } from './file-hasher.ts';
import type { ChunkRow } from './chunk-row.ts';

/*
 * The SHA-256 of an upload's data file, taken while its chunks come in: whenever the chunks from the start of the
 * file up to some index are all recorded, their bytes are hashed on the hash thread (read from their region of the
 * data file, or from their own file). Assembly then
 * hashes only the rest, so the last chunk's answer does not wait for a pass over the whole file. Kept in this
 * process's memory only (after a restart, or on another process, assembly hashes it all), for a bounded number
 * of uploads: one forgotten only costs its assembly the whole pass.
 */
interface RunningHash {
  name: string;
  /** One tag per chunk hashed, in order: the row it was (a row dropped and recorded again differs). */
  rows: string[];
  size: number;
  work: Promise<void>;
  stopped: boolean;
}

const MAX_UPLOADS = 64;
const running = new Map<string, RunningHash>();
let generation = 0;
const keyOf = (protocolId: number, uploadId: string) => `${protocolId}/${uploadId}`;
const rowTag = (row: ChunkRow) => `${row.index}:${row.offset}:${row.size}:${row.sha256}:${row.createdAt.getTime()}`;

function stop(key: string): Promise<void> {
  const state = running.get(key);
  if (!state) return Promise.resolve();
  running.delete(key);
  state.stopped = true;
  return state.work.then(() => dropHash(state.name)).catch(() => undefined);
}

/**
 * Hashes, on the hash thread, the chunks recorded after those already hashed, as far as they follow each other (in
 * the data file `files.dataPath` or in files of their own). Returns at once; failures only make assembly hash the whole file.
 */
export function advanceRunningHash(
  protocolId: number,
  uploadId: string,
  chunks: ChunkRow[],
  files: { dataPath: string; pathOf(key: string): string | null },
): void {
  const key = keyOf(protocolId, uploadId);
  let state = running.get(key);
  if (!state) {
    if (running.size >= MAX_UPLOADS) void stop(running.keys().next().value!);
    state = { name: `${key}#${generation++}`, rows: [], size: 0, work: Promise.resolve(), stopped: false };
    running.set(key, state);
  }
  const current = state;
  current.work = current.work
    .then(async () => {
      for (let i = current.rows.length; i < chunks.length; i++) {
        const row = chunks[i]!;
        // A chunk stored on its own is copied to its place at assembly: its own file has the same bytes.
        const place = row.offset === null ? files.pathOf(row.key) : row.offset === current.size ? files.dataPath : null;
        if (current.stopped || row.index !== i || !place) return;
        if (row.size > 0) await feedHash(current.name, place, row.offset ?? 0, row.size);
        current.rows.push(rowTag(row));
        current.size += row.size;
      }
    })
    .catch(() => {
      current.stopped = true;
    });
}

/**
 * Ends the upload's running hash and completes it over the rest of `filePath` (`size` bytes long): the file's
 * SHA-256, computed on the hash thread. What was hashed before counts only while every chunk it covered is still
 * recorded as it was (`chunks`, the rows assembly put together).
 */
export async function finishRunningHash(
  protocolId: number,
  uploadId: string,
  chunks: ChunkRow[],
  filePath: string,
  size: number,
): Promise<string> {
  const key = keyOf(protocolId, uploadId);
  const state = running.get(key);
  running.delete(key);
  let name = `${key}#${generation++}`;
  let from = 0;
  if (state) {
    await state.work;
    if (!state.stopped && state.rows.every((tag, i) => chunks[i] && rowTag(chunks[i]) === tag)) {
      name = state.name;
      from = state.size;
    } else {
      await dropHash(state.name);
    }
  }
  try {
    if (size > from) await feedHash(name, filePath, from, size - from);
    return await digestHash(name);
  } catch (error) {
    await dropHash(name).catch(() => undefined);
    throw error;
  }
}

/** Forgets the upload's running hash; resolves once the hash thread holds none of its files open. */
export function dropRunningHash(protocolId: number, uploadId: string): Promise<void> {
  return stop(keyOf(protocolId, uploadId));
}
