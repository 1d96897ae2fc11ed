import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readWavInfo } from '../pipeline/media/wav.ts';
import { SHARED_DIR } from './files.ts';

/** Tiny models of GigaAM's shapes (apps/server/fixtures/speech, made by make-tiny-models.py). */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../fixtures/speech');
export const TINY_GIGAAM_CTC = path.join(FIXTURES_DIR, 'gigaam-ctc');
export const TINY_GIGAAM_TRANSDUCER = path.join(FIXTURES_DIR, 'gigaam-transducer');
export const CV_CLIPS = ['18858598', '18868297', '18879166'].map((id) => path.join(SHARED_DIR, `speech/cv-ru/common_voice_ru_${id}.wav`));

function ffmpeg(...args: string[]): void {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args]);
}

/** Cuts the quiet lead-in and tail off a recording (below -40 dBFS): what is left starts and ends with speech. */
const TRIM =
  'silenceremove=start_periods=1:start_threshold=-40dB:start_silence=0.05,areverse,' +
  'silenceremove=start_periods=1:start_threshold=-40dB:start_silence=0.05,areverse';

export interface JoinedSpeech {
  wav: string;
  /** Where each recording's speech really starts and ends in the joined file, seconds. */
  utterances: { start: number; end: number }[];
  duration: number;
}

/**
 * Real speech clips joined with known silences by ffmpeg (16 kHz mono WAV): `gaps[i]` seconds of silence come
 * before clip i, `gaps[clips.length]` after the last one.
 */
export async function joinSpeech(dir: string, clips: string[], gaps: number[], name = 'joined.wav'): Promise<JoinedSpeech> {
  const inputs: string[] = [];
  const utterances: { start: number; end: number }[] = [];
  let at = 0;
  for (const [index, clip] of clips.entries()) {
    const silence = path.join(dir, `${name}-gap${index}.wav`);
    ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(gaps[index]), '-c:a', 'pcm_s16le', silence);
    const trimmed = path.join(dir, `${name}-clip${index}.wav`);
    ffmpeg('-i', clip, '-af', TRIM, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', trimmed);
    const length = (await readWavInfo(trimmed)).duration;
    at += gaps[index]!;
    utterances.push({ start: at, end: at + length });
    at += length;
    inputs.push(silence, trimmed);
  }
  const tail = path.join(dir, `${name}-tail.wav`);
  ffmpeg('-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', String(gaps[clips.length]), '-c:a', 'pcm_s16le', tail);
  inputs.push(tail);
  const wav = path.join(dir, name);
  const filter = `${inputs.map((_, i) => `[${i}:a]`).join('')}concat=n=${inputs.length}:v=0:a=1`;
  ffmpeg(...inputs.flatMap((input) => ['-i', input]), '-filter_complex', filter, '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav);
  return { wav, utterances, duration: (await readWavInfo(wav)).duration };
}

/** Silence, noise and synthetic music, no speech: ffmpeg's generators, 16 kHz mono WAV. */
export function nonSpeech(dir: string): string {
  const wav = path.join(dir, 'no-speech.wav');
  ffmpeg(
    '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono:d=3',
    '-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.2:r=16000:d=4',
    '-f', 'lavfi', '-i', "aevalsrc='0.2*sin(2*PI*(220+110*floor(mod(t*2,4)))*t)+0.1*sin(2*PI*330*t)':s=16000:d=4",
    '-f', 'lavfi', '-i', 'anoisesrc=color=white:amplitude=0.05:r=16000:d=3',
    '-filter_complex', '[0:a][1:a][2:a][3:a]concat=n=4:v=0:a=1', '-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav,
  );
  return wav;
}

/** The tiny CTC model as a catalogue entry served as an archive from `baseUrl` (a local test server). */
export function tinyCatalogEntry(baseUrl: string, files: { name: string; data: Buffer }[], archive: Buffer, id = 'tiny-gigaam') {
  const sum = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  return {
    id,
    kind: 'gigaam' as const,
    title: 'Маленькая модель GigaAM для тестов',
    licence: 'MIT',
    page: 'https://example.test/tiny-gigaam',
    source: { kind: 'archive' as const, url: `${baseUrl}/tiny-gigaam-ctc.tar.bz2`, bytes: archive.length, sha256: sum(archive) },
    files: files.map((file) => ({ name: file.name, bytes: file.data.length, sha256: sum(file.data) })),
  };
}

export const TINY_ARCHIVE = path.join(FIXTURES_DIR, 'tiny-gigaam-ctc.tar.bz2');
export const TINY_DIARIZATION = path.join(FIXTURES_DIR, 'diarization');

/** The tiny diarization models as catalogue entries (ids tiny-segmentation, tiny-embedding); nothing serves them. */
export function tinyDiarizationEntries() {
  const entry = (id: string, kind: 'diarization-segmentation' | 'diarization-embedding', name: string) => {
    const data = readFileSync(path.join(TINY_DIARIZATION, name));
    return {
      id,
      kind,
      title: `Маленькая модель ${name}`,
      licence: 'MIT',
      page: 'https://example.test/tiny-diarization',
      source: { kind: 'files' as const, baseUrl: 'http://127.0.0.1:9/tiny' },
      files: [{ name, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') }],
    };
  };
  return [entry('tiny-segmentation', 'diarization-segmentation', 'segmentation.onnx'), entry('tiny-embedding', 'diarization-embedding', 'embedding.onnx')];
}

/** A catalogue file (ASR_MODELS_CATALOG) with the tiny model, written into `dir`. */
export function writeTinyCatalog(dir: string, baseUrl: string): string {
  const files = ['model.onnx', 'tokens.txt'].map((name) => ({ name, data: readFileSync(path.join(TINY_GIGAAM_CTC, name)) }));
  const file = path.join(dir, 'catalog.json');
  writeFileSync(file, JSON.stringify([tinyCatalogEntry(baseUrl, files, readFileSync(TINY_ARCHIVE)), ...tinyDiarizationEntries()]));
  return file;
}
