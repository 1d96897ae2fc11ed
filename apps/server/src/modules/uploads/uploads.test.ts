import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { MEETING_MP4, chunksOf, multipart, readAsset, sha256 } from '../../test/files.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { insertProtocol, sendChunk } from './test-fixtures.ts';

async function storedVideo(app: FastifyInstance, protocolId: number) {
  const [row] = await app.db.select().from(protocols).where(eq(protocols.id, protocolId));
  const stream = await app.storage.read(row!.video!.key);
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { protocol: row!, data: Buffer.concat(parts) };
}

describe('chunked video upload', () => {
  let t: TestApp;
  let secretary: TestUser;
  let other: TestUser;
  let manager: TestUser;
  const video = readAsset(MEETING_MP4);
  const chunks = chunksOf(video, 256 * 1024);

  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_BYTES: String(4 * 1024 * 1024) });
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    other = await createUser(t.app, 'secretary');
  });
  afterAll(() => t.close());

  it('assembles shuffled and repeated chunks into the original file', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const order = chunks.map((_, index) => index).reverse();
    const [first, ...rest] = order;
    expect((await sendChunk(t.app, secretary, protocol.id, first!, chunks.length, chunks[first!]!)).statusCode).toBe(200);
    expect((await sendChunk(t.app, secretary, protocol.id, first!, chunks.length, chunks[first!]!)).statusCode).toBe(200);
    const status = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(status.json().data).toEqual({ upload_id: String(chunks.length), total_chunks: chunks.length, received: [first] });

    let last;
    for (const index of rest) last = await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!);
    expect(last!.statusCode).toBe(200);
    expect(last!.json().data).toMatchObject({ completed: true });

    const stored = await storedVideo(t.app, protocol.id);
    expect(sha256(stored.data)).toBe(sha256(video));
    expect(stored.protocol.stage).toBe('video_uploaded');
    expect(stored.protocol.video).toMatchObject({ name: 'meeting.mp4', size: video.length });
    expect(stored.protocol.video!.duration).toBeGreaterThan(70);
  });

  it('reports what it has so a client resumes, even with a missing chunk', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    for (const index of [0, 2, 3, 4, 5, 6]) await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!);
    const status = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(status.json().data.received).toEqual([0, 2, 3, 4, 5, 6]);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.stage).toBe('no_video');
    for (let index = 7; index < chunks.length; index++) await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!);
    const done = await sendChunk(t.app, secretary, protocol.id, 1, chunks.length, chunks[1]!);
    expect(done.json().data.completed).toBe(true);
    expect(sha256((await storedVideo(t.app, protocol.id)).data)).toBe(sha256(video));
  });

  it('accepts the file part before the fields (the order seed §9 lists them in)', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    let last;
    for (const index of chunks.keys()) {
      last = await sendChunk(t.app, secretary, protocol.id, index, chunks.length, chunks[index]!, { filesFirst: true });
      expect(last.statusCode).toBe(200);
    }
    expect(last!.json().data.completed).toBe(true);
    expect(sha256((await storedVideo(t.app, protocol.id)).data)).toBe(sha256(video));
  });

  it('assembles chunks of any sizes in index order', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const cuts = [0, 1000, 300_000, 310_000, 900_000, video.length];
    const parts = cuts.slice(1).map((end, index) => video.subarray(cuts[index], end));
    let last;
    for (const [index, part] of parts.entries()) last = await sendChunk(t.app, secretary, protocol.id, index, parts.length, part);
    expect(last!.json().data).toMatchObject({ completed: true, sha256: sha256(video) });
    expect(sha256((await storedVideo(t.app, protocol.id)).data)).toBe(sha256(video));
  });

  it('answers a broken or non-multipart body with a clear 4xx', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const url = `/api/protocols/${protocol.id}/upload-chunks`;
    const broken = await api(t.app, secretary, {
      method: 'POST',
      url,
      payload: 'это не multipart',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(UPLOAD_MESSAGES.brokenBody);
    const json = await api(t.app, secretary, { method: 'POST', url, payload: { total_chunks: 1, chunk_index: 0 } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.video).toEqual(['Поле обязательно для заполнения']);
  });

  it('lets go of a chunk whose client disconnects half-way, and takes it again later', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const { payload, headers } = multipart(
      { total_chunks: '3', chunk_index: '1' },
      { video: { name: 'meeting.mp4', data: chunks[1]!, type: 'video/mp4' } },
    );
    const tmpDir = path.join(t.dataDir, 'tmp');
    const partialFiles = async () => (await readdir(tmpDir)).filter((name) => name.startsWith('chunk-'));

    const socket = connect(Number(base.port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/protocols/${protocol.id}/upload-chunks HTTP/1.1\r\nHost: ${base.host}\r\n` +
        `Authorization: Bearer ${secretary.token}\r\nContent-Type: ${headers['content-type']}\r\n` +
        `Content-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, payload.length / 2));
    await expect.poll(partialFiles, { timeout: 5000, interval: 50 }).toHaveLength(1);
    socket.destroy();
    await expect.poll(partialFiles, { timeout: 5000, interval: 50 }).toHaveLength(0);

    const status = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(status.json().data).toEqual({ upload_id: null, total_chunks: null, received: [] });
    expect((await sendChunk(t.app, secretary, protocol.id, 1, 3, chunks[1]!)).statusCode).toBe(200);
  });

  it('rejects a file that is not media with 422 and discards it', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    // Text, not random bytes: random data now and then looks like MPEG audio frames to ffprobe.
    const junk = Buffer.from('Это не видео, а протокол в текстовом файле.\n'.repeat(8000));
    const [a, b] = chunksOf(junk, 200 * 1024);
    await sendChunk(t.app, secretary, protocol.id, 0, 2, a!);
    const res = await sendChunk(t.app, secretary, protocol.id, 1, 2, b!);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.video).toEqual(['Файл не является видео- или аудиозаписью']);
    const status = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(status.json().data).toEqual({ upload_id: null, total_chunks: null, received: [] });
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.stage).toBe('no_video');
    expect(row!.video).toBeNull();
  });

  it('validates the fields, the size limit and the stage', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const noFile = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/upload-chunks`,
      ...multipart({ total_chunks: '2', chunk_index: '0' }, {}),
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.video).toEqual(['Поле обязательно для заполнения']);
    const badIndex = await sendChunk(t.app, secretary, protocol.id, 5, 2, chunks[0]!);
    expect(badIndex.statusCode).toBe(422);
    expect(badIndex.json().errors).toHaveProperty('chunk_index');
    const notNumber = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/upload-chunks`,
      ...multipart({ total_chunks: 'много', chunk_index: '0' }, { video: { name: 'a.mp4', data: chunks[0]! } }),
    });
    expect(notNumber.statusCode).toBe(422);
    expect(notNumber.json().errors).toHaveProperty('total_chunks');

    await sendChunk(t.app, secretary, protocol.id, 0, 3, chunks[0]!);
    // Cut off at the limit in a file of its own: the chunks already held stay as they were.
    const tooBig = await sendChunk(t.app, secretary, protocol.id, 1, 3, randomBytes(5 * 1024 * 1024));
    expect(tooBig.statusCode).toBe(413);
    const afterTooBig = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(afterTooBig.json().data).toEqual({ upload_id: '3', total_chunks: 3, received: [0] });

    const final = await insertProtocol(t.app, secretary.id, 'final');
    expect((await sendChunk(t.app, secretary, final.id, 0, 1, chunks[0]!)).statusCode).toBe(409);
  });

  it('answers 413 to a chunk that takes the upload over the limit, counting a repeated index once', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const part = randomBytes(1536 * 1024);
    expect((await sendChunk(t.app, secretary, protocol.id, 0, 3, part)).statusCode).toBe(200);
    expect((await sendChunk(t.app, secretary, protocol.id, 1, 3, part)).statusCode).toBe(200);
    // Sent again, chunk 1 replaces itself: 3 MiB held, under the 4 MiB limit.
    expect((await sendChunk(t.app, secretary, protocol.id, 1, 3, part)).statusCode).toBe(200);
    const over = await sendChunk(t.app, secretary, protocol.id, 2, 3, part);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
    const status = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(status.json().data).toEqual({ upload_id: '3', total_chunks: 3, received: [0, 1] });
  });

  it('lets only the owner upload; her manager reads the status, others get 404', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    expect((await sendChunk(t.app, other, protocol.id, 0, 2, chunks[0]!)).statusCode).toBe(404);
    expect((await sendChunk(t.app, manager, protocol.id, 0, 2, chunks[0]!)).statusCode).toBe(403);
    const managerStatus = await api(t.app, manager, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` });
    expect(managerStatus.statusCode).toBe(200);
    expect((await api(t.app, other, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks` })).statusCode).toBe(404);
    expect((await sendChunk(t.app, secretary, 999_999, 0, 2, chunks[0]!)).statusCode).toBe(404);
  });
});
