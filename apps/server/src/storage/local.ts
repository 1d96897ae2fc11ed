import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, FileStorage } from './storage.ts';

/** Less free space than this and the storage is not ready: not even one chunk would fit. */
const MIN_FREE_BYTES = 16 * 1024 * 1024;

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async putFile(key, localPath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(localPath, target);
        await unlink(localPath);
      }
    },
    async putStream(key, body) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      await pipeline(body, createWriteStream(partial));
      await rename(partial, target);
    },
    async read(key, range?: ByteRange) {
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
      return stream;
    },
    async size(key) {
      try {
        return (await stat(resolve(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
      const { bavail, bsize } = await statfs(root);
      if (bavail * bsize < MIN_FREE_BYTES) throw Object.assign(new Error('no space left'), { code: 'ENOSPC' });
    },
    localPath: resolve,
  };
}
