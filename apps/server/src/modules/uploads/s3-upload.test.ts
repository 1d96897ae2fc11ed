import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error untyped package: a real S3-compatible server for tests
import S3rver from 's3rver';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { MEETING_MP4, chunksOf, readAsset, sha256 } from '../../test/files.ts';
import { insertProtocol, sendChunk } from './test-fixtures.ts';

describe('chunked upload into an S3-compatible bucket', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-s3-upload-'));
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let t: TestApp;
  let secretary: TestUser;

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'media' }] });
    const { port } = await s3.run();
    t = await createTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps chunks and the assembled video in the bucket and streams ranges from it', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const protocol = await insertProtocol(t.app, secretary.id);
    const video = readAsset(MEETING_MP4);
    const chunks = chunksOf(video, 400 * 1024);
    for (const index of [...chunks.keys()].reverse()) {
      expect((await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!)).statusCode).toBe(200);
    }
    const whole = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/video` });
    expect(whole.statusCode).toBe(200);
    expect(sha256(whole.rawPayload)).toBe(sha256(video));
    const part = await api(t.app, secretary, {
      method: 'GET',
      url: `/api/protocols/${protocol.id}/video`,
      headers: { range: 'bytes=-1000' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(video.length - 1000))).toBe(true);
    const beyond = await api(t.app, secretary, {
      method: 'GET',
      url: `/api/protocols/${protocol.id}/video`,
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(await t.app.storage.size(`uploads/${protocol.id}/${chunks.length}/000000`)).toBeNull();
  });
});
