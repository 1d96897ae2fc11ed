import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/**
 * Where media and attachments live: a local directory by default, an S3-compatible bucket when configured.
 * Keys are relative paths like `videos/12/<uuid>.mp4`; nothing here is ever served publicly.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores a local file under `key`; the local file is consumed (moved or uploaded, then removed). */
  putFile(key: string, localPath: string, contentType?: string): Promise<void>;
  putStream(key: string, body: Readable, contentType?: string): Promise<void>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /** Resolves when the storage takes writes now (for /readyz); rejects with the reason otherwise. */
  check(): Promise<void>;
  /** The object's path on this machine when the storage is a local directory (tools like ffmpeg read it in place). */
  localPath(key: string): string | null;
}
