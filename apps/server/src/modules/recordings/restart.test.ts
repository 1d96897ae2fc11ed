import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveSegment } from '@protocolist/contracts/recordings';
import { createTestDatabase } from '../../test/app.ts';
import { ServerProcess, freePort } from '../../test/server-process.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { ffprobeDuration, piecesOf, sha256, speechTake } from './test-fixtures.ts';

describe('recording across a server crash (SIGKILL mid-recording)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-recording-restart-'));
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no piece and doubles no segment: the take is decoded again from its stored pieces', async () => {
    const take = await speechTake(dataDir, [1, 1.5, 2, 1.5], 'restart');
    // The embedded database, or a fresh PostgreSQL one when TEST_DATABASE_URL is set.
    database = await createTestDatabase();
    server = new ServerProcess(dataDir, await freePort(), { DATABASE_URL: database?.url ?? '', GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC, GIGAAM_THREADS: '1', JOB_POLL_SECONDS: '0.5' });
    await server.start();
    const token = await server.secretaryToken();
    const protocolId = (await server.call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' })).json.data.id;
    const rid = (await server.call('POST', `/api/protocols/${protocolId}/recording`, token)).json.data.id;
    expect((await server.call('POST', `/api/recordings/${rid}/takes`, token, { mime_type: 'audio/webm;codecs=opus', take: 0 })).status).toBe(201);
    const put = (index: number, body: Buffer) =>
      fetch(`${server.base}/api/recordings/${rid}/takes/0/pieces/${index}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-piece-sha256': sha256(body) },
        body: new Uint8Array(body),
      });
    const pieces = piecesOf(take.webm, 8 * 1024);
    const cut = Math.ceil(pieces.length * 0.7);
    for (let index = 0; index < cut; index++) expect((await put(index, pieces[index]!)).status).toBe(200);
    const read = async () => (await server.call('GET', `/api/recordings/${rid}`, token)).json.data;
    for (let i = 0; i < 300 && (await read()).segments.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const before: LiveSegment[] = (await read()).segments;
    expect(before.length).toBeGreaterThanOrEqual(2);
    await server.kill();

    await server.start();
    expect((await read()).takes[0].pieces).toEqual([...Array(cut).keys()]);
    // The client resends from what the server confirmed, one piece twice (its answer was lost in the crash).
    expect((await (await put(cut - 1, pieces[cut - 1]!)).json()).data.duplicate).toBe(true);
    for (let index = cut; index < pieces.length; index++) expect((await put(index, pieces[index]!)).status).toBe(200);
    expect((await server.call('POST', `/api/recordings/${rid}/stop`, token, { takes: [{ take: 0, pieces: pieces.length }] })).status).toBe(202);
    let protocol;
    for (let i = 0; i < 600; i++) {
      protocol = (await server.call('GET', `/api/protocols/${protocolId}`, token)).json.data;
      if (protocol.stage === 'success_video_process' || protocol.stage === 'error_video_process') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(protocol.stage).toBe('success_video_process');
    const after: LiveSegment[] = (await read()).segments;
    expect(after).toHaveLength(take.utterances.length);
    expect(new Set(after.map((s) => s.id)).size).toBe(after.length);
    for (const segment of before) expect(after.find((s) => s.id === segment.id)).toEqual(segment);

    const media = await fetch(`${server.base}/api/protocols/${protocolId}/video`, { headers: { authorization: `Bearer ${token}` } });
    const stored = path.join(dataDir, 'stored');
    writeFileSync(stored, Buffer.from(await media.arrayBuffer()));
    expect(Math.abs(ffprobeDuration(stored) - take.duration)).toBeLessThanOrEqual(1);
  }, 180_000);
});
