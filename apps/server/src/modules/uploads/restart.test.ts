import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEETING_MP4, chunksOf, readAsset, sha256 } from '../../test/files.ts';
import { ServerProcess, freePort } from '../../test/server-process.ts';

describe('upload across a server crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-restart-'));
  let server: ServerProcess;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after the process is killed mid-upload and keeps the file intact', async () => {
    server = new ServerProcess(dataDir, await freePort());
    await server.start();
    const token = await server.secretaryToken();
    const protocol = await server.call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' });
    expect(protocol.status).toBe(201);
    const protocolId = protocol.json.data.id;

    const video = readAsset(MEETING_MP4);
    const chunks = chunksOf(video, 128 * 1024);
    const half = Math.floor(chunks.length / 2);
    for (let index = 0; index < half; index++) {
      expect((await server.sendChunk(token, protocolId, index, chunks.length, chunks[index]!)).status).toBe(200);
    }
    await server.kill();

    await server.start();
    const status = await server.call('GET', `/api/protocols/${protocolId}/upload-chunks`, token);
    expect(status.json.data).toEqual({ upload_id: String(chunks.length), total_chunks: chunks.length, received: [...Array(half).keys()] });
    let last;
    for (let index = half; index < chunks.length; index++) {
      last = await server.sendChunk(token, protocolId, index, chunks.length, chunks[index]!);
    }
    expect(last!.json.data.completed).toBe(true);

    const download = await fetch(`${server.base}/api/protocols/${protocolId}/video`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(video));
    const ranged = await fetch(`${server.base}/api/protocols/${protocolId}/video`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=100-199' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
  }, 120_000);
});
