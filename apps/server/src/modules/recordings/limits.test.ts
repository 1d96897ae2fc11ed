import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@protocolist/contracts/events';
import { recordings } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, type People } from '../../test/protocols.ts';
import { waitForStage } from '../../test/processing.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { LiveTakes } from './live.ts';
import { finishRecording, requestStop } from './stop.ts';
import { piecesOf, putPiece, speechTake } from './test-fixtures.ts';

/** The live decoders' ffmpeg processes this test process runs now (one per take decoded live). */
function liveFfmpegs(): number {
  let count = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === process.pid && path.basename(args[0]!) === 'ffmpeg' && args.includes('pipe:0') && args.includes('s16le')) count += 1;
    } catch {
      // a process that has just ended
    }
  }
  return count;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('recording limits: live decoders capped per process, the stop done once across processes (lease)', () => {
  let t: TestApp;
  let people: People;
  let dir: string;
  let take: Awaited<ReturnType<typeof speechTake>>;
  const events: AppEvent[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'recording-limits-'));
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC, GIGAAM_THREADS: '1', LIVE_DECODERS: '1' });
    people = await createPeople(t.app);
    t.app.events.subscribe(people.secretary, (event) => events.push(event));
    take = await speechTake(dir, [0.5, 1.5, 1.5, 1.2], 'take');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A recording with one take whose every piece the server holds; the number of pieces. */
  async function recorded(): Promise<{ protocolId: number; rid: number; pieces: number }> {
    const protocol = await api(t.app, people.secretary, { method: 'POST', url: '/api/protocols', payload: { theme: 'Планёрка', event_date: '2026-11-10' } });
    const protocolId: number = protocol.json().data.id;
    const rid: number = (await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).json().data.id;
    await api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'audio/webm;codecs=opus', take: 0 } });
    const pieces = piecesOf(take.webm, 8 * 1024);
    for (const [index, piece] of pieces.entries()) expect((await putPiece(t.app, people.secretary, rid, 0, index, piece)).statusCode).toBe(200);
    return { protocolId, rid, pieces: pieces.length };
  }
  const segmentsOf = (rid: number) => events.filter((event) => event.type === 'recording.segment' && event.recording_id === rid);
  async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
    for (const deadline = Date.now() + timeoutMs; !check(); await sleep(100)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    }
  }
  const stop = (rid: number, pieces: number) =>
    api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: [{ take: 0, pieces }] } });

  it('runs at most LIVE_DECODERS decoders: a second recording waits (its pieces kept, its state readable) and is decoded once the first stops', async () => {
    const a = await recorded();
    await until(() => segmentsOf(a.rid).length === take.utterances.length, 'the first recording’s live text');
    const b = await recorded();
    // The second take waits for the one decoder: its pieces are stored and listed, no second ffmpeg runs.
    const waiting = await api(t.app, people.secretary, { method: 'GET', url: `/api/recordings/${b.rid}` });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data.takes[0].pieces).toHaveLength(b.pieces);
    await sleep(1500);
    expect(liveFfmpegs()).toBe(1);
    expect(segmentsOf(b.rid)).toHaveLength(0);

    expect((await stop(a.rid, a.pieces)).statusCode).toBe(202);
    expect((await waitForStage(t.app, a.protocolId, ['success_video_process', 'error_video_process'], 120_000)).stage).toBe('success_video_process');
    // The freed decoder goes to the waiting take, which catches up from its stored pieces.
    await until(() => segmentsOf(b.rid).length === take.utterances.length, 'the second recording’s live text');
    expect(liveFfmpegs()).toBe(1);
    expect((await stop(b.rid, b.pieces)).statusCode).toBe(202);
    expect((await waitForStage(t.app, b.protocolId, ['success_video_process', 'error_video_process'], 120_000)).stage).toBe('success_video_process');
    expect(liveFfmpegs()).toBe(0);
  }, 300_000);

  it('does the stop’s work once when two processes are asked to finish it at the same moment', async () => {
    const { protocolId, rid, pieces } = await recorded();
    const [row] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
    expect((await requestStop(t.app, row!, { takes: [{ take: 0, pieces }] })).started).toBe(true);
    // Two processes: each its own live decoders, the same database.
    const first = new LiveTakes(t.app);
    const second = new LiveTakes(t.app);
    try {
      await Promise.all([finishRecording(t.app, first, rid), finishRecording(t.app, second, rid)]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    expect((await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000)).stage).toBe('success_video_process');
    // The loser did nothing: had it joined too, its transaction would have failed and told the page «recording» again.
    const states = events.filter((event) => event.type === 'recording.state' && event.recording_id === rid).map((event) => (event as { state: string }).state);
    expect(states).toEqual(['stopped']);
    const [after] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
    expect(after!.state).toBe('stopped');
    expect(after!.stop_lease_until).toBeNull();
  }, 240_000);

  it('leaves a stop whose lease another live process holds, and takes it over once that lease has run out (its process died)', async () => {
    const { protocolId, rid, pieces } = await recorded();
    const [row] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
    await requestStop(t.app, row!, { takes: [{ take: 0, pieces }] });
    await t.app.db.update(recordings).set({ stop_lease_until: sql`now() + interval '1 minute'` }).where(eq(recordings.id, rid));
    const other = new LiveTakes(t.app);
    try {
      await finishRecording(t.app, other, rid);
      const [held] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
      expect(held!.state).toBe('stopping');
      await t.app.db.update(recordings).set({ stop_lease_until: sql`now() - interval '1 second'` }).where(eq(recordings.id, rid));
      await finishRecording(t.app, other, rid);
    } finally {
      await other.close();
    }
    const [done] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
    expect(done!.state).toBe('stopped');
    expect((await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000)).stage).toBe('success_video_process');
  }, 240_000);
});
