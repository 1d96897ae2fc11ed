import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractAudio } from '../../media/extract-audio.ts';
import { MEETING_MP4 } from '../../../test/files.ts';
import { TINY_DIARIZATION, TINY_GIGAAM_CTC } from '../../../test/speech.ts';
import { labelSpeakers } from './diarize.ts';
import { createGigaamEngine } from './engine.ts';

describe('labelSpeakers', () => {
  it('gives each segment the speaker who talks most in it, numbered by first appearance', () => {
    const segment = (start: number, end: number) => ({ start, end, speaker: null, text: 'текст' });
    const turns = [
      { start: 0, end: 4, speaker: 2 },
      { start: 4, end: 9, speaker: 0 },
      { start: 9, end: 12, speaker: 2 },
    ];
    expect(labelSpeakers([segment(0, 3), segment(3.5, 8), segment(9, 11), segment(20, 21)], turns).map((s) => s.speaker)).toEqual([
      'Спикер 1',
      'Спикер 2',
      'Спикер 1',
      null,
    ]);
  });
});

describe('GigaAM with speaker diarization (sherpa-onnx, tiny models of the real shapes)', () => {
  let dir: string;
  let wav: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diarize-test-'));
    wav = path.join(dir, 'meeting.wav');
    await extractAudio(MEETING_MP4, wav);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('labels the meeting’s segments with «Спикер N», clustering into the number of members', async () => {
    const engine = createGigaamEngine({
      modelDir: async () => TINY_GIGAAM_CTC,
      threads: 1,
      diarization: async () => ({
        segmentationModel: path.join(TINY_DIARIZATION, 'segmentation.onnx'),
        embeddingModel: path.join(TINY_DIARIZATION, 'embedding.onnx'),
      }),
    });
    const segments = await engine.transcribe(wav, { language: 'ru', speakers: 3 });
    expect(segments.length).toBeGreaterThanOrEqual(10);
    const labels = new Set(segments.map((segment) => segment.speaker));
    expect([...labels].every((label) => /^Спикер [1-3]$/.test(label ?? ''))).toBe(true);
    expect(labels.size).toBeGreaterThanOrEqual(2);
    expect(segments[0]!.speaker).toBe('Спикер 1');
  }, 60_000);
});
