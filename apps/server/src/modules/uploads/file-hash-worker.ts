import { createHash, type Hash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';

/*
 * The thread behind file-hasher.ts: SHA-256 of regions of files, read here so that neither the reads nor the
 * hashing take the server's event loop. Requests are handled one at a time, in order, and a file is open only
 * while one of its regions is read: once an answer is posted, this thread holds no file of the requests before.
 */

export type HashRequest =
  | { id: number; op: 'feed'; name: string; path: string; start: number; length: number }
  | { id: number; op: 'digest' | 'drop'; name: string };
export type HashAnswer = { id: number; sha256?: string; error?: string };

const READ_BYTES = 1024 * 1024;
const hashes = new Map<string, Hash>();
const buffer = Buffer.allocUnsafe(READ_BYTES);

async function feed(name: string, file: string, start: number, length: number) {
  let hash = hashes.get(name);
  if (!hash) {
    hash = createHash('sha256');
    hashes.set(name, hash);
  }
  const handle = await open(file, 'r');
  try {
    for (let done = 0; done < length; ) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(READ_BYTES, length - done), start + done);
      // The file is shorter than the region: the hash can no longer be the file's.
      if (bytesRead === 0) throw new Error(`${file} ends before ${start + length}`);
      hash.update(buffer.subarray(0, bytesRead));
      done += bytesRead;
    }
  } catch (error) {
    hashes.delete(name);
    throw error;
  } finally {
    await handle.close();
  }
}

async function answer(request: HashRequest): Promise<HashAnswer> {
  if (request.op === 'feed') {
    await feed(request.name, request.path, request.start, request.length);
    return { id: request.id };
  }
  const hash = hashes.get(request.name);
  hashes.delete(request.name);
  if (request.op === 'drop') return { id: request.id };
  return { id: request.id, sha256: (hash ?? createHash('sha256')).digest('hex') };
}

let queue = Promise.resolve();
parentPort!.on('message', (request: HashRequest) => {
  queue = queue.then(() =>
    answer(request).then(
      (result) => parentPort!.postMessage(result),
      (error: unknown) => parentPort!.postMessage({ id: request.id, error: String(error) } satisfies HashAnswer),
    ),
  );
});
