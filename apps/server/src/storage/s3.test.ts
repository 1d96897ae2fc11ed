import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// s3rver has no types; it is a real S3-compatible server used only in tests.
// @ts-expect-error untyped package
import S3rver from 's3rver';
import { createS3Storage } from './s3.ts';
import { createLocalStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

function storageContract(name: string, make: () => FileStorage, tmpDir: () => string) {
  describe(name, () => {
    it('stores a file and streams it back whole and by range', async () => {
      const storage = make();
      const data = randomBytes(9 * 1024 * 1024 + 123);
      const file = path.join(tmpDir(), `f-${Math.random()}`);
      writeFileSync(file, data);
      await storage.putFile('videos/1/a.mp4', file, 'video/mp4');
      expect(await storage.size('videos/1/a.mp4')).toBe(data.length);
      expect((await readAll(await storage.read('videos/1/a.mp4'))).equals(data)).toBe(true);
      const slice = await readAll(await storage.read('videos/1/a.mp4', { start: 10, end: 19 }));
      expect(slice.equals(data.subarray(10, 20))).toBe(true);
    });

    it('stores streams, deletes one object and whole prefixes', async () => {
      const storage = make();
      await storage.putStream('uploads/2/x/000000', Readable.from([Buffer.from('один')]));
      await storage.putStream('uploads/2/x/000001', Readable.from([Buffer.from('два')]));
      expect((await readAll(await storage.read('uploads/2/x/000001'))).toString()).toBe('два');
      await storage.delete('uploads/2/x/000000');
      expect(await storage.size('uploads/2/x/000000')).toBeNull();
      await storage.deletePrefix('uploads/2');
      expect(await storage.size('uploads/2/x/000001')).toBeNull();
      expect(await storage.size('nothing/here')).toBeNull();
    });
  });
}

describe('file storage', () => {
  let dir: string;
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let endpoint = '';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-storage-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dir, 's3'),
      configureBuckets: [{ name: 'media' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  storageContract('local directory', () => createLocalStorage(path.join(dir, 'local')), () => dir);
  storageContract(
    'S3-compatible bucket (s3rver), multipart for large files',
    () =>
      createS3Storage({ endpoint, bucket: 'media', accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' }),
    () => dir,
  );
});
