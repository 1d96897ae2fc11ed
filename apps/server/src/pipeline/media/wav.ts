import { open, readFile } from 'node:fs/promises';
import { MediaError, MEDIA_MESSAGES } from './errors.ts';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the PCM data in the file. */
  dataOffset: number;
  dataBytes: number;
  /** Seconds. */
  duration: number;
}

const PCM = 1;
const EXTENSIBLE = 0xfffe;
const HEADER_PROBE_BYTES = 64 * 1024;

function badWav(details: string): MediaError {
  return new MediaError('bad_wav', MEDIA_MESSAGES.badWav, details);
}

/** Parses the RIFF chunks of a PCM WAV file (ffmpeg adds a LIST chunk before the data, so chunks are walked). */
export function parseWavHeader(head: Buffer, fileSize: number): WavInfo {
  if (head.length < 12 || head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw badWav('no RIFF/WAVE header');
  }
  let offset = 12;
  let format: Omit<WavInfo, 'dataOffset' | 'dataBytes' | 'duration'> | null = null;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (body + 16 > head.length) break;
      const audioFormat = head.readUInt16LE(body);
      if (audioFormat !== PCM && audioFormat !== EXTENSIBLE) throw badWav(`format ${audioFormat}`);
      format = {
        channels: head.readUInt16LE(body + 2),
        sampleRate: head.readUInt32LE(body + 4),
        bitsPerSample: head.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!format) throw badWav('data before fmt');
      const available = Math.max(0, fileSize - body);
      const blockAlign = (format.channels * format.bitsPerSample) / 8;
      const declared = size === 0xffffffff || size === 0 ? available : Math.min(size, available);
      const dataBytes = declared - (declared % blockAlign);
      return { ...format, dataOffset: body, dataBytes, duration: dataBytes / blockAlign / format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw badWav('no data chunk');
}

export async function readWavInfo(file: string): Promise<WavInfo> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, HEADER_PROBE_BYTES));
    await handle.read(head, 0, head.length, 0);
    return parseWavHeader(head, size);
  } finally {
    await handle.close();
  }
}

/** Speech engines take 16 kHz mono 16-bit PCM, which extractAudio produces. */
export function assertSpeechWav(info: WavInfo, sampleRate = 16_000): void {
  if (info.sampleRate !== sampleRate || info.channels !== 1 || info.bitsPerSample !== 16) {
    throw badWav(`${info.sampleRate} Hz, ${info.channels} ch, ${info.bitsPerSample} bit`);
  }
}

/** The samples of a 16 kHz mono s16le WAV as floats in [-1, 1] (what whisper.cpp takes). */
export async function readSpeechSamples(file: string): Promise<{ info: WavInfo; samples: Float32Array }> {
  const bytes = await readFile(file);
  const info = parseWavHeader(bytes, bytes.length);
  assertSpeechWav(info);
  const count = info.dataBytes / 2;
  const samples = new Float32Array(count);
  for (let i = 0; i < count; i++) samples[i] = bytes.readInt16LE(info.dataOffset + i * 2) / 32768;
  return { info, samples };
}

/** A canonical 44-byte header for mono/stereo integer PCM. */
export function wavHeader(dataBytes: number, sampleRate: number, channels = 1, bitsPerSample = 16): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (channels * bitsPerSample) / 8;
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Index of the quietest short frame in samples[from, to): cutting audio there is least likely to split a word.
 * `frame` is in samples (800 = 50 ms at 16 kHz).
 */
export function quietestPoint(samples: ArrayLike<number>, from: number, to: number, frame = 800): number {
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(samples.length, Math.floor(to));
  if (end - start <= frame) return Math.max(start, Math.min(end, Math.round((start + end) / 2)));
  let best = start;
  let bestEnergy = Infinity;
  for (let frameStart = start; frameStart + frame <= end; frameStart += frame) {
    let energy = 0;
    for (let i = frameStart; i < frameStart + frame; i++) {
      const value = samples[i] ?? 0;
      energy += value * value;
    }
    // Ties go to the later frame: chunks stay as long as allowed.
    if (energy <= bestEnergy) {
      bestEnergy = energy;
      best = frameStart + Math.floor(frame / 2);
    }
  }
  return best;
}
