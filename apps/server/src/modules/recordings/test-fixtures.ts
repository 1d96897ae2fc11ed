import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { api, type TestUser } from '../../test/app.ts';
import { CV_CLIPS, joinSpeech, type JoinedSpeech } from '../../test/speech.ts';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Real speech (clips with known pauses) encoded as MediaRecorder does in Chromium: WebM with Opus. */
export async function speechTake(dir: string, gaps: number[], name: string): Promise<JoinedSpeech & { webm: Buffer }> {
  const joined = await joinSpeech(dir, CV_CLIPS, gaps, `${name}.wav`);
  const file = path.join(dir, `${name}.webm`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', joined.wav, '-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', file]);
  return { ...joined, webm: readFileSync(file) };
}

/** Cuts a take into pieces of about `size` bytes (MediaRecorder's blobs join back into the same bytes). */
export function piecesOf(data: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) pieces.push(data.subarray(at, at + size));
  return pieces;
}

export function putPiece(app: FastifyInstance, user: TestUser, rid: number, take: number, index: number, body: Buffer, checksum = sha256(body)) {
  return api(app, user, {
    method: 'PUT',
    url: `/api/recordings/${rid}/takes/${take}/pieces/${index}`,
    headers: { 'content-type': 'application/octet-stream', 'x-piece-sha256': checksum },
    payload: body,
  });
}

export function ffprobeDuration(file: string): number {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim());
}
