import { cp, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-http-server.ts';
import { SHARED_DIR, sha256 } from '../../../test/files.ts';
import { FIXTURES_DIR, TINY_GIGAAM_CTC } from '../../../test/speech.ts';
import { probeGigaamModel } from '../gigaam/engine.ts';
import type { CatalogEntry } from './catalog.ts';
import { ModelManager, type ModelStatus } from './manager.ts';

const ARCHIVE = path.join(FIXTURES_DIR, 'tiny-gigaam-ctc.tar.bz2');
let archive: Buffer;
let files: { name: string; data: Buffer }[];
let server: TestServer;
let dir: string;
/** How the test server behaves for the next requests; every request is recorded. */
let behaviour: 'normal' | 'cut-once' | 'slow' | 'truncated' = 'normal';
const requests: { url: string; range: string | undefined }[] = [];

beforeAll(async () => {
  archive = await readFile(ARCHIVE);
  files = await Promise.all(['model.onnx', 'tokens.txt'].map(async (name) => ({ name, data: await readFile(path.join(TINY_GIGAAM_CTC, name)) })));
  server = await startTestServer(async (request, response) => {
    const url = request.url ?? '';
    requests.push({ url, range: request.headers.range });
    const body = url.endsWith('.tar.bz2') ? archive : files.find((file) => url.endsWith(`/${file.name}`))?.data;
    if (!body || url.includes('missing')) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    const from = Number(/bytes=(\d+)-/.exec(request.headers.range ?? '')?.[1] ?? 0);
    const rest = body.subarray(from);
    response.statusCode = from > 0 ? 206 : 200;
    if (from > 0) response.setHeader('content-range', `bytes ${from}-${body.length - 1}/${body.length}`);
    if (behaviour === 'truncated') {
      response.setHeader('content-length', Math.floor(rest.length / 2));
      response.end(rest.subarray(0, Math.floor(rest.length / 2)));
      return;
    }
    response.setHeader('content-length', rest.length);
    if (behaviour === 'cut-once') {
      behaviour = 'normal';
      response.write(rest.subarray(0, Math.floor(rest.length / 2)));
      await sleep(50);
      request.socket.destroy();
      return;
    }
    if (behaviour === 'slow') {
      for (let offset = 0; offset < rest.length; offset += 256) {
        response.write(rest.subarray(offset, offset + 256));
        await sleep(50);
      }
      response.end();
      return;
    }
    response.end(rest);
  });
});
afterAll(() => server.close());

beforeEach(async () => {
  behaviour = 'normal';
  requests.length = 0;
  dir = await mkdtemp(path.join(tmpdir(), 'models-test-'));
});

const fileEntries = () => files.map((file) => ({ name: file.name, bytes: file.data.length, sha256: sha256(file.data) }));

function archiveEntry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: 'tiny-gigaam',
    kind: 'gigaam',
    title: 'Маленькая модель для тестов',
    licence: 'MIT',
    page: 'https://example.test/tiny',
    source: { kind: 'archive', url: `${server.url}/releases/tiny-gigaam-ctc.tar.bz2`, bytes: archive.length, sha256: sha256(archive) },
    files: fileEntries(),
    ...overrides,
  };
}

function filesEntry(baseUrl = `${server.url}/tiny`): CatalogEntry {
  return archiveEntry({ id: 'tiny-files', source: { kind: 'files', baseUrl } });
}

function manager(entries: CatalogEntry[], mirrorUrl: string | null = null) {
  return new ModelManager({
    dir,
    catalog: entries,
    mirrorUrl,
    retryDelayMs: 10,
    probe: (entry, folder) => (entry.kind === 'gigaam' ? probeGigaamModel(folder) : Promise.resolve()),
  });
}

/** Nothing but finished model folders and bookkeeping: no staging folder, no half model. */
async function leftovers(): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith('.staging') || name.startsWith('.old'));
}

