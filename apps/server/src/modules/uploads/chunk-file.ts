import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface WrittenFile {
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

const WRITE_BUFFER_BYTES = 1024 * 1024;

/** A pass-through that hashes what flows through it; `digest()` once it has ended. */
export function hashing(): Transform & { digest(): WrittenFile } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => ({ size, sha256: hash.digest('hex') }) });
}

/**
 * Writes the stream to a new file of its own (never shared with another request), hashing it on the way, and
 * fsyncs it before resolving: an acknowledged chunk survives a power cut, not only a crash.
 */
export async function writeChunkFile(target: string, source: Readable): Promise<WrittenFile> {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = hashing();
  // `flush` fsyncs before the stream closes the file. A large buffer gathers the request's 64 KiB pieces into
  // fewer write calls, each of which hands work to another thread.
  await pipeline(source, hash, createWriteStream(target, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES }));
  return hash.digest();
}
