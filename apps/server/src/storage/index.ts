import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage, ByteRange } from './storage.ts';

/** The AWS SDK (about 4 MB of heap) loads only where S3 is configured. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (config.s3) return (await import('./s3.ts')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
