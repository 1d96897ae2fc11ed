import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../../../test/files.ts';
import { CV_CLIPS, TINY_GIGAAM_CTC, TINY_GIGAAM_TRANSDUCER, joinSpeech, nonSpeech, type JoinedSpeech } from '../../../test/speech.ts';
import type { Segment } from '../types.ts';
import { createGigaamEngine, probeGigaamModel } from './engine.ts';
import { detectLayout } from './layout.ts';

let dir: string;
let joined: JoinedSpeech;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gigaam-test-'));
  joined = await joinSpeech(dir, CV_CLIPS, [1.5, 2, 3, 1.5]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const engineFor = (modelDir: string) => createGigaamEngine({ modelDir: async () => modelDir, threads: 1 });

describe('GigaAM engine with Silero VAD (real speech, tiny models)', () => {
  it.each([
    ['CTC', TINY_GIGAAM_CTC],
    ['transducer', TINY_GIGAAM_TRANSDUCER],
  ])('gives one segment per utterance with its true start and end (%s layout)', async (_layout, modelDir) => {
    const progress: number[] = [];
    const segments = await engineFor(modelDir).transcribe(joined.wav, { language: 'ru', onProgress: (p) => progress.push(p) });
    expect(segments).toHaveLength(joined.utterances.length);
    for (const [index, utterance] of joined.utterances.entries()) {
      const segment = segments[index]!;
      expect(Math.abs(segment.start - utterance.start)).toBeLessThanOrEqual(0.3);
      expect(Math.abs(segment.end - utterance.end)).toBeLessThanOrEqual(0.3);
      // The tiny model's weights are random: the text is noise, but it is text decoded from this speech.
      expect(segment.text).toMatch(/^[а-я ]+$/);
      expect(segment.speaker).toBeNull();
    }
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('finds no speech, and so no text, in silence, noise and music', async () => {
    const segments: Segment[] = await engineFor(TINY_GIGAAM_CTC).transcribe(nonSpeech(dir), { language: 'ru' });
    expect(segments).toEqual([]);
  });

  it('cuts speech longer than 20 seconds into utterances of at most about 20 seconds', async () => {
    const long = await joinSpeech(dir, [...CV_CLIPS, ...CV_CLIPS], [0.5, 0.1, 0.1, 0.1, 0.1, 0.1, 0.5], 'long.wav');
    const segments = await engineFor(TINY_GIGAAM_CTC).transcribe(long.wav, { language: 'ru' });
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const segment of segments) expect(segment.end - segment.start).toBeLessThanOrEqual(20);
    expect(segments[0]!.start).toBeLessThan(0.8);
    expect(segments.at(-1)!.end).toBeGreaterThan(long.utterances.at(-1)!.end - 0.5);
  });
});

describe('GigaAM model folders', () => {
  it('recognises the CTC and transducer layouts', async () => {
    expect(await detectLayout(TINY_GIGAAM_CTC)).toMatchObject({ kind: 'ctc', model: path.join(TINY_GIGAAM_CTC, 'model.onnx') });
    expect(await detectLayout(TINY_GIGAAM_TRANSDUCER)).toMatchObject({
      kind: 'transducer',
      encoder: path.join(TINY_GIGAAM_TRANSDUCER, 'encoder.onnx'),
      joiner: path.join(TINY_GIGAAM_TRANSDUCER, 'joiner.onnx'),
    });
  });

  it('prefers the int8 files and names what is missing', async () => {
    const folder = path.join(dir, 'layouts');
    await mkdir(folder, { recursive: true });
    await expect(detectLayout(path.join(dir, 'nowhere'))).rejects.toMatchObject({ code: 'model_missing' });
    await expect(detectLayout(folder)).rejects.toThrow('нет файла tokens.txt');
    await writeFile(path.join(folder, 'tokens.txt'), '<blk> 0\n');
    await expect(detectLayout(folder)).rejects.toThrow('нужны файлы encoder, decoder и joiner');
    await writeFile(path.join(folder, 'model.onnx'), '');
    await writeFile(path.join(folder, 'model.int8.onnx'), '');
    expect(await detectLayout(folder)).toMatchObject({ kind: 'ctc', model: path.join(folder, 'model.int8.onnx') });
  });

  it('turns files that are not models into a clear error, never a crash', async () => {
    for (const bad of ['Meeting-Asisstant_ggml-base.bin', 'GimayTranscribe_ggml-base.bin.placeholder', 'Meeting-Asisstant_api-server_ggml-base.bin.lfs-pointer']) {
      const folder = path.join(dir, `bad-${bad}`);
      await mkdir(folder, { recursive: true });
      await copyFile(path.join(SHARED_DIR, 'models/not-models', bad), path.join(folder, 'model.onnx'));
      await copyFile(path.join(TINY_GIGAAM_CTC, 'tokens.txt'), path.join(folder, 'tokens.txt'));
      await expect(probeGigaamModel(folder)).rejects.toMatchObject({ code: expect.stringMatching(/model_invalid|engine_failed/) });
    }
    await expect(probeGigaamModel(TINY_GIGAAM_CTC)).resolves.toBeUndefined();
    await expect(probeGigaamModel(TINY_GIGAAM_TRANSDUCER)).resolves.toBeUndefined();
  });
});
