import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { constants, createWriteStream } from 'node:fs';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hashFileRegion } from './file-hasher.ts';

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
 * Where a chunk's bytes go: a new file of the request's own (`offset` null), or a region of the upload's data
 * file starting at `offset`, `limit` bytes long at most (the size of the chunks before it); a longer chunk spills
 * over into `own`, a file of the request's own, before it touches the next region.
 */
export interface ChunkTarget {
  path: string;
  offset: number | null;
  limit: number | null;
  own?: string;
  /** The file that gives this request alone the right to write the region (see `claimRegion`); removed after. */
  marker?: string;
}

/** Where the bytes went in the end: their region of the data file, or a file of their own. */
export type WrittenChunk = WrittenFile & { target: ChunkTarget };

/**
 * Writes a chunk into its region of the data file (created when missing, never truncated) by positional writes.
 * Past `limit` it moves to the request's own file: what it wrote in the region is read back into it, then the
 * rest follows there. Both are fsynced before the stream finishes.
 */
class RegionWriter extends Writable {
  private region: FileHandle | null = null;
  private spill: FileHandle | null = null;
  written = 0;
  spilled = false;
  private readonly target: ChunkTarget & { offset: number };

  constructor(target: ChunkTarget & { offset: number }) {
    super({ highWaterMark: WRITE_BUFFER_BYTES });
    this.target = target;
  }

  override _construct(done: (error?: Error | null) => void) {
    mkdir(path.dirname(this.target.path), { recursive: true })
      .then(() => open(this.target.path, constants.O_WRONLY | constants.O_CREAT))
      .then((handle) => {
        this.region = handle;
        done();
      }, done);
  }

  override _writev(chunks: { chunk: Buffer }[], done: (error?: Error | null) => void) {
    this.put(chunks.map((piece) => piece.chunk)).then(() => done(), done);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.put([chunk]).then(() => done(), done);
  }

  /** The request's 64 KiB pieces go down in one vectored write: no copy into a bigger buffer first. */
  private async put(pieces: Buffer[]) {
    const { limit, offset, own } = this.target;
    const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
    if (!this.spilled && limit !== null && this.written + length > limit && own) await this.startSpill(own);
    if (this.spilled) await writeAll(this.spill!, pieces, this.written);
    else await writeAll(this.region!, pieces, offset + this.written);
    this.written += length;
  }

  private async startSpill(own: string) {
    this.spill = await open(own, 'wx');
    this.spilled = true;
    const copied = Buffer.alloc(this.written);
    if (this.written > 0) await this.region!.read(copied, 0, this.written, this.target.offset);
    await writeAll(this.spill, [copied], 0);
  }

  override _final(done: (error?: Error | null) => void) {
    (this.spilled ? this.spill! : this.region!).datasync().then(() => done(), done);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    Promise.all([this.region?.close(), this.spill?.close()]).then(() => done(error), () => done(error));
  }
}

async function writeAll(handle: FileHandle, pieces: Buffer[], position: number) {
  const rest = pieces.filter((piece) => piece.length > 0);
  while (rest.length > 0) {
    let { bytesWritten } = await handle.writev(rest, position);
    position += bytesWritten;
    // A short write: drop what went down and go on from there.
    while (rest.length > 0 && bytesWritten >= rest[0]!.length) bytesWritten -= rest.shift()!.length;
    if (bytesWritten > 0) rest[0] = rest[0]!.subarray(bytesWritten);
  }
}

/**
 * Writes the stream to its target and fsyncs it before resolving: an acknowledged chunk survives a power cut. A
 * region of the data file is written in place, so the bytes land where the assembled file needs them and assembly
 * copies nothing. The SHA-256 is then taken of the bytes written, read back on the hash thread (from the page
 * cache): the event loop only moves bytes, as a server that keeps no checksum would.
 */
export async function writeChunk(target: ChunkTarget, source: Readable): Promise<WrittenChunk> {
  if (target.offset === null) return { ...(await writeChunkFile(target.path, source)), target };
  const writer = new RegionWriter({ ...target, offset: target.offset });
  try {
    await pipeline(source, writer);
  } catch (error) {
    // Settled only once its file handles are closed: no write of this request lands in the region after it.
    if (!writer.closed) await once(writer, 'close').catch(() => undefined);
    throw error;
  }
  const placed: ChunkTarget = writer.spilled ? { path: target.own!, offset: null, limit: null } : target;
  const size = writer.written;
  return { size, sha256: await hashFileRegion(placed.path, placed.offset ?? 0, size), target: placed };
}

/**
 * Writes the stream to a new file of its own (never shared with another request) and fsyncs it before resolving
 * (an acknowledged chunk survives a power cut, not only a crash); its SHA-256 is taken as in `writeChunk`.
 */
export async function writeChunkFile(target: string, source: Readable): Promise<WrittenFile> {
  await mkdir(path.dirname(target), { recursive: true });
  // `flush` fsyncs before the stream closes the file. A large buffer gathers the request's 64 KiB pieces into
  // fewer write calls, each of which hands work to another thread.
  const file = createWriteStream(target, { flags: 'wx', flush: true, highWaterMark: WRITE_BUFFER_BYTES });
  await pipeline(source, file);
  return { size: file.bytesWritten, sha256: await hashFileRegion(target, 0, file.bytesWritten) };
}
