import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TranscriptSegment } from '@protocolist/contracts/protocols';
import { RECORDING_MESSAGES, missingPieceKey, type StopRecordingBody } from '@protocolist/contracts/recordings';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import { protocols, recordingSegments, recordings, type StoredFile } from '../../db/schema.ts';
import { HttpError, conflict } from '../../http/errors.ts';
import { probeMedia } from '../../pipeline/media/probe.ts';
import { announceProcessingStarted, startProcessing } from '../processing/index.ts';
import { transitionStage } from '../protocols/index.ts';
import { joinTakes, writeTakeFile } from './join.ts';
import type { LiveTakes } from './live.ts';
import { piecesOf, recordingPrefix, takesOf, type RecordingRow } from './store.ts';


/** How many missing pieces a 409 lists (the client sends those, then asks again). */
const MISSING_LISTED = 500;
/**
 * Checks that the server holds every piece the client names and moves the recording to «stopping»: of any number
 * of parallel stops one does (`started`), and only it starts the work. 409 lists the missing pieces as 'take:index'; the client sends them and asks again.
 */
export async function requestStop(
  app: FastifyInstance,
  recording: RecordingRow,
  body: StopRecordingBody,
): Promise<{ row: RecordingRow; started: boolean }> {
  if (recording.state !== 'recording') return { row: recording, started: false };
  const takes = await takesOf(app, recording.id);
  const pieces = await piecesOf(app, recording.id);
  const named = new Map(body.takes.map((take) => [take.take, take.pieces]));
  const known = new Set(takes.map((take) => take.take));
  if ([...named.keys()].some((take) => !known.has(take)) || pieces.some((piece) => !named.has(piece.take))) {
    throw conflict(RECORDING_MESSAGES.takesMismatch);
  }
  const held = new Set(pieces.map((piece) => missingPieceKey(piece.take, piece.index)));
  // Counted from the pieces held, and listed only up to MISSING_LISTED: a stop naming a million pieces it never sent
  // costs no more than one that names a few.
  let missingCount = 0;
  const missing: string[] = [];
  for (const [take, count] of named) {
    const missingHere = count - pieces.filter((piece) => piece.take === take && piece.index < count).length;
    missingCount += missingHere;
    let listedHere = 0;
    for (let index = 0; index < count && listedHere < missingHere && missing.length < MISSING_LISTED; index++) {
      if (held.has(missingPieceKey(take, index))) continue;
      missing.push(missingPieceKey(take, index));
      listedHere += 1;
    }
  }
  if (missingCount > 0) throw new HttpError(409, RECORDING_MESSAGES.piecesMissing(missingCount), { missing });
  if ([...named.values()].every((count) => count === 0)) throw conflict(RECORDING_MESSAGES.stopEmpty);
  const stopTakes = [...named].map(([take, count]) => ({ take, pieces: count })).sort((a, b) => a.take - b.take);
  const [stopped] = await app.db
    .update(recordings)
    .set({ state: 'stopping', stop_takes: stopTakes, updated_at: new Date() })
    .where(and(eq(recordings.id, recording.id), eq(recordings.state, 'recording')))
    .returning();
  if (stopped) return { row: stopped, started: true };
  const [now] = await app.db.select().from(recordings).where(eq(recordings.id, recording.id));
  return { row: now!, started: false };
}

const UPLOADABLE = stagesWhere(STAGE_RULES.canUploadVideo);

/** How long a stop's lease lasts unless renewed; renewed every third of it while the work goes on. */
export const STOP_LEASE_SECONDS = 60;

/**
 * Takes the stop's lease when no live process holds it (none yet, or its holder stopped renewing it: died):
 * of several processes asked to finish the same stop, one does the work.
 */
async function claimStop(app: FastifyInstance, recordingId: number): Promise<boolean> {
  const claimed = await app.db
    .update(recordings)
    .set({ stop_lease_until: sql`now() + make_interval(secs => ${STOP_LEASE_SECONDS})` })
    .where(
      and(
        eq(recordings.id, recordingId),
        eq(recordings.state, 'stopping'),
        or(isNull(recordings.stop_lease_until), lt(recordings.stop_lease_until, sql`now()`)),
      ),
    )
    .returning({ id: recordings.id });
  return claimed.length > 0;
}

function renewStopLease(app: FastifyInstance, recordingId: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    app.db
      .update(recordings)
      .set({ stop_lease_until: sql`now() + make_interval(secs => ${STOP_LEASE_SECONDS})` })
      .where(and(eq(recordings.id, recordingId), eq(recordings.state, 'stopping')))
      .catch((error: unknown) => app.log.warn({ err: error, recordingId }, 'stop lease not renewed'));
  }, (STOP_LEASE_SECONDS * 1000) / 3);
  timer.unref();
  return timer;
}

/**
 * The stop's work, after the 202: every take decoded to its end (its last utterance recognised), the takes
 * joined into one file kept as the protocol's media, and the processing started with the live transcript, so it
 * only drafts. Safe to run again after a crash: nothing is final until the one transaction at the end. Runs in the
 * process holding the stop's lease; returns at once where another live process holds it.
 */
