import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { MEETING_MP4, MEETING_VTT } from '../../test/files.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { parseSubtitles } from '../../pipeline/subtitles/parse-subtitles.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';

/** Where silences (below -40 dBFS, 0.2 s or longer) begin in a recording: ffmpeg's silencedetect. */
function silenceStarts(file: string): number[] {
  const log = spawnSync('ffmpeg', ['-i', file, '-af', 'silencedetect=n=-40dB:d=0.2', '-f', 'null', '-'], { encoding: 'utf8' }).stderr;
  return [...log.matchAll(/silence_start: ([\d.]+)/g)].map((match) => Number(match[1]));
}

/** The default engine end to end: upload → audio → Silero VAD → GigaAM-shaped model → transcript segments. */
describe('video processing with the gigaam engine (tiny model of GigaAM’s shape)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      JOB_POLL_SECONDS: '0.5',
      PROCESSING_RETRY_DELAY_SECONDS: '1',
      GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC,
      GIGAAM_THREADS: '1',
    });
  });
  afterAll(() => t.close());

  it('gives one segment per utterance, at the times the meeting’s speakers really spoke', async () => {
    expect(t.app.config.speech.engine).toBe('gigaam');
    const { secretary } = await meetingPeople(t.app);
    const protocolId = await protocolWithVideo(t.app, secretary);
    const start = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${protocolId}/process-video` });
    expect(start.statusCode).toBe(200);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000);
    expect(done.stage_error).toBeNull();
    expect(done.stage).toBe('success_video_process');

    const read = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocolId}/transcript` });
    const segments = read.json().data as { start: number; end: number; text: string }[];
    // The sample meeting's WebVTT holds the exact times each line was spoken (0.7 s pauses between lines).
    const cues = parseSubtitles(readFileSync(MEETING_VTT, 'utf8'));
    const quietFrom = silenceStarts(MEETING_MP4);
    expect(segments.length).toBeGreaterThanOrEqual(cues.length);
    for (const segment of segments) {
      expect(segment.text.length).toBeGreaterThan(0);
      expect(segment.end).toBeGreaterThan(segment.start);
      const inside = cues.some((cue) => segment.start >= cue.start - 0.3 && segment.end <= cue.end + 0.3);
      expect(inside, `segment ${segment.start}–${segment.end} lies within one spoken line`).toBe(true);
    }
    for (const cue of cues) {
      const first = segments.find((segment) => segment.end > cue.start && segment.start < cue.end)!;
      const last = segments.findLast((segment) => segment.end > cue.start && segment.start < cue.end)!;
      expect(Math.abs(first.start - cue.start), `start of the line at ${cue.start}`).toBeLessThanOrEqual(0.3);
      // espeak ends each line with ~0.4 s of silence that the WebVTT cue includes: the speech ends where it begins.
      const speechEnd = Math.max(...quietFrom.filter((at) => at > cue.start && at <= cue.end));
      expect(Math.abs(last.end - speechEnd), `end of the line at ${speechEnd}`).toBeLessThanOrEqual(0.3);
    }
  }, 180_000);
});
