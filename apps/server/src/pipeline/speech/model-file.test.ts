import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateModelFile } from './model-file.ts';
import { KNOWN_MODELS, resolveModel } from './models.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const testModel = path.join(shared, 'models/whisper/for-tests-ggml-tiny.bin');
const notModels = path.join(shared, 'models/not-models');
const DAMAGED = 'Модель распознавания речи повреждена или загружена не полностью';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'model-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('resolveModel', () => {
  it('maps names to DATA_DIR/models and keeps paths', () => {
    expect(resolveModel('large-v3-turbo', '/data')).toEqual({
      path: '/data/models/ggml-large-v3-turbo.bin',
      name: 'large-v3-turbo',
      known: KNOWN_MODELS['large-v3-turbo'],
    });
    expect(resolveModel('/srv/models/ggml-base.bin', '/data')).toEqual({ path: '/srv/models/ggml-base.bin', name: null, known: KNOWN_MODELS.base });
    expect(resolveModel('./my-model.bin', '/data')).toMatchObject({ name: null, known: null });
  });

  it('knows the published size and checksum of ggml-base.bin', () => {
    expect(KNOWN_MODELS.base).toEqual({ bytes: 147_951_465, sha256: '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe' });
  });
});

describe('validateModelFile', () => {
  it('accepts whisper.cpp test model (vocabulary, no weights)', async () => {
    const model = await validateModelFile(resolveModel(testModel, dir));
    expect(model.tensors).toBe(0);
    expect(model.hparams).toMatchObject({ nVocab: 51865, nMels: 80, nAudioLayer: 4, nTextLayer: 4 });
  });

  it.each(readdirSync(notModels))('rejects %s with a clear message', async (name) => {
    const error = await validateModelFile(resolveModel(path.join(notModels, name), dir)).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SpeechError', code: 'model_invalid' });
    expect((error as Error).message).toMatch(new RegExp(`^${DAMAGED}: .*${name.replace(/\./g, '\\.')} — `));
  });

  it('explains each kind of damage', async () => {
    const check = (name: string) => validateModelFile(resolveModel(path.join(notModels, name), dir)).catch((e: Error) => e.message);
    expect(await check('Meeting-Asisstant_api-server_ggml-base.bin.lfs-pointer')).toContain('указатель Git LFS');
    expect(await check('GimayTranscribe_ggml-base.bin.placeholder')).toContain('файл слишком мал (96 байт)');
    expect(await check('Meeting-Asisstant_ggml-base.bin')).toContain('файл обрывается на 718082 байте');
  });

  it('rejects a known model whose size differs from the published one', async () => {
    const file = path.join(dir, 'ggml-base.bin');
    await writeFile(file, readFileSync(path.join(notModels, 'Meeting-Asisstant_ggml-base.bin')));
    await expect(validateModelFile(resolveModel(file, dir))).rejects.toThrow(
      `${DAMAGED}: ${file} — размер 718082 байт, а у этой модели 147951465 байт`,
    );
  });

  it('rejects files that are not ggml at all', async () => {
    const file = path.join(dir, 'page.bin');
    await writeFile(file, `<!DOCTYPE html><html>${'x'.repeat(100_000)}</html>`);
    await expect(validateModelFile(resolveModel(file, dir))).rejects.toThrow('вместо модели сохранена веб-страница');
    const noise = path.join(dir, 'noise.bin');
    await writeFile(noise, Buffer.alloc(200_000, 7));
    await expect(validateModelFile(resolveModel(noise, dir))).rejects.toThrow('файл не является моделью whisper.cpp (ggml)');
  });

  it('says how to get a missing model', async () => {
    await expect(validateModelFile(resolveModel('medium', dir))).rejects.toMatchObject({
      code: 'model_missing',
      message: `Модель распознавания речи не найдена: ${path.join(dir, 'models/ggml-medium.bin')}. Скачайте её командой «npm run models:download -- medium» или включите WHISPER_AUTO_DOWNLOAD=1`,
    });
  });
});