export async function finishRecording(app: FastifyInstance, live: LiveTakes, recordingId: number): Promise<void> {
  const claimed = await claimStop(app, recordingId).catch((error: unknown) => {
    app.log.warn({ err: error, recordingId }, 'stop lease not taken');
    return false;
  });
  if (!claimed) return;
  const lease = renewStopLease(app, recordingId);
  try {
    await finishLeased(app, live, recordingId);
  } finally {
    clearInterval(lease);
  }
}

async function finishLeased(app: FastifyInstance, live: LiveTakes, recordingId: number): Promise<void> {
  const [recording] = await app.db.select().from(recordings).where(eq(recordings.id, recordingId));
  if (!recording || recording.state !== 'stopping' || !recording.stop_takes) return;
  const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, recording.protocol_id));
  if (!protocol) return;
  const owner = { recordingId, protocolId: protocol.id, secretaryId: protocol.secretary_id };
  const workDir = path.join(app.config.dataDir, 'tmp', `recording-${recordingId}-${randomUUID()}`);
  await mkdir(workDir, { recursive: true });
  try {
    const began = performance.now();
    const takes = recording.stop_takes.filter((take) => take.pieces > 0);
    const pieces = await piecesOf(app, recordingId);
    const offsets = new Map<number, number>();
    let at = 0;
    let recognised = true;
    const files: { file: string; mimeType: string }[] = [];
    const mimeTypes = new Map((await takesOf(app, recordingId)).map((row) => [row.take, row.mime_type]));
    for (const { take, pieces: count } of takes) {
      const decoded = await live.finishTake(owner, take, count);
      recognised &&= decoded.recognised;
      offsets.set(take, at);
      at += decoded.samples / 16_000;
      const file = path.join(workDir, `take-${take}`);
      await writeTakeFile(app, pieces.filter((piece) => piece.take === take && piece.index < count).map((piece) => piece.key), file);
      files.push({ file, mimeType: mimeTypes.get(take) ?? 'audio/webm' });
    }
    const decodedAt = performance.now();
    const extension = await joinTakes(files, path.join(workDir, 'recording'));
    const joined = path.join(workDir, `recording${extension}`);
    const probe = await probeMedia(joined);
    const key = `videos/${protocol.id}/${randomUUID()}${extension}`;
    const video: StoredFile = { key, name: `Запись совещания ${protocol.event_date ?? ''}`.trim() + extension, size: (await stat(joined)).size, mime: probe.mime, duration: probe.duration };
    await app.storage.putFile(key, joined, probe.mime);

    const segments = await app.db.select().from(recordingSegments).where(eq(recordingSegments.recording_id, recordingId));
    const transcript: TranscriptSegment[] = segments
      .map((row) => ({
        start: round((offsets.get(row.take) ?? 0) + row.start_ms / 1000),
        end: round((offsets.get(row.take) ?? 0) + row.end_ms / 1000),
        speaker: null,
        text: row.text,
      }))
      .sort((a, b) => a.start - b.start);
    let started;
    try {
      started = await app.db.transaction(async (tx) => {
        await transitionStage(tx, protocol.id, 'video_uploaded', {
          expected: UPLOADABLE,
          patch: { video, stage_error: null, progress: null, ...(recognised ? { transcript, transcript_edited: false } : {}) },
        });
        const processing = await startProcessing(app, tx, protocol.id, recognised ? { live_transcript: true } : {});
        await tx
          .update(recordings)
          .set({ state: 'stopped', duration_seconds: at, error: null, stop_lease_until: null, updated_at: new Date() })
          .where(and(eq(recordings.id, recordingId), eq(recordings.state, 'stopping')));
        return processing;
      });
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
    app.log.info(
      { recordingId, decodeMs: Math.round(decodedAt - began), joinMs: Math.round(performance.now() - decodedAt) },
      'recording joined',
    );
    await announceProcessingStarted(app, started);
    await app.events.publish(protocol.secretary_id, {
      type: 'recording.state',
      protocol_id: protocol.id,
      recording_id: recordingId,
      state: 'stopped',
      duration_seconds: round(at),
    });
    // The joined file is the protocol's now: the pieces are no longer needed.
    await app.storage.deletePrefix(recordingPrefix(recordingId));
  } catch (error) {
    app.log.error({ err: error, recordingId }, 'recording could not be finished');
    await app.db
      .update(recordings)
      .set({
        state: 'recording',
        error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        stop_lease_until: null,
        updated_at: new Date(),
      })
      .where(and(eq(recordings.id, recordingId), eq(recordings.state, 'stopping')));
    live.forget(recordingId);
    await app.events
      .publish(protocol.secretary_id, { type: 'recording.state', protocol_id: protocol.id, recording_id: recordingId, state: 'recording', duration_seconds: 0 })
      .catch(() => {});
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;
