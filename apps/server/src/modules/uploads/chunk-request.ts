import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { HttpError, payloadTooLarge } from '../../http/errors.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { writeChunk, type ChunkTarget } from './chunk-file.ts';

export interface ReceivedChunkFile {
  filename: string;
  size: number;
  /** Hex SHA-256 of the part, computed as it was written. */
  sha256: string;
  /** Where its bytes went. */
  target: ChunkTarget;
}

export interface ChunkRequest {
  fields: Record<string, string>;
  /** The `video` part, already written to its own file and flushed to disk; null when the request had none. */
  file: ReceivedChunkFile | null;
}

const FILE_FIELD = 'video';

/**
 * Reads the multipart body of a chunk request as it streams in. The `video` part goes where `options.targetFor`
 * says, asked with the fields that came before it: its place in the upload's data file, or a file of this request
 * alone. It is hashed on the way; nothing is held in memory.
 */
export function readChunkRequest(
  request: FastifyRequest,
  options: { maxFileBytes: number; targetFor(fieldsSoFar: Record<string, string>): Promise<ChunkTarget> },
): Promise<ChunkRequest> {
  const fields: Record<string, string> = {};
  if (!request.headers['content-type']?.startsWith('multipart/form-data')) {
    return Promise.resolve({ fields, file: null });
  }
  return new Promise((resolve, reject) => {
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: request.headers as { 'content-type': string },
        limits: { fileSize: options.maxFileBytes, files: 3, fields: 20, fieldSize: 1024, parts: 30 },
      });
    } catch {
      reject(new HttpError(400, UPLOAD_MESSAGES.brokenBody));
      return;
    }
    let written: Promise<ReceivedChunkFile> | null = null;
    let filePart: BusboyFileStream | null = null;
    // Settles only after the part's write has: the caller then knows nothing more of this request reaches disk.
    const fail = (error: unknown) => {
      request.raw.unpipe(parser);
      request.raw.resume();
      void (written ?? Promise.resolve()).catch(() => undefined).then(() => reject(error));
    };
    // A client gone mid-chunk: end the part's write (its file handle closes) and settle, or both would wait forever.
    request.raw.once('error', (error) => {
      filePart?.destroy(error);
      fail(error);
    });
    parser.on('field', (name: string, value: string) => {
      fields[name] = value;
    });
    parser.on('file', (name: string, stream: BusboyFileStream, filename: string) => {
      if (name !== FILE_FIELD || written) {
        stream.resume();
        return;
      }
      filePart = stream;
      const current = { ...fields };
      written = options
        .targetFor(current)
        .then((target) =>
          writeChunk(target, stream).then(({ size, sha256, target: placed }) => {
            if (stream.truncated) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
            return { filename, size, sha256, target: placed };
          }),
        );
      // A failed write stops reading at once: the parser would otherwise wait for the abandoned part forever.
      written.catch(fail);
    });
    parser.on('error', () => {
      filePart?.destroy();
      fail(new HttpError(400, UPLOAD_MESSAGES.brokenBody));
    });
    parser.on('finish', () => {
      if (!written) return resolve({ fields, file: null });
      written.then((file) => resolve({ fields, file }), () => undefined);
    });
    request.raw.pipe(parser);
  });
}