describe('model manager', () => {
  it('downloads an archive, checks it, unpacks it into place and says so', async () => {
    const models = manager([archiveEntry()]);
    const seen: ModelStatus[] = [];
    models.on('change', (status) => seen.push(status));
    expect((await models.status('tiny-gigaam')).state).toBe('absent');
    const folder = await models.download('tiny-gigaam');
    expect(folder).toBe(path.join(dir, 'tiny-gigaam'));
    expect((await readFile(path.join(folder, 'model.onnx'))).equals(files[0]!.data)).toBe(true);
    expect(await models.status('tiny-gigaam')).toMatchObject({ state: 'ready', error: null });
    expect(seen.map((status) => status.state)).toEqual(expect.arrayContaining(['downloading', 'verifying', 'ready']));
    expect(await models.readyFolder('tiny-gigaam')).toBe(folder);
    expect(await leftovers()).toEqual([]);
  });

  it('downloads single files and through a mirror (ASR_MODELS_URL)', async () => {
    const direct = manager([filesEntry()]);
    expect(await direct.download('tiny-files')).toBe(path.join(dir, 'tiny-files'));
    await rm(path.join(dir, 'tiny-files'), { recursive: true });
    requests.length = 0;
    const mirrored = manager([filesEntry('https://unreachable.invalid/x')], `${server.url}/mirror/`);
    await mirrored.download('tiny-files');
    expect(requests.map((request) => request.url)).toEqual(['/mirror/tiny-files/model.onnx', '/mirror/tiny-files/tokens.txt']);
  });

  it('rejects a wrong checksum and leaves nothing in place', async () => {
    const models = manager([archiveEntry({ source: { kind: 'archive', url: `${server.url}/a/tiny-gigaam-ctc.tar.bz2`, bytes: archive.length, sha256: '0'.repeat(64) } })]);
    await expect(models.download('tiny-gigaam')).rejects.toMatchObject({ code: 'checksum' });
    expect(await models.status('tiny-gigaam')).toMatchObject({ state: 'error', error: 'архив повреждён: контрольная сумма SHA-256 не совпадает' });
    await expect(stat(path.join(dir, 'tiny-gigaam'))).rejects.toThrow();
    expect(await leftovers()).toEqual([]);

    const files = manager([{ ...filesEntry(), files: fileEntries().map((file) => ({ ...file, sha256: 'f'.repeat(64) })) }]);
    await expect(files.download('tiny-files')).rejects.toThrow('контрольная сумма SHA-256 не совпадает');
    await expect(stat(path.join(dir, 'tiny-files'))).rejects.toThrow();
  });

  it('refuses a truncated file: a short archive, a short model file', async () => {
    behaviour = 'truncated';
    const unknownSize = manager([archiveEntry({ source: { kind: 'archive', url: `${server.url}/t/tiny-gigaam-ctc.tar.bz2`, bytes: null, sha256: null } })]);
    await expect(unknownSize.download('tiny-gigaam')).rejects.toThrow('архив повреждён или это не архив .tar.bz2');
    const short = manager([filesEntry()]);
    await expect(short.download('tiny-files')).rejects.toThrow(/получено \d+ байт из 9360/);
    expect((await short.status('tiny-files')).state).toBe('error');
    expect(await leftovers()).toEqual([]);
  });

  it('resumes a download cut half-way with an HTTP Range request', async () => {
    behaviour = 'cut-once';
    const models = manager([archiveEntry()]);
    await models.download('tiny-gigaam');
    expect(requests).toHaveLength(2);
    expect(requests[0]!.range).toBeUndefined();
    const resumedAt = Number(/bytes=(\d+)-/.exec(requests[1]!.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThan(archive.length);
    expect((await models.status('tiny-gigaam')).state).toBe('ready');
  });

  it('reports a missing file (HTTP 404) as the reason', async () => {
    const models = manager([archiveEntry({ source: { kind: 'archive', url: `${server.url}/missing/x.tar.bz2`, bytes: 10, sha256: null } })]);
    await expect(models.download('tiny-gigaam')).rejects.toMatchObject({ code: 'not_found' });
    expect((await models.status('tiny-gigaam')).error).toMatch(/файла нет на сервере .*HTTP 404/);
    expect(requests).toHaveLength(1); // a 404 is not retried
  });

  it('reports progress from a slow server, and the model folder appears only when complete', async () => {
    behaviour = 'slow';
    const models = manager([archiveEntry()]);
    const received: number[] = [];
    models.on('change', (status) => {
      if (status.state === 'downloading' && status.received !== null) received.push(status.received);
    });
    const download = models.download('tiny-gigaam');
    await expect.poll(() => received.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    expect(await models.status('tiny-gigaam')).toMatchObject({ state: 'downloading', total: archive.length });
    await expect(stat(path.join(dir, 'tiny-gigaam'))).rejects.toThrow();
    await download;
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(received.at(-1)).toBe(archive.length);
  });

  it('downloads once for concurrent requests', async () => {
    behaviour = 'slow';
    const models = manager([archiveEntry()]);
    const folders = await Promise.all([models.download('tiny-gigaam'), models.download('tiny-gigaam'), models.download('tiny-gigaam')]);
    expect(new Set(folders).size).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('puts files that are not a model in state error with the reason, without crashing', async () => {
    const bad = path.join(SHARED_DIR, 'models/not-models/Meeting-Asisstant_ggml-base.bin');
    const data = await readFile(bad);
    const entry = archiveEntry({ id: 'bad', source: { kind: 'files', baseUrl: `${server.url}/bad` }, files: [{ name: 'model.onnx', bytes: data.length, sha256: sha256(data) }, fileEntries()[1]!] });
    const models = manager([entry]);
    await mkdir(path.join(dir, 'bad'), { recursive: true });
    await copyFile(bad, path.join(dir, 'bad/model.onnx'));
    await copyFile(path.join(TINY_GIGAAM_CTC, 'tokens.txt'), path.join(dir, 'bad/tokens.txt'));
    expect((await models.status('bad')).state).toBe('verifying');
    expect(await models.readyFolder('bad')).toBeNull();
    expect(await models.status('bad')).toMatchObject({ state: 'error', error: 'файлы не загружаются движком распознавания' });
  });

  it('adopts a folder put into DATA_DIR/models/<id> by hand after the same checks', async () => {
    const models = manager([archiveEntry()]);
    await cp(TINY_GIGAAM_CTC, path.join(dir, 'tiny-gigaam'), { recursive: true });
    expect((await models.status('tiny-gigaam')).state).toBe('verifying');
    expect(await models.readyFolder('tiny-gigaam')).toBe(path.join(dir, 'tiny-gigaam'));
    expect((await models.status('tiny-gigaam')).state).toBe('ready');
    await models.remove('tiny-gigaam');
    expect((await models.status('tiny-gigaam')).state).toBe('absent');
  });

  it('installs an uploaded archive with the same checks', async () => {
    const models = manager([archiveEntry()]);
    expect(await models.installArchive('tiny-gigaam', ARCHIVE)).toBe(path.join(dir, 'tiny-gigaam'));
    const notArchive = path.join(dir, 'notes.tar.bz2');
    await copyFile(path.join(SHARED_DIR, 'models/not-models/GimayTranscribe_ggml-base.bin.placeholder'), notArchive);
    const other = manager([archiveEntry({ id: 'other' })]);
    await expect(other.installArchive('other', notArchive)).rejects.toThrow('архив повреждён или это не архив .tar.bz2');
    expect((await other.status('other')).state).toBe('error');
    expect(await leftovers()).toEqual([]);
  });
});
