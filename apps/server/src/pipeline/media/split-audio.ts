import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MediaError } from './errors.ts';
import { planPieces } from './pieces.ts';
import { quietestPoint, readWavInfo, wavHeader, type WavInfo } from './wav.ts';

export interface AudioPiece {
  path: string;
  /** Seconds from the start of the whole recording. */
  offset: number;
  /** Seconds. */
  duration: number;
}

export interface SplitAudioOptions {
  /** Where the pieces go; a new temporary directory by default (the caller removes it). */
  outDir?: string;
  signal?: AbortSignal;
}

const HEADER_BYTES = 44;
const QUIET_SEARCH_SECONDS = 5;

async function readSamples(file: string, info: WavInfo, from: number, to: number): Promise<Int16Array> {
  const bytesPerSample = (info.bitsPerSample / 8) * info.channels;
  const buffer = Buffer.alloc((to - from) * bytesPerSample);
  const handle = await open(file, 'r');
  try {
    await handle.read(buffer, 0, buffer.length, info.dataOffset + from * bytesPerSample);
  } finally {
    await handle.close();
  }
  const samples = new Int16Array(buffer.length / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(i * 2);
  return samples;
}

/**
 * Splits a 16-bit PCM WAV into WAV files of at most maxBytes each (e.g. an API's upload limit), cutting at quiet
 * moments, and says where each piece starts. A file already small enough is returned as the only piece, uncopied.
 */
export async function splitAudio(wav: string, maxBytes: number, options: SplitAudioOptions = {}): Promise<AudioPiece[]> {
  const info = await readWavInfo(wav);
  if (info.bitsPerSample !== 16) throw new MediaError('bad_wav', 'Разделить можно только запись PCM 16 бит');
  const bytesPerSample = 2 * info.channels;
  if (info.dataOffset + info.dataBytes <= maxBytes) return [{ path: wav, offset: 0, duration: info.duration }];
  const maxSamples = Math.floor((maxBytes - HEADER_BYTES) / bytesPerSample);
  if (maxSamples < info.sampleRate / 10) throw new Error(`maxBytes ${maxBytes} is too small for a useful piece`);
  const total = info.dataBytes / bytesPerSample;
  const pieces = await planPieces({
    total,
    maxLength: maxSamples,
    searchLength: Math.min(QUIET_SEARCH_SECONDS * info.sampleRate, Math.floor(maxSamples / 4)),
    quietestIn: async (from, to) => {
      // Mono only: interleaved channels would need de-interleaving first, and speech audio here is mono.
      if (info.channels !== 1) return to;
      return from + quietestPoint(await readSamples(wav, info, from, to), 0, to - from, info.sampleRate / 20);
    },
  });
  const outDir = options.outDir ?? (await mkdtemp(path.join(tmpdir(), 'audio-pieces-')));
  await mkdir(outDir, { recursive: true });
  const result: AudioPiece[] = [];
  for (const [index, piece] of pieces.entries()) {
    options.signal?.throwIfAborted();
    const file = path.join(outDir, `piece-${String(index).padStart(4, '0')}.wav`);
    const dataBytes = (piece.to - piece.from) * bytesPerSample;
    const out = createWriteStream(file);
    out.write(wavHeader(dataBytes, info.sampleRate, info.channels, 16));
    const start = info.dataOffset + piece.from * bytesPerSample;
    await pipeline(createReadStream(wav, { start, end: start + dataBytes - 1 }), out, { signal: options.signal });
    result.push({ path: file, offset: piece.from / info.sampleRate, duration: dataBytes / bytesPerSample / info.sampleRate });
  }
  return result;
}
