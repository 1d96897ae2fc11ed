import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBody, startTestServer, type TestServer } from '../../pipeline/test-http-server.ts';
import { MEETING_MP4, chunksOf, readAsset } from '../../test/files.ts';
import { ServerProcess, freePort } from '../../test/server-process.ts';

/**
 * The server process is killed (SIGKILL) while its worker waits on speech recognition, then started again on
 * the same data: the job must run again and finish, once, and the protocol must never stay in video_process.
 */
describe('video processing across a server crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-crash-'));
  let server: ServerProcess;
  let asr: TestServer;
  let requests = 0;
  let answer = false;
  let requestArrived: () => void;
  const firstRequest = new Promise<void>((resolve) => (requestArrived = resolve));

  afterAll(async () => {
    await server?.kill();
    await asr?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('retries the job lost with the process and finishes it after the restart', async () => {
    // An OpenAI-compatible recogniser that holds the first request open until the server is killed.
    asr = await startTestServer(async (request, response) => {
      await readBody(request);
      requests += 1;
      requestArrived();
      if (!answer) return;
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
    server = new ServerProcess(dataDir, await freePort(), {
      ASR_ENGINE: 'openai',
      ASR_URL: asr.url,
      JOB_POLL_SECONDS: '0.5',
      PROCESSING_RETRY_DELAY_SECONDS: '1',
    });
    await server.start();
    const token = await server.secretaryToken();
    const protocolId = (await server.call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' })).json.data.id;
    const chunks = chunksOf(readAsset(MEETING_MP4), 1024 * 1024);
    for (const [index, data] of chunks.entries()) {
      expect((await server.sendChunk(token, protocolId, index, chunks.length, data)).status).toBe(200);
    }
    expect((await server.call('POST', `/api/protocols/${protocolId}/process-video`, token)).status).toBe(200);

    await firstRequest;
    await server.kill();
    answer = true;
    await server.start();

    const stage = async () => (await server.call('GET', `/api/protocols/${protocolId}`, token)).json.data.stage;
    await expect.poll(stage, { timeout: 60_000, interval: 250 }).not.toBe('video_process');
    expect(await stage()).toBe('success_video_process');
    expect(requests).toBe(2);
    const transcript = (await server.call('GET', `/api/protocols/${protocolId}/transcript`, token)).json.data;
    expect(transcript.map((segment: { text: string }) => segment.text)).toEqual(['Повестка дня: закупки.', 'Решили: утвердить план.']);
  }, 120_000);
});
