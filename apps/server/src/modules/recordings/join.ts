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
 * Decodes every take and joins their audio end to end (no gap, nothing twice) into one AAC file (.m4a), which
 * every browser plays and the processing reads like an uploaded recording.
 */
export async function joinTakes(takeFiles: string[], target: string): Promise<void> {
  const inputs = takeFiles.flatMap((file) => ['-i', file]);
  const filter = `${takeFiles.map((_, i) => `[${i}:a:0]`).join('')}concat=n=${takeFiles.length}:v=0:a=1[a]`;
  const result = await runProcess(mediaToolPath('ffmpeg'), [
    '-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', filter, '-map', '[a]', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', target,
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not join the takes: ${result.stderr}`);
}
