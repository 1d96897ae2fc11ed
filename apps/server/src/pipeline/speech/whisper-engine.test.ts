import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-http-server.ts';
import { createWhisperEngine, type WhisperEngineOptions } from './whisper-engine.ts';
import { isSpeech } from './whisper-protocol.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const testModel = path.join(shared, 'models/whisper/for-tests-ggml-tiny.bin');
const clip = path.join(shared, 'speech/cv-ru/common_voice_ru_18858598.wav');
// Kept small so the empty test model runs quickly on a busy machine; whisper.cpp's defaults are used in production.
const fast: Partial<WhisperEngineOptions> = { threads: 1, audioCtx: 64 };

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
    const engine = createWhisperEngine({ model: testModel, dataDir: dir, chunkSeconds: 2, ...fast });
    const progress: number[] = [];
    const segments = await engine.transcribe(clip, { language: 'ru', prompt: 'Повестка дня; Решили; Поручить', onProgress: (p) => progress.push(p) });
    expect(engine.name).toBe('whisper');
    expect(segments).toEqual([]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('downloads a named model on first use when WHISPER_AUTO_DOWNLOAD is on', async () => {
    const engine = createWhisperEngine({ model: 'for-tests-tiny', dataDir: dir, autoDownload: true, modelBaseUrl: server.url, ...fast });
    expect(await engine.transcribe(clip, { language: 'ru' })).toEqual([]);
    expect(readFileSync(path.join(dir, 'models/ggml-for-tests-tiny.bin')).equals(readFileSync(testModel))).toBe(true);
  });

  it.each(readdirSync(path.join(shared, 'models/not-models')))('refuses to load %s', async (name) => {
    const engine = createWhisperEngine({ model: path.join(shared, 'models/not-models', name), dataDir: dir, ...fast });
    await expect(engine.transcribe(clip, { language: 'ru' })).rejects.toMatchObject({
      code: 'model_invalid',
      message: expect.stringMatching(/^Модель распознавания речи повреждена или загружена не полностью: /),
    });
  });

  it('refuses audio that is not 16 kHz mono WAV', async () => {
    const engine = createWhisperEngine({ model: testModel, dataDir: dir, ...fast });
    await expect(engine.transcribe(testModel, { language: 'ru' })).rejects.toMatchObject({ code: 'bad_wav' });
  });

  it('kills the recogniser mid-run on abort', async () => {
    // Full audio context: whisper.cpp needs seconds for this clip, so the abort lands while it runs.
    const engine = createWhisperEngine({ model: testModel, dataDir: dir, threads: 1 });
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

describe('isSpeech', () => {
  it('drops empty segments, sound annotations and subtitle-credit hallucinations', () => {
    expect(isSpeech(' Решили принять отчёт. ')).toBe(true);
    for (const text of ['', '  ', '[музыка]', '(аплодисменты)', '*смех*', '♪', 'Субтитры сделал DimaTorzok', 'Продолжение следует...']) {
      expect(isSpeech(text)).toBe(false);
    }
  });
});
