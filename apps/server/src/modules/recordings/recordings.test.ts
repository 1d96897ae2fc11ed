import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEvent } from '@protocolist/contracts/events';
import { RECORDING_MESSAGES, type LiveSegment } from '@protocolist/contracts/recordings';
import { protocols, recordingPieces, recordings } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, type People } from '../../test/protocols.ts';
import { waitForStage } from '../../test/processing.ts';
import { TINY_GIGAAM_CTC } from '../../test/speech.ts';
import { ffprobeDuration, piecesOf, putPiece, sha256, speechTake } from './test-fixtures.ts';

describe('recording in the browser: pieces, live transcript, stop (real ffmpeg, Silero VAD, GigaAM-shaped model)', () => {
  let t: TestApp;
  let people: People;
  let dir: string;
  let first: Awaited<ReturnType<typeof speechTake>>;
  let second: Awaited<ReturnType<typeof speechTake>>;
  const events: AppEvent[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'recording-test-'));
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', GIGAAM_MODEL_DIR: TINY_GIGAAM_CTC, GIGAAM_THREADS: '1' });
    people = await createPeople(t.app);
    t.app.events.subscribe(people.secretary, (event) => events.push(event));
    first = await speechTake(dir, [1, 1.5, 2, 1.5], 'first');
    second = await speechTake(dir, [0.5, 1.5, 1.5, 1.2], 'second');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function newRecording() {
    const protocol = await api(t.app, people.secretary, {
      method: 'POST',
      url: '/api/protocols',
      payload: { theme: 'Планёрка', event_date: '2026-11-10' },
    });
    const protocolId: number = protocol.json().data.id;
    const created = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` });
    expect(created.statusCode).toBe(201);
    return { protocolId, rid: created.json().data.id as number };
  }

  const newTake = async (rid: number, take?: number) =>
    api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'audio/webm;codecs=opus', take } });

  it('keeps each piece once: repeats with the same checksum are duplicates, another checksum is refused, parallel repeats count once', async () => {
    const { protocolId, rid } = await newRecording();
    expect((await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).statusCode).toBe(200);
    expect((await newTake(rid, 0)).json().data).toEqual({ take: 0 });
    expect((await newTake(rid, 0)).json().data).toEqual({ take: 0 });
    expect((await newTake(rid)).json().data).toEqual({ take: 1 });
    const pieces = piecesOf(first.webm, 16 * 1024);
    expect((await putPiece(t.app, people.secretary, rid, 0, 0, pieces[0]!)).json().data).toEqual({ take: 0, index: 0, duplicate: false });
    expect((await putPiece(t.app, people.secretary, rid, 0, 0, pieces[0]!)).json().data).toEqual({ take: 0, index: 0, duplicate: true });
    const other = await putPiece(t.app, people.secretary, rid, 0, 0, pieces[1]!);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Этот фрагмент уже получен с другим содержимым');
    const lying = await putPiece(t.app, people.secretary, rid, 0, 1, pieces[1]!, sha256(pieces[2]!));
    expect(lying.statusCode).toBe(422);
    expect((await putPiece(t.app, people.secretary, rid, 0, 1, pieces[1]!, 'abc')).statusCode).toBe(422);
    expect((await putPiece(t.app, people.secretary, rid, 7, 0, pieces[1]!)).statusCode).toBe(409);

    const parallel = await Promise.all(Array.from({ length: 8 }, () => putPiece(t.app, people.secretary, rid, 0, 1, pieces[1]!)));
    expect(parallel.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(parallel.filter((r) => r.json().data.duplicate === false)).toHaveLength(1);
    const rows = await t.app.db.select().from(recordingPieces).where(eq(recordingPieces.recording_id, rid));
    expect(rows.map((row) => `${row.take}:${row.index}`)).toEqual(['0:0', '0:1']);
    const held = await api(t.app, people.secretary, { method: 'GET', url: `/api/recordings/${rid}` });
    expect(held.json().data.takes).toEqual([
      { take: 0, pieces: [0, 1], mime_type: 'audio/webm;codecs=opus' },
      { take: 1, pieces: [], mime_type: 'audio/webm;codecs=opus' },
    ]);

    // A stop naming far more pieces than were sent: the count is exact, the list of what to send is cut short.
    const greedy = await api(t.app, people.secretary, {
      method: 'POST',
      url: `/api/recordings/${rid}/stop`,
      payload: { takes: [{ take: 0, pieces: 100_001 }, { take: 1, pieces: 100_001 }] },
    });
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json().message).toBe(RECORDING_MESSAGES.piecesMissing(2 * 100_001 - 2));
    expect(greedy.json().errors.missing).toHaveLength(500);
    expect(greedy.json().errors.missing.slice(0, 2)).toEqual(['0:2', '0:3']);
  });

  it('lets only the protocol’s secretary see and change it: another secretary 404, the manager 403 on writes', async () => {
    const { protocolId, rid } = await newRecording();
    expect((await api(t.app, people.otherSecretary, { method: 'GET', url: `/api/recordings/${rid}` })).statusCode).toBe(404);
    expect((await api(t.app, people.otherSecretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` })).statusCode).toBe(404);
    expect((await api(t.app, people.manager, { method: 'GET', url: `/api/recordings/${rid}` })).statusCode).toBe(200);
    expect((await api(t.app, people.manager, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'audio/webm' } })).statusCode).toBe(403);
    expect((await putPiece(t.app, people.manager, rid, 0, 0, Buffer.from('x'))).statusCode).toBe(403);
    expect((await api(t.app, people.secretary, { method: 'GET', url: '/api/recordings/999999' })).statusCode).toBe(404);
    expect((await api(t.app, people.secretary, { method: 'GET', url: '/api/recordings/99999999999' })).statusCode).toBe(422);
    expect((await api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/takes`, payload: { mime_type: 'text/html' } })).statusCode).toBe(422);
  });

  it('decodes out-of-order pieces in order, shows utterances live, refuses a stop with pieces missing, and joins two takes into the draft', async () => {
    const { protocolId, rid } = await newRecording();
    await newTake(rid, 0);
    await newTake(rid, 1);
    const takes = [piecesOf(first.webm, 8 * 1024), piecesOf(second.webm, 8 * 1024)];
    // Take 0 in reverse order, all but its last piece; take 1 in order.
    const held = takes[0]!.slice(0, -1);
    for (let index = held.length - 1; index >= 0; index--) {
      expect((await putPiece(t.app, people.secretary, rid, 0, index, held[index]!)).statusCode).toBe(200);
    }
    for (const [index, piece] of takes[1]!.entries()) await putPiece(t.app, people.secretary, rid, 1, index, piece);

    const counts = takes.map((pieces, take) => ({ take, pieces: pieces.length }));
    const refused = await api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: counts } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.missing).toEqual([`0:${takes[0]!.length - 1}`]);

    await putPiece(t.app, people.secretary, rid, 0, takes[0]!.length - 1, takes[0]!.at(-1)!);
    // Two stops at once (a double click, a retried request): both accepted, the work done once.
    const stops = await Promise.all(
      [1, 2].map(() => api(t.app, people.secretary, { method: 'POST', url: `/api/recordings/${rid}/stop`, payload: { takes: counts } })),
    );
    expect(stops.map((stop) => stop.statusCode)).toEqual([202, 202]);
    const done = await waitForStage(t.app, protocolId, ['success_video_process', 'error_video_process'], 120_000).catch(async (error: Error) => {
      const [row] = await t.app.db.select().from(recordings).where(eq(recordings.id, rid));
      throw new Error(`${error.message}; recording: ${row?.state} ${row?.error}`);
    });
    expect(done.stage).toBe('success_video_process');

    // The stored file: both takes, end to end.
    const stored = path.join(dir, `stored-${rid}`);
    const parts: Buffer[] = [];
    for await (const part of await t.app.storage.read(done.video!.key)) parts.push(part as Buffer);
    writeFileSync(stored, Buffer.concat(parts));
    expect(Math.abs(ffprobeDuration(stored) - (first.duration + second.duration))).toBeLessThanOrEqual(1);

    // One segment per utterance, at its time in the joined recording; each announced live exactly once.
    const recording = await api(t.app, people.secretary, { method: 'GET', url: `/api/recordings/${rid}` });
    expect(recording.json().data.state).toBe('stopped');
    const segments: LiveSegment[] = recording.json().data.segments;
    const utterances = [...first.utterances, ...second.utterances.map((u) => ({ start: u.start + first.duration, end: u.end + first.duration }))];
    expect(segments.map((s) => [s.start, s.end]), JSON.stringify(utterances)).toHaveLength(utterances.length);
    for (const [index, utterance] of utterances.entries()) {
      expect(Math.abs(segments[index]!.start - utterance.start)).toBeLessThanOrEqual(0.4);
      expect(Math.abs(segments[index]!.end - utterance.end)).toBeLessThanOrEqual(0.4);
      expect(segments[index]!.text).toMatch(/^[а-я ]+$/);
    }
    const announced = events.filter((event) => event.type === 'recording.segment' && event.recording_id === rid).map((event) => (event as { segment: LiveSegment }).segment);
    expect(announced.map((segment) => segment.id).sort()).toEqual(segments.map((segment) => segment.id).sort());
    // Take 0 was whole before take 1 ended: its live times are the final ones.
    for (const segment of announced.filter((s) => s.id.startsWith('0:'))) {
      expect(segment).toEqual(segments.find((s) => s.id === segment.id));
    }
    // The final transcript is the live one (no second recognition): same times, same text.
    const [protocol] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    expect(protocol!.transcript!.map((s) => [s.start, s.end, s.text])).toEqual(segments.map((s) => [s.start, s.end, s.text]));
    // The draft was made from it, as after an upload: sections, task and member suggestions.
    expect(protocol!.sections).not.toBeNull();
    expect(Array.isArray(protocol!.suggested_tasks)).toBe(true);
    expect(Array.isArray(protocol!.suggested_members)).toBe(true);
    expect(protocol!.processing_options).toBeNull();
    expect(events.some((event) => event.type === 'recording.state' && event.recording_id === rid && event.state === 'stopped')).toBe(true);
    // A protocol with media starts no second recording.
    const again = await api(t.app, people.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/recording` });
    expect(again.statusCode).toBe(409);
  }, 240_000);
});
