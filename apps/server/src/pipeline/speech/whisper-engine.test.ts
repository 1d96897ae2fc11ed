import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-http-server.ts';
import type { SpeechConfig } from './config.ts';
import type { CatalogEntry } from './models/catalog.ts';
import { ModelManager } from './models/manager.ts';
import { whisperModelLocation } from './models/whisper.ts';
import { validateModelFile } from './model-file.ts';
import { createWhisperEngine, type WhisperEngineOptions } from './whisper-engine.ts';
import { isSpeech } from './whisper-protocol.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const testModel = path.join(shared, 'models/whisper/for-tests-ggml-tiny.bin');
const clip = path.join(shared, 'speech/cv-ru/common_voice_ru_18858598.wav');
// Kept small so the empty test model runs quickly on a busy machine; whisper.cpp's defaults are used in production.
const fast: Partial<WhisperEngineOptions> = { threads: 1, audioCtx: 64 };
/** A ggml file given by its path (WHISPER_MODEL=/path/to/ggml-….bin). */
const file = (modelPath: string): WhisperEngineOptions['model'] => async () => ({ path: modelPath, name: null, known: null });

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'whisper-engine-'));
  const bytes = readFileSync(testModel);
  server = await startTestServer((request, response) => {
    if (request.url === '/ggml-for-tests-tiny.bin') response.end(bytes);
    else response.writeHead(404).end();
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('whisper engine', () => {
  it('transcribes real speech with the test model to nothing, reporting progress up to 100', async () => {
    const engine = createWhisperEngine({ model: file(testModel), chunkSeconds: 2, ...fast });
    const progress: number[] = [];
    const segments = await engine.transcribe(clip, { language: 'ru', prompt: 'Повестка дня; Решили; Поручить', onProgress: (p) => progress.push(p) });
    expect(engine.name).toBe('whisper');
    expect(segments).toEqual([]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it.each(readdirSync(path.join(shared, 'models/not-models')))('refuses to load %s', async (name) => {
    const engine = createWhisperEngine({ model: file(path.join(shared, 'models/not-models', name)), ...fast });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toMatchObject({
      code: 'model_invalid',
      message: expect.stringMatching(/^Модель распознавания речи повреждена или загружена не полностью: /),
    });
  });

  it('refuses audio that is not 16 kHz mono WAV', async () => {
    const engine = createWhisperEngine({ model: file(testModel), ...fast });
    await expect(engine.transcribe(testModel, { language: 'ru' })).rejects.toMatchObject({ code: 'bad_wav' });
  });

  it('kills the recogniser mid-run on abort', async () => {
    // Full audio context: whisper.cpp needs seconds for this clip, so the abort lands while it runs.
    const engine = createWhisperEngine({ model: file(testModel), threads: 1 });
    const controller = new AbortController();
    let abortedAt = 0;
    const run = engine.transcribe(clip, {
      language: 'ru',
      signal: controller.signal,
      onProgress: () => {
        abortedAt = Date.now();
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(abortedAt).toBeGreaterThan(0);
    expect(Date.now() - abortedAt).toBeLessThan(1000);
  });
});

describe('named whisper models go through the model manager', () => {
  const bytes = () => readFileSync(testModel);
  const entry = (baseUrl: string): CatalogEntry => ({
    id: 'whisper-for-tests-tiny',
    kind: 'whisper',
    title: 'Whisper for tests',
    licence: 'MIT',
    source: { kind: 'files', baseUrl },
    page: 'https://huggingface.co/ggerganov/whisper.cpp',
    files: [{ name: 'ggml-for-tests-tiny.bin', bytes: bytes().length, sha256: createHash('sha256').update(bytes()).digest('hex') }],
  });
  const whisper = (dataDir: string, autoDownload: boolean): SpeechConfig['whisper'] => ({
    model: 'for-tests-tiny',
    dataDir,
    autoDownload,
    modelBaseUrl: server.url,
    threads: 1,
    audioCtx: 64,
  });
  const managerIn = (dataDir: string, baseUrl = server.url) =>
    new ModelManager({
      dir: path.join(dataDir, 'models'),
      catalog: [entry(baseUrl)],
      retryDelayMs: 10,
      probe: async (_entry, folder) => void (await validateModelFile({ path: path.join(folder, 'ggml-for-tests-tiny.bin'), name: null, known: null })),
    });

  it('downloads a named model on first use when WHISPER_AUTO_DOWNLOAD is on: checked, into its own folder', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'auto-'));
    const models = managerIn(dataDir);
    const engine = createWhisperEngine({ model: (signal) => whisperModelLocation(models, whisper(dataDir, true), signal), ...fast });
    expect(await engine.transcribe(clip, { language: 'ru' })).toEqual([]);
    expect(readFileSync(path.join(dataDir, 'models/whisper-for-tests-tiny/ggml-for-tests-tiny.bin')).equals(bytes())).toBe(true);
    expect((await models.status('whisper-for-tests-tiny')).state).toBe('ready');
  });

  it('resumes a broken download and refuses a file whose checksum differs', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'resume-'));
    const half = Math.floor(bytes().length / 2);
    const partial = path.join(dataDir, 'models/.downloads/whisper-for-tests-tiny');
    mkdirSync(partial, { recursive: true });
    // Half of the file left by an earlier, interrupted start.
    await writeFile(path.join(partial, 'ggml-for-tests-tiny.bin.part'), bytes().subarray(0, half));
    const ranges: string[] = [];
    const resuming = await startTestServer((request, response) => {
      ranges.push(String(request.headers.range));
      const from = Number(/bytes=(\d+)-/.exec(String(request.headers.range))?.[1] ?? 0);
      response.writeHead(from ? 206 : 200).end(bytes().subarray(from));
    });
    try {
      const location = await whisperModelLocation(managerIn(dataDir, resuming.url), whisper(dataDir, true));
      expect(ranges).toEqual([`bytes=${half}-`]);
      expect(readFileSync(location.path).equals(bytes())).toBe(true);
    } finally {
      await resuming.close();
    }
    const damaged = await startTestServer((_request, response) => void response.end(Buffer.from(bytes()).fill(1, 1000, 2000)));
    try {
      const other = await mkdtemp(path.join(dir, 'damaged-'));
      await expect(whisperModelLocation(managerIn(other, damaged.url), whisper(other, true))).rejects.toThrow(/SHA-256/);
      expect(existsSync(path.join(other, 'models/whisper-for-tests-tiny'))).toBe(false);
    } finally {
      await damaged.close();
    }
  });

  it('without WHISPER_AUTO_DOWNLOAD: a file kept as DATA_DIR/models/ggml-<name>.bin, else «not found» with the command', async () => {
    const dataDir = await mkdtemp(path.join(dir, 'off-'));
    const engine = createWhisperEngine({ model: (signal) => whisperModelLocation(managerIn(dataDir), whisper(dataDir, false), signal), ...fast });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toMatchObject({
      code: 'model_missing',
      message: expect.stringContaining('npm run models:download -- for-tests-tiny'),
    });
    mkdirSync(path.join(dataDir, 'models'), { recursive: true });
    copyFileSync(testModel, path.join(dataDir, 'models/ggml-for-tests-tiny.bin'));
    expect(await engine.transcribe(clip, { language: 'ru' })).toEqual([]);
  });
});

describe('isSpeech', () => {
  it('drops empty segments, sound annotations and subtitle-credit hallucinations', () => {
    expect(isSpeech(' Решили принять отчёт. ')).toBe(true);
    for (const text of ['', '  ', '[музыка]', '(аплодисменты)', '*смех*', '♪', 'Субтитры сделал DimaTorzok', 'Продолжение следует...']) {
      expect(isSpeech(text)).toBe(false);
    }
  });
});
