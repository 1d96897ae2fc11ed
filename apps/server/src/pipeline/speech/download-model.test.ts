import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-http-server.ts';
import { downloadModel, ensureModel, type DownloadProgress } from './download-model.ts';
import { resolveModel } from './models.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const modelBytes = readFileSync(path.join(shared, 'models/whisper/for-tests-ggml-tiny.bin'));
const modelSha = createHash('sha256').update(modelBytes).digest('hex');
const placeholder = readFileSync(path.join(shared, 'models/not-models/GimayTranscribe_ggml-base.bin.placeholder'));
const catalog = {
  'for-tests-tiny': { bytes: modelBytes.length, sha256: modelSha },
  'wrong-sum': { bytes: modelBytes.length, sha256: '0'.repeat(64) },
  'cut-short': { bytes: modelBytes.length, sha256: modelSha },
};

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'model-download-'));
  server = await startTestServer((request, response) => {
    const name = /\/ggml-(.+)\.bin$/.exec(request.url ?? '')?.[1];
    if (name === 'for-tests-tiny' || name === 'wrong-sum' || name === 'unlisted') {
      response.setHeader('content-length', modelBytes.length);
      response.end(modelBytes);
    } else if (name === 'dropped') {
      // Announces the whole file, sends a third, then the connection dies.
      response.setHeader('content-length', modelBytes.length);
      response.write(modelBytes.subarray(0, Math.floor(modelBytes.length / 3)), () => response.socket?.destroy());
    } else if (name === 'cut-short') {
      response.end(modelBytes.subarray(0, 100_000)); // chunked: only the catalogue knows it is short
    } else if (name === 'placeholder') {
      response.end(placeholder);
    } else {
      response.statusCode = 404;
      response.end('Entry not found');
    }
  });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function leftovers(modelsDir: string): Promise<string[]> {
  return existsSync(modelsDir) ? readdir(modelsDir) : [];
}

describe('downloadModel', () => {
  it('downloads, verifies size and SHA-256, and reports progress', async () => {
    const modelsDir = path.join(dir, 'ok');
    const progress: DownloadProgress[] = [];
    const result = await downloadModel('for-tests-tiny', { modelsDir, baseUrl: `${server.url}/models/`, catalog, onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ path: path.join(modelsDir, 'ggml-for-tests-tiny.bin'), bytes: modelBytes.length, sha256: modelSha, verified: true });
    expect(readFileSync(result.path).equals(modelBytes)).toBe(true);
    expect(progress.at(-1)).toEqual({ received: modelBytes.length, total: modelBytes.length });
    expect(await leftovers(modelsDir)).toEqual(['ggml-for-tests-tiny.bin']);
  });

  it('rejects a checksum mismatch and keeps nothing', async () => {
    const modelsDir = path.join(dir, 'sum');
    await expect(downloadModel('wrong-sum', { modelsDir, baseUrl: server.url, catalog })).rejects.toMatchObject({
      code: 'model_download',
      message: 'Не удалось скачать модель распознавания речи «wrong-sum»: контрольная сумма SHA-256 не совпадает, файл повреждён',
    });
    expect(await leftovers(modelsDir)).toEqual([]);
  });

  it('rejects a connection that breaks off and keeps nothing', async () => {
    const modelsDir = path.join(dir, 'dropped');
    await expect(downloadModel('dropped', { modelsDir, baseUrl: server.url, catalog })).rejects.toThrow(
      'Не удалось скачать модель распознавания речи «dropped»: соединение прервалось до конца загрузки',
    );
    expect(await leftovers(modelsDir)).toEqual([]);
  });

  it('rejects a download shorter than the published size and keeps nothing', async () => {
    const modelsDir = path.join(dir, 'short');
    await expect(downloadModel('cut-short', { modelsDir, baseUrl: server.url, catalog })).rejects.toThrow(
      `получено 100000 байт из ${modelBytes.length}, файл загружен не полностью`,
    );
    expect(await leftovers(modelsDir)).toEqual([]);
  });

  it('says when the server has no such model', async () => {
    await expect(downloadModel('nonexistent', { modelsDir: path.join(dir, '404'), baseUrl: server.url })).rejects.toThrow(
      'Не удалось скачать модель распознавания речи «nonexistent»: такой модели нет на сервере',
    );
  });

  it('says when the server cannot be reached', async () => {
    await expect(downloadModel('base', { modelsDir: path.join(dir, 'down'), baseUrl: 'http://127.0.0.1:9' })).rejects.toThrow(
      'сервер 127.0.0.1:9 недоступен',
    );
  });
});

describe('ensureModel', () => {
  it('downloads a missing named model when allowed, checking an unlisted one by its structure', async () => {
    const location = resolveModel('unlisted', dir);
    await expect(ensureModel(location, { download: false })).rejects.toMatchObject({ code: 'model_missing' });
    const model = await ensureModel(location, { download: true, baseUrl: server.url });
    expect(model).toMatchObject({ path: path.join(dir, 'models', 'ggml-unlisted.bin'), downloaded: true, tensors: 0 });
    expect((await ensureModel(location, { download: true, baseUrl: 'http://127.0.0.1:9' })).downloaded).toBe(false);
  });

  it('removes a downloaded file that turns out not to be a model', async () => {
    const location = resolveModel('placeholder', dir);
    await expect(ensureModel(location, { download: true, baseUrl: server.url })).rejects.toMatchObject({ code: 'model_invalid' });
    expect(existsSync(location.path)).toBe(false);
  });
});
