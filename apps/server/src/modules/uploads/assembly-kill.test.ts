import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/app.ts';
import { MEETING_MP4, chunksOf, readAsset, sha256 } from '../../test/files.ts';
import { ServerProcess, freePort } from '../../test/server-process.ts';

/*
 * Issue 14: SIGKILL of the server while it assembles an upload. The upload must not stay blocked (it was for
 * 15 minutes): on the embedded database the restarted server forgets the dead assembly at once; on PostgreSQL
 * (TEST_DATABASE_URL), where other API processes may be assembling, the dead one's lease lapses in seconds.
 */
/** Whether a child process of `pid` is ffprobe (Linux: /proc). */
async function runsFfprobe(pid: number): Promise<boolean> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).trim().split(/\s+/).filter(Boolean);
  for (const child of children) {
    if ((await readFile(`/proc/${child}/cmdline`, 'utf8').catch(() => '')).includes('ffprobe')) return true;
  }
  return false;
}

describe('a server killed during assembly', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-assembly-kill-'));
  let server: ServerProcess;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves an upload that the next request finishes, intact', async () => {
    database = await createTestDatabase();
    server = new ServerProcess(dataDir, await freePort(), database ? { DATABASE_URL: database.url } : {});
    await server.start();
    const token = await server.secretaryToken();
    const protocol = await server.call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' });
    const protocolId = protocol.json.data.id;
    const video = readAsset(MEETING_MP4);
    const chunks = chunksOf(video, 256 * 1024);
    const last = chunks.length - 1;
    for (let index = 0; index < last; index++) {
      expect((await server.sendChunk(token, protocolId, index, chunks.length, chunks[index]!)).status).toBe(200);
    }

    // The last chunk starts the assembly (the data file is checked in place, then ffprobe reads it); the moment
    // the server runs ffprobe, it holds the assembly, and it is killed.
    const lastChunk = server.sendChunk(token, protocolId, last, chunks.length, chunks[last]!).catch(() => null);
    let assembling = false;
    for (let tries = 0; tries < 20_000 && !assembling; tries++) assembling = await runsFfprobe(server.pid!);
    expect(assembling).toBe(true);
    await server.kill();
    expect(await lastChunk).toBeNull(); // the request died with the server

    await server.start();
    // What the web client does: every chunk is held, so it sends the last one again until the file is assembled.
    const assembled = async () => {
      await server.sendChunk(token, protocolId, last, chunks.length, chunks[last]!);
      return (await server.call('GET', `/api/protocols/${protocolId}`, token)).json.data.stage;
    };
    await expect.poll(assembled, { timeout: 30_000, interval: 1000 }).toBe('video_uploaded');
    const download = await fetch(`${server.base}/api/protocols/${protocolId}/video`, { headers: { authorization: `Bearer ${token}` } });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(video));
  }, 120_000);
});
