import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error untyped package: a real S3-compatible server for tests
import S3rver from 's3rver';
import { readBody, startTestServer, type TestServer } from './pipeline/test-http-server.ts';
import { createTestDatabase } from './test/app.ts';
import { MEETING_MP4, chunksOf, readAsset, sha256 } from './test/files.ts';
import { ServerProcess, freePort } from './test/server-process.ts';

/**
 * docs/scaling.md without containers: two API processes and one worker, each its own `node main.ts` with its own
 * DATA_DIR, sharing only PostgreSQL (a fresh database on TEST_DATABASE_URL's server, else the local one), the S3
 * store (s3rver) and JWT_SECRET. A video goes in through API 1, is processed by the worker exactly once, its events
 * reach an event stream held by API 2, and API 2 serves the protocol, its transcript and the video.
 */
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('scale-out: 2 API processes + 1 worker on PostgreSQL and S3', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `protocolist-scale-${name}-`));
    dirs.push(dir);
    return dir;
  };
  let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let database: { url: string; drop(): Promise<void> };
  let asr: TestServer;
  let recognitions = 0;
  let api1: ServerProcess;
  let api2: ServerProcess;
  let worker: ServerProcess;

  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir('s3'), configureBuckets: [{ name: 'media' }] });
    const { port: s3Port } = await s3.run();
    database = (await createTestDatabase(POSTGRES))!;
    // An OpenAI-compatible recogniser: counts how often the video's audio is recognised.
    asr = await startTestServer(async (request, response) => {
      await readBody(request);
      recognitions += 1;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          text: 'Повестка дня: закупки. Решили: утвердить план.',
          segments: [
            { id: 0, start: 0, end: 30, text: ' Повестка дня: закупки.' },
            { id: 1, start: 30, end: 60, text: ' Решили: утвердить план.' },
          ],
        }),
      );
    });
    const shared = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: 'scale-out-secret-scale-out-secret-scale-out',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      ASR_ENGINE: 'openai',
      ASR_URL: asr.url,
      JOB_POLL_SECONDS: '0.5',
    };
    api1 = new ServerProcess(tempDir('api1'), await freePort(), { ...shared, APP_ROLE: 'api' });
    api2 = new ServerProcess(tempDir('api2'), await freePort(), { ...shared, APP_ROLE: 'api' });
    worker = new ServerProcess(tempDir('worker'), await freePort(), { ...shared, APP_ROLE: 'worker', LOG_LEVEL: 'info' });
    // The first process migrates the database and creates the administrator; the others start on it together.
    await api1.start();
    await Promise.all([api2.start(), worker.start()]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([api1?.kill(), api2?.kill(), worker?.kill()]);
    await asr?.close();
    await s3?.close();
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('uploads through API 1, processes once in the worker, streams events from API 2 and reads there', async () => {
    const token = await api1.secretaryToken();
    // The signed-in session is good on the other process too (one JWT_SECRET, one database).
    expect((await api2.call('GET', '/api/me', token)).json.data.email).toBe('sec@example.com');

    // The browser's event stream is held by API 2; its ticket was issued by API 1.
    const ticket = (await api1.call('POST', '/api/events/ticket', token)).json.data.ticket;
    const closeStream = new AbortController();
    const stream = await fetch(`${api2.base}/api/events?ticket=${encodeURIComponent(ticket)}`, { signal: closeStream.signal });
    expect(stream.status).toBe(200);
    const events: { type: string; protocol_id: number; stage: string }[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of stream.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          if (data) events.push(JSON.parse(data));
          buffer = buffer.slice(end + 2);
        }
      }
    })().catch(() => {});

    const created = await api1.call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' });
    expect(created.status).toBe(201);
    const protocolId = created.json.data.id as number;
    const video = readAsset(MEETING_MP4);
    const chunks = chunksOf(video, 256 * 1024);
    for (const [index, data] of chunks.entries()) {
      expect((await api1.sendChunk(token, protocolId, index, chunks.length, data)).status).toBe(200);
    }
    expect((await api1.call('POST', `/api/protocols/${protocolId}/process-video`, token)).status).toBe(200);

    // Only the worker runs jobs: the API processes have no job workers (APP_ROLE=api).
    const stage = async () => (await api2.call('GET', `/api/protocols/${protocolId}`, token)).json.data.stage;
    await expect.poll(stage, { timeout: 90_000, interval: 250 }).toBe('success_video_process');
    await expect
      .poll(() => events.some((e) => e.protocol_id === protocolId && e.stage === 'success_video_process'), { timeout: 10_000 })
      .toBe(true);
    expect(events.every((e) => e.protocol_id === protocolId)).toBe(true);
    closeStream.abort();
    await reading;

    const transcript = (await api2.call('GET', `/api/protocols/${protocolId}/transcript`, token)).json.data;
    expect(transcript.map((segment: { text: string }) => segment.text)).toEqual(['Повестка дня: закупки.', 'Решили: утвердить план.']);
    const served = await fetch(`${api2.base}/api/protocols/${protocolId}/video`, { headers: { authorization: `Bearer ${token}` } });
    expect(served.status).toBe(200);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(video));

    // Each job ran once: one recognition, and the queue holds every job of this run completed on the first try.
    expect(recognitions).toBe(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT state, retry_count FROM pgboss.job WHERE name = 'protocols.process-video'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.state === 'completed')).toHaveLength(1);
      expect(rows.every((row) => row.retry_count === 0)).toBe(true);
    } finally {
      await client.end();
    }
  }, 180_000);
});
