import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage, ByteRange } from './storage.ts';

export function createStorage(config: Config): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
