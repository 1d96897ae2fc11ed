import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaError, MEDIA_MESSAGES } from './errors.ts';
import { extractAudio } from './extract-audio.ts';
import { probeMedia } from './probe.ts';
import { splitAudio } from './split-audio.ts';
import { readSpeechSamples, readWavInfo } from './wav.ts';

const shared = path.resolve(import.meta.dirname, '../../../../../../shared');
const meetingMp4 = path.join(shared, 'meetings/zakupki/meeting.mp4');
const meetingVtt = path.join(shared, 'meetings/zakupki/meeting.vtt');
const speechClip = path.join(shared, 'speech/cv-ru/common_voice_ru_18858598.wav');

let dir: string;

function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  await writeFile(path.join(dir, 'notes.txt'), 'Это не видео, а текстовая заметка.\n');
  await writeFile(path.join(dir, 'random.mp4'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=1', '-frames:v', '1', path.join(dir, 'picture.png'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', path.join(dir, 'tone.mp3'));
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=32x32:rate=5', '-t', '1', '-pix_fmt', 'yuv420p', path.join(dir, 'silent-video.mp4'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probeMedia', () => {
  it('reads a video with sound', async () => {
    const info = await probeMedia(meetingMp4);
    expect(info).toMatchObject({ hasVideo: true, hasAudio: true, mime: 'video/mp4' });
    expect(info.formatName).toContain('mp4');
    expect(info.duration).toBeCloseTo(77.7, 0);
  });

  it('reads audio-only files', async () => {
    const mp3 = await probeMedia(path.join(dir, 'tone.mp3'));
    expect(mp3).toMatchObject({ hasVideo: false, hasAudio: true, formatName: 'mp3', mime: 'audio/mpeg' });
    const wav = await probeMedia(speechClip);
    expect(wav).toMatchObject({ hasVideo: false, hasAudio: true, mime: 'audio/wav' });
    expect(wav.duration).toBeCloseTo(5.376, 2);
  });

  it('reads a video without sound', async () => {
    expect(await probeMedia(path.join(dir, 'silent-video.mp4'))).toMatchObject({ hasVideo: true, hasAudio: false });
  });

  it.each(['notes.txt', 'random.mp4', 'picture.png'])('rejects %s as not a recording', async (name) => {
    const error = await probeMedia(path.join(dir, name)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ code: 'not_media', message: 'Файл не является видео- или аудиозаписью' });
  });

  it('rejects subtitles as not a recording', async () => {
    await expect(probeMedia(meetingVtt)).rejects.toThrow(MEDIA_MESSAGES.notMedia);
  });
});

describe('extractAudio', () => {
  it('writes 16 kHz mono PCM with progress up to 100', async () => {
    const output = path.join(dir, 'meeting.wav');
    const progress: number[] = [];
    const result = await extractAudio(meetingMp4, output, { onProgress: (p) => progress.push(p) });
    const info = await readWavInfo(output);
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16 });
    expect(result.duration).toBeCloseTo(info.duration, 5);
    expect(info.duration).toBeGreaterThan(76);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(existsSync(`${output}.part`)).toBe(false);
  });

  it('says when there is no sound track', async () => {
    const output = path.join(dir, 'none.wav');
    await expect(extractAudio(path.join(dir, 'silent-video.mp4'), output)).rejects.toMatchObject({
      code: 'no_audio',
      message: 'В записи нет звуковой дорожки',
    });
    expect(existsSync(output)).toBe(false);
  });

  it('kills ffmpeg on abort and leaves no file behind', async () => {
    const output = path.join(dir, 'aborted.wav');
    const controller = new AbortController();
    const run = extractAudio(meetingMp4, output, {
      duration: 77.7,
      signal: controller.signal,
      onProgress: (p) => {
        if (p > 0) controller.abort();
      },
    });
    setTimeout(() => controller.abort(), 50);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(existsSync(output)).toBe(false);
    expect(existsSync(`${output}.part`)).toBe(false);
  });
});

describe('splitAudio', () => {
  it('returns a small file as its only piece', async () => {
    expect(await splitAudio(speechClip, 10_000_000)).toEqual([{ path: speechClip, offset: 0, duration: 5.376 }]);
  });

  it('cuts a WAV into pieces under the limit whose offsets add up to the whole', async () => {
    const outDir = path.join(dir, 'pieces');
    const { samples: original } = await readSpeechSamples(speechClip);
    const maxBytes = 60_000;
    const pieces = await splitAudio(speechClip, maxBytes, { outDir });
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect((await readdir(outDir)).length).toBe(pieces.length);
    let expectedOffset = 0;
    for (const piece of pieces) {
      expect((await stat(piece.path)).size).toBeLessThanOrEqual(maxBytes);
      expect(piece.offset).toBeCloseTo(expectedOffset, 6);
      const { info, samples } = await readSpeechSamples(piece.path);
      expect(info.duration).toBeCloseTo(piece.duration, 6);
      const first = Math.round(piece.offset * 16000);
      expect(Array.from(samples.subarray(0, 50))).toEqual(Array.from(original.subarray(first, first + 50)));
      expectedOffset += piece.duration;
    }
    expect(expectedOffset).toBeCloseTo(5.376, 6);
  });
});
