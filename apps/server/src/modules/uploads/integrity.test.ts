import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { protocols, uploadChunks } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { MEETING_MP4, chunksOf, multipart, readAsset, sha256 } from '../../test/files.ts';
import { ASSEMBLY_MARKER, dataKey, regionMarker } from './store.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { insertProtocol } from './test-fixtures.ts';

/*
 * Issue 14, upload integrity: concurrent writes of one chunk never mix bytes, a second write must equal the
 * first or get 409, the status never mixes two uploads, checksums are verified, and a lapsed assembly marker
 * (a killed assembler) does not block the upload. Real HTTP on loopback, so the requests truly overlap; on the
 * embedded database and, with TEST_DATABASE_URL, on PostgreSQL.
 */
describe('upload integrity', () => {
  let t: TestApp;
  let base: string;
  let secretary: TestUser;
  const video = readAsset(MEETING_MP4);
  const chunks = chunksOf(video, 512 * 1024);
  const PARALLEL = 32;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api', MAX_UPLOAD_BYTES: String(16 * 1024 * 1024) });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(() => t.close());

  async function send(protocolId: number, fields: Record<string, string>, data: Buffer) {
    const { payload, headers } = multipart(fields, { video: { name: 'meeting.mp4', data, type: 'video/mp4' } });
    const response = await fetch(`${base}/api/protocols/${protocolId}/upload-chunks`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${secretary.token}` },
      body: payload,
    });
    return { status: response.status, json: await response.json() };
  }
  const chunk = (index: number, total: number, extra: Record<string, string> = {}) => ({
    total_chunks: String(total),
    chunk_index: String(index),
    ...extra,
  });
  const status = async (protocolId: number, query = '') =>
    (await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocolId}/upload-chunks${query}` })).json().data;

  async function storedChunk(protocolId: number, uploadId: string, index: number): Promise<Buffer> {
    const [row] = await t.app.db
      .select()
      .from(uploadChunks)
      .where(
        and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.upload_id, uploadId), eq(uploadChunks.chunk_index, index)),
      );
    const parts: Buffer[] = [];
    for await (const part of await t.app.storage.read(row!.key)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  it(`${PARALLEL} parallel writes of one index with different bytes: one is kept whole, the others get 409`, async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const contents = Array.from({ length: PARALLEL }, () => randomBytes(256 * 1024));
    const answers = await Promise.all(contents.map((data) => send(protocol.id, chunk(1, 3), data)));
    const accepted = answers.flatMap((answer, writer) => (answer.status === 200 ? [writer] : []));
    expect(accepted).toHaveLength(1);
    const conflicts = answers.filter((answer) => answer.status === 409);
    expect(conflicts).toHaveLength(PARALLEL - 1);
    for (const answer of conflicts) expect(answer.json.message).toBe(UPLOAD_MESSAGES.chunkDiffers(1));
    expect((await storedChunk(protocol.id, '3', 1)).equals(contents[accepted[0]!]!)).toBe(true);
    expect(await status(protocol.id)).toEqual({ upload_id: '3', total_chunks: 3, received: [1] });
  });

  it(`${PARALLEL} parallel writes of one index with the same bytes are all accepted, and the file is intact`, async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const last = chunks.length - 1;
    for (let index = 0; index < last; index++) {
      expect((await send(protocol.id, chunk(index, chunks.length), chunks[index]!)).status).toBe(200);
    }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(protocol.id, chunk(last, chunks.length), chunks[last]!)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(PARALLEL).fill(200));
    // Exactly one of them assembled the file; the others saw it complete or being assembled.
    expect(answers.filter((answer) => answer.json.data.completed)).toHaveLength(1);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.stage).toBe('video_uploaded');
    const parts: Buffer[] = [];
    for await (const part of await t.app.storage.read(row!.video!.key)) parts.push(part as Buffer);
    expect(sha256(Buffer.concat(parts))).toBe(sha256(video));
  });

  it('a second write of a held chunk must equal it byte for byte', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const data = randomBytes(10_000);
    expect((await send(protocol.id, chunk(0, 2), data)).status).toBe(200);
    expect((await send(protocol.id, chunk(0, 2), Buffer.from(data))).status).toBe(200);
    const flipped = Buffer.from(data);
    flipped[5000] = flipped[5000]! ^ 1;
    const changed = await send(protocol.id, chunk(0, 2), flipped);
    expect(changed.status).toBe(409);
    expect(changed.json.message).toBe('Часть 1 уже получена с другим содержимым');
    const longer = await send(protocol.id, chunk(0, 2), Buffer.concat([data, Buffer.from([0])]));
    expect(longer.status).toBe(409);
    expect((await storedChunk(protocol.id, '2', 0)).equals(data)).toBe(true);
  });

  it('the status is about one upload, never a mix of two', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    expect((await send(protocol.id, chunk(0, 4, { upload_id: 'file-a' }), randomBytes(1000))).status).toBe(200);
    expect((await send(protocol.id, chunk(1, 4, { upload_id: 'file-a' }), randomBytes(1000))).status).toBe(200);
    // Another file with the same number of chunks: it replaces the first, which is never mixed into it.
    expect((await send(protocol.id, chunk(2, 4, { upload_id: 'file-b' }), randomBytes(1000))).status).toBe(200);
    expect(await status(protocol.id)).toEqual({ upload_id: 'file-b', total_chunks: 4, received: [2] });
    expect(await status(protocol.id, '?upload_id=file-a')).toEqual({ upload_id: null, total_chunks: null, received: [] });
    expect(await status(protocol.id, '?upload_id=file-b')).toEqual({ upload_id: 'file-b', total_chunks: 4, received: [2] });
    const changedTotal = await send(protocol.id, chunk(0, 5, { upload_id: 'file-b' }), randomBytes(1000));
    expect(changedTotal.status).toBe(422);
    expect(changedTotal.json.errors.total_chunks).toEqual([UPLOAD_MESSAGES.totalChanged]);
    const badId = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/upload-chunks?upload_id=../x` });
    expect(badId.statusCode).toBe(422);
  });

  it('verifies the checksum of each chunk and of the whole file', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const [first, second] = chunksOf(video, Math.ceil(video.length / 2));
    const corrupted = await send(protocol.id, chunk(0, 2, { chunk_sha256: sha256(second!) }), first!);
    expect(corrupted.status).toBe(422);
    expect(corrupted.json.errors.chunk_sha256).toEqual([UPLOAD_MESSAGES.chunkChecksum]);
    expect(await status(protocol.id)).toEqual({ upload_id: null, total_chunks: null, received: [] });

    const wrongFile = sha256(Buffer.from('another file'));
    expect((await send(protocol.id, chunk(0, 2, { chunk_sha256: sha256(first!), file_sha256: wrongFile }), first!)).status).toBe(200);
    const mismatch = await send(protocol.id, chunk(1, 2, { chunk_sha256: sha256(second!) }), second!);
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.file_sha256).toEqual([UPLOAD_MESSAGES.fileChecksum]);
    expect(await status(protocol.id)).toEqual({ upload_id: null, total_chunks: null, received: [] });

    const right = sha256(video).toUpperCase();
    expect((await send(protocol.id, chunk(1, 2, { file_sha256: right }), second!)).status).toBe(200);
    const done = await send(protocol.id, chunk(0, 2), first!);
    expect(done.json.data).toMatchObject({ completed: true, sha256: sha256(video) });
  });

  it('an assembly marker left by a killed request lapses in seconds; a live one makes the others wait', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const [first, second] = chunksOf(video, Math.ceil(video.length / 2));
    expect((await send(protocol.id, chunk(0, 2), first!)).status).toBe(200);
    const marker = { protocol_id: protocol.id, upload_id: '2', total_chunks: 2, chunk_index: ASSEMBLY_MARKER, size: 0, key: '' };
    await t.app.db.insert(uploadChunks).values({ ...marker, heartbeat_at: new Date() });
    const waiting = await send(protocol.id, chunk(1, 2), second!);
    expect(waiting.json.data).toMatchObject({ completed: false, received: [0, 1] });
    // The holder stopped renewing it 11 s ago (killed): the next request takes the assembly over.
    await t.app.database.executeSql(
      `UPDATE upload_chunks SET heartbeat_at = now() - interval '11 seconds' WHERE protocol_id = $1 AND chunk_index = $2`,
      [protocol.id, ASSEMBLY_MARKER],
    );
    const done = await send(protocol.id, chunk(1, 2), second!);
    expect(done.json.data).toMatchObject({ completed: true, sha256: sha256(video) });
  });

  it('a region marker left by a writer that died: its index goes to a file of its own, and every chunk is checked again', async () => {
    const protocol = await insertProtocol(t.app, secretary.id);
    const parts = chunksOf(video, Math.ceil(video.length / 3));
    expect((await send(protocol.id, chunk(0, 3), parts[0]!)).status).toBe(200);
    const dataPath = t.app.storage.localPath(dataKey(protocol.id, '3'))!;
    writeFileSync(regionMarker(dataPath, 1), '');
    expect((await send(protocol.id, chunk(1, 3), parts[1]!)).status).toBe(200);
    const rows = await t.app.db.select().from(uploadChunks).where(eq(uploadChunks.protocol_id, protocol.id));
    expect(rows.map((row) => [row.chunk_index, row.data_offset])).toEqual([
      [0, 0],
      [1, null],
    ]);
    // Bytes of chunk 0 changed in place behind its row: with a marker left, assembly checks each chunk and says so.
    const file = await open(dataPath, 'r+');
    await file.write(Buffer.from('x'), 0, 1, 10);
    await file.close();
    const damaged = await send(protocol.id, chunk(2, 3), parts[2]!);
    expect(damaged.status).toBe(409);
    expect(damaged.json.message).toBe(UPLOAD_MESSAGES.chunkDamaged(0));
    expect(await status(protocol.id)).toEqual({ upload_id: '3', total_chunks: 3, received: [1, 2] });
    const done = await send(protocol.id, chunk(0, 3), parts[0]!);
    expect(done.json.data).toMatchObject({ completed: true, sha256: sha256(video) });
  });
});
