import { Worker } from 'node:worker_threads';
import type { HashAnswer, HashRequest } from './file-hash-worker.ts';

/*
 * Named SHA-256 hashes fed with regions of files, computed on a thread of their own (file-hash-worker.ts): the
 * event loop goes on parsing and writing chunks meanwhile, and on a machine with a second core the hashing costs
 * the requests nothing. One thread per process, started on first use; it keeps the process from exiting only
 * while a request is pending.
 */

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Pending = { resolve: (answer: HashAnswer) => void; reject: (error: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
let nextRegion = 0;
const pending = new Map<number, Pending>();

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./file-hash-worker.ts', import.meta.url));
  started.unref();
  started.on('message', (answer: HashAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    waiting?.resolve(answer);
  });
  // A thread that died answers nothing more: every request still waiting fails, the next one starts a new thread.
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`upload hash thread exited (${code})`)));
  worker = started;
  return started;
}

function ask(request: WithoutId<HashRequest>): Promise<HashAnswer> {
  const target = thread();
  const id = nextId++;
  return new Promise<HashAnswer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.ref();
    target.postMessage({ ...request, id } as HashRequest);
  }).then((answer) => {
    if (answer.error) throw new Error(answer.error);
    return answer;
  });
}

/** Adds `length` bytes of `path` from `start` to the hash `name` (a new one when there is none). */
export async function feedHash(name: string, path: string, start: number, length: number): Promise<void> {
  await ask({ op: 'feed', name, path, start, length });
}

/** The hex SHA-256 of what was fed to `name`, which is then forgotten. */
export async function digestHash(name: string): Promise<string> {
  return (await ask({ op: 'digest', name })).sha256!;
}

/** Forgets the hash `name`. Resolves once every region asked for before is read and its file closed. */
export async function dropHash(name: string): Promise<void> {
  await ask({ op: 'drop', name });
}

/** The hex SHA-256 of `length` bytes of `path` from `start`, computed on the hash thread. */
export async function hashFileRegion(path: string, start: number, length: number): Promise<string> {
  const name = `region#${nextRegion++}`;
  try {
    if (length > 0) await feedHash(name, path, start, length);
    return await digestHash(name);
  } catch (error) {
    await dropHash(name).catch(() => undefined);
    throw error;
  }
}
