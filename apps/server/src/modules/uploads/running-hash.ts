import { createHash, type Hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChunkRow } from './store.ts';

/*
 * The SHA-256 of an upload's whole file, taken while its chunks come in: as soon as the chunks from the start up
 * to some index are all recorded, their bytes are hashed in the background, read from where each row says they
 * lie. Assembly then hashes only the rest, so the last chunk's answer does not wait for a pass over the whole
 * file. In this process's memory only: after a restart, or on another process, assembly hashes it all.
 */
interface RunningHash {
  hash: Hash;
  /** One entry per chunk hashed, in order: which row it was (a row dropped and recorded again differs). */
  rows: string[];
  size: number;
  work: Promise<void>;
  failed: boolean;
}

const running = new Map<string, RunningHash>();
const nameOf = (protocolId: number, uploadId: string) => `${protocolId}/${uploadId}`;
const rowTag = (row: ChunkRow) => `${row.index}:${row.key}:${row.offset}:${row.size}:${row.createdAt.getTime()}`;

/** Hashes, in the background, the chunks recorded after those already hashed, as far as they follow each other. */
export function advanceRunningHash(
  app: FastifyInstance,
  upload: { protocolId: number; uploadId: string; dataKey: string },
  chunks: ChunkRow[],
): void {
  if (app.storage.kind !== 'local') return;
  const { protocolId, uploadId } = upload;
  const name = nameOf(protocolId, uploadId);
  let state = running.get(name);
  if (!state) {
    state = { hash: createHash('sha256'), rows: [], size: 0, work: Promise.resolve(), failed: false };
    running.set(name, state);
  }
  const current = state;
  current.work = current.work.then(async () => {
    for (let i = current.rows.length; !current.failed && i < chunks.length && chunks[i]!.index === i; i++) {
      const row = chunks[i]!;
      const range = row.size > 0 ? { start: row.offset ?? 0, end: (row.offset ?? 0) + row.size - 1 } : null;
      if (range) {
        const key = row.offset === null ? row.key : upload.dataKey;
        for await (const piece of await app.storage.read(key, range)) current.hash.update(piece as Buffer);
      }
      current.rows.push(rowTag(row));
      current.size += row.size;
    }
  }).catch((error: unknown) => {
    current.failed = true;
    app.log.warn({ err: error }, 'running upload hash failed; assembly hashes the whole file');
  });
}

/**
 * Ends the running hash of the upload: what it covered when every chunk it hashed is still recorded as it was
 * (`chunks`, the rows assembly puts together), else null.
 */
export async function takeRunningHash(protocolId: number, uploadId: string, chunks: ChunkRow[]) {
  const name = nameOf(protocolId, uploadId);
  const state = running.get(name);
  if (!state) return null;
  await state.work;
  running.delete(name);
  if (state.failed || state.rows.some((tag, i) => !chunks[i] || rowTag(chunks[i]) !== tag)) return null;
  return { hash: state.hash, chunks: state.rows.length, size: state.size };
}

/** Forgets the upload's running hash (its chunks were dropped). */
export function dropRunningHash(protocolId: number, uploadId: string): void {
  running.delete(nameOf(protocolId, uploadId));
}
