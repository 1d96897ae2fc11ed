import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, type People } from '../../test/protocols.ts';
import { waitForStage } from '../../test/processing.ts';
import { CV_CLIPS, TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { ffprobeDuration, piecesOf, putPiece } from './test-fixtures.ts';

/** The kinds of stream in a file ('video', 'audio'), as ffprobe lists them. */
const streamKinds = (file: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim().split('\n').sort();

/**
 * A camera take as Chromium's MediaRecorder makes it (WebM: VP8 picture, Opus sound): a test pattern with a real
 * sentence. Decision (docs/product-decisions.md): one take keeps its picture; several takes are joined as sound only.
 */
describe('recording with the camera: the picture is kept for one take, several takes are joined as sound', () => {
  let t: TestApp;
  let people: People;
  let dir: string;
  let camera: Buffer;
  let seconds: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'recording-video-'));
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC, GIGAAM_THREADS: '1' });
    people = await createPeople(t.app);
    const file = path.join(dir, 'camera.webm');
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-i', CV_CLIPS[0]!,
      '-shortest', '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus', '-b:a', '32k', '-ar', '48000', file]);
    camera = readFileSync(file);
    seconds = ffprobeDuration(file);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function recordAndStop(takes: number) {
    const protocol = await api(t.app, people.secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Планёрка', event_date: '2026-11-10' } });
    const protocolId: number = protocol.json().data.id;
    const rid: number = (await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).json().data.id;
    const counts = [];
    for (let take = 0; take < takes; take++) {
      await api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'video/webm;codecs=vp8,opus', take } });
      const pieces = piecesOf(camera, 16 * 1024);
      for (const [index, piece] of pieces.entries()) expect((await putPiece(t.app, people.secretary, rid, take, index, piece)).statusCode).toBe(200);
      counts.push({ take, pieces: pieces.length });
    }
    expect((await api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: counts } })).statusCode).toBe(202);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage).toBe('success_video_process');
    const stored = path.join(dir, `stored-${rid}`);
    const parts: Buffer[] = [];
    for await (const part of await t.app.storage.read(done.video!.key)) parts.push(part as Buffer);
    writeFileSync(stored, Buffer.concat(parts));
    return { stored, video: done.video! };
  }

  it('keeps the camera’s picture when the recording is one take', async () => {
    const { stored, video } = await recordAndStop(1);
    expect(streamKinds(stored)).toEqual(['audio', 'video']);
    expect(video.mime).toMatch(/^video\//);
    expect(Math.abs(ffprobeDuration(stored) - seconds)).toBeLessThanOrEqual(1);
  }, 180_000);

  it('joins several camera takes as sound only, end to end', async () => {
    const { stored, video } = await recordAndStop(2);
    expect(streamKinds(stored)).toEqual(['audio']);
    expect(video.mime).toMatch(/^audio\//);
    expect(Math.abs(ffprobeDuration(stored) - 2 * seconds)).toBeLessThanOrEqual(1);
  }, 180_000);
});
