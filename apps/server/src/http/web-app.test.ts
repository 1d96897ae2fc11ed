import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HASHED_ASSET_CACHE } from './web-app.ts';

/** A built web app as Vite and its precompress plugin leave it: every text file with .br and .gz beside it. */
function writeDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'protocolist-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'index.html': '<!doctype html><html lang="ru"><body><div id="root"></div><script src="/assets/index-AbC123.js"></script></body></html>',
    'assets/index-AbC123.js': `console.log(${JSON.stringify('Протоколист '.repeat(200))});`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dist;
}

describe('serving the built web app', () => {
  let dist: string;
  let test: TestApp;
  beforeAll(async () => {
    dist = writeDist();
    test = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  it('sends the brotli file to a client that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Протоколист');

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Протоколист');

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Протоколист');
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html and unhashed files', async () => {
    const asset = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');

    for (const url of ['/', '/login', '/main/protocols/5']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation with the same ETag by 304, per encoding', async () => {
    for (const url of ['/', '/assets/index-AbC123.js']) {
      const first = await get(url, { 'accept-encoding': 'gzip' });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await get(url, { 'accept-encoding': 'br' });
      expect(other.headers.etag).not.toBe(etag);
    }
  });

  it('keeps answering API 404s as JSON and a missing asset as 404', async () => {
    const api = await get('/api/nothing-here', { accept: 'application/json' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', message: 'Не найдено' });
    expect((await get('/assets/missing-XyZ.js')).statusCode).toBe(404);
  });
});
