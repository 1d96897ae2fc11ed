import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingPieces } from '../../db/schema.ts';
// @ts-expect-error untyped package: a real S3-compatible server for tests
import S3rver from 's3rver';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { waitForStage } from '../../test/processing.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { ffprobeDuration, piecesOf, putPiece, speechTake } from './test-fixtures.ts';

describe('recording into an S3-compatible bucket', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-s3-recording-'));
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let t: TestApp;
  let secretary: TestUser;

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3'), configureBuckets: [{ name: 'media' }] });
    const { port } = await s3.run();
    t = await createTestApp({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      JOB_POLL_SECONDS: '0.5',
      GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC,
      GIGAAM_THREADS: '1',
    });
    secretary = await createUser(t.app, 'secretary');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the pieces in the bucket, decodes them live from there and stores the joined recording in it', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const take = await speechTake(dir, [1, 1.5, 2, 1.5], 's3');
    const protocolId = (await api(t.app, secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Планёрка', event_date: '2026-11-10' } })).json().data.id;
    const rid = (await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).json().data.id;
    await api(t.app, secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'audio/webm;codecs=opus' } });
    const pieces = piecesOf(take.webm, 8 * 1024);
    for (const [index, piece] of pieces.entries()) expect((await putPiece(t.app, secretary, rid, 0, index, piece)).statusCode).toBe(200);
    const stop = await api(t.app, secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: [{ take: 0, pieces: pieces.length }] } });
    expect(stop.statusCode).toBe(202);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage).toBe('success_video_process');
    expect(done.transcript).toHaveLength(take.utterances.length);
    const media = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocolId}/video` });
    const stored = path.join(dir, 'stored');
    writeFileSync(stored, media.rawPayload);
    expect(Math.abs(ffprobeDuration(stored) - take.duration)).toBeLessThanOrEqual(1);
    // The pieces are dropped once the joined file is the protocol's.
    const rows = await t.app.db.select().from(recordingPieces).where(eq(recordingPieces.recording_id, rid));
    expect(rows).toHaveLength(pieces.length);
    for (const row of rows) expect(await t.app.storage.size(row.key)).toBeNull();
  }, 180_000);
});
