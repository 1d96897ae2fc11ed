import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEETING_MP4, chunksOf, readAsset, sha256 } from '../../test/files.ts';

const MAIN = path.resolve(import.meta.dirname, '../../main.ts');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real server as its own process, so it can be killed without warning. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin123',
      WEB_DIST: '',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('upload across a server crash', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-restart-'));
  let server: ChildProcess | null = null;
  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes after the process is killed mid-upload and keeps the file intact', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const call = async (method: string, url: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        },
        body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: await response.json() };
    };
    const sendChunk = (token: string, protocolId: number, index: number, total: number, data: Buffer) => {
      const form = new FormData();
      form.set('total_chunks', String(total));
      form.set('chunk_index', String(index));
      form.set('video', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), 'meeting.mp4');
      return call('POST', `/api/protocols/${protocolId}/upload-chunks`, token, form);
    };

    server = await startServer(dataDir, port);
    const admin = (await call('POST', '/api/login', null, { email: 'admin@example.com', password: 'admin123' })).json.data.token;
    const manager = await call('POST', '/api/users', admin, {
      full_name: 'Руководитель',
      email: 'boss@example.com',
      role: 'manager',
      password: 'secret123',
    });
    await call('POST', '/api/users', admin, {
      full_name: 'Секретарь',
      email: 'sec@example.com',
      role: 'secretary',
      password: 'secret123',
      manager_id: manager.json.data.id,
    });
    const token = (await call('POST', '/api/login', null, { email: 'sec@example.com', password: 'secret123' })).json.data.token;
    const protocol = await call('POST', '/api/protocols', token, { theme: 'Закупки', event_date: '2026-11-10' });
    expect(protocol.status).toBe(201);
    const protocolId = protocol.json.data.id;

    const video = readAsset(MEETING_MP4);
    const chunks = chunksOf(video, 128 * 1024);
    const half = Math.floor(chunks.length / 2);
    for (let index = 0; index < half; index++) {
      expect((await sendChunk(token, protocolId, index, chunks.length, chunks[index]!)).status).toBe(200);
    }
    server.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    server = await startServer(dataDir, port);
    const status = await call('GET', `/api/protocols/${protocolId}/upload-chunks`, token);
    expect(status.json.data).toEqual({ total_chunks: chunks.length, received: [...Array(half).keys()] });
    let last;
    for (let index = half; index < chunks.length; index++) {
      last = await sendChunk(token, protocolId, index, chunks.length, chunks[index]!);
    }
    expect(last!.json.data.completed).toBe(true);

    const download = await fetch(`${base}/api/protocols/${protocolId}/video`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(video));
    const ranged = await fetch(`${base}/api/protocols/${protocolId}/video`, {
      headers: { authorization: `Bearer ${token}`, range: 'bytes=100-199' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);
  }, 120_000);
});
