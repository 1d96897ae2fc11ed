import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { mediaToolPath } from '../../pipeline/media/binaries.ts';
import { runProcess } from '../../pipeline/media/run-process.ts';

/** A take's bytes as MediaRecorder made them: its pieces one after another (the first carries the header). */
export async function writeTakeFile(app: FastifyInstance, keys: string[], target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  async function* bytes() {
    for (const key of keys) yield* await app.storage.read(key);
  }
  await pipeline(Readable.from(bytes()), createWriteStream(target, { flush: true }));
}

/**
 * The takes end to end (no gap, nothing twice) as one file the player and the processing read like an upload;
 * returns its extension. One take is only remuxed (its own codecs, video too, with the duration and cues the
 * recorder could not write); several are decoded and joined into one Opus track in WebM.
 */
export async function joinTakes(takes: { file: string; mimeType: string }[], targetWithoutExtension: string): Promise<string> {
  const ffmpeg = mediaToolPath('ffmpeg');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  let extension: string;
  let args: string[];
  if (takes.length === 1) {
    const mp4 = takes[0]!.mimeType.includes('mp4');
    extension = mp4 ? (takes[0]!.mimeType.startsWith('video/') ? '.mp4' : '.m4a') : '.webm';
    args = [...quiet, '-fflags', '+genpts', '-i', takes[0]!.file, '-c', 'copy', ...(mp4 ? ['-movflags', '+faststart'] : []), targetWithoutExtension + extension];
  } else {
    extension = '.webm';
    const filter = `${takes.map((_, i) => `[${i}:a:0]`).join('')}concat=n=${takes.length}:v=0:a=1[a]`;
    args = [...quiet, ...takes.flatMap((take) => ['-i', take.file]), '-filter_complex', filter, '-map', '[a]', '-c:a', 'libopus', '-b:a', '48k', targetWithoutExtension + extension];
  }
  const result = await runProcess(ffmpeg, args);
  if (result.code !== 0) throw new Error(`ffmpeg could not join the takes: ${result.stderr}`);
  return extension;
}
