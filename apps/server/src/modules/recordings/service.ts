import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECORDING_MESSAGES, type NewTakeBody } from '@protocolist/contracts/recordings';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { recordingTakes, recordings, type protocols } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { recordingPrefix, type RecordingRow } from './store.ts';

type ProtocolRow = typeof protocols.$inferSelect;

/** The protocol's recording, made when it has none; `created` tells 201 from 200. */
export async function openRecording(app: FastifyInstance, protocol: ProtocolRow): Promise<{ row: RecordingRow; created: boolean }> {
  const [existing] = await app.db.select().from(recordings).where(eq(recordings.protocol_id, protocol.id));
  if (existing && existing.state !== 'stopped') return { row: existing, created: false };
  if (protocol.video) throw conflict(RECORDING_MESSAGES.protocolHasMedia);
  if (protocol.stage === 'final') throw conflict(RECORDING_MESSAGES.protocolFinal);
  if (!STAGE_RULES.canUploadVideo(protocol.stage)) throw conflict(RECORDING_MESSAGES.wrongStage);
  if (existing) {
    // A recording whose media was since removed: a new one replaces it.
    await app.db.delete(recordings).where(eq(recordings.id, existing.id));
    await app.storage.deletePrefix(recordingPrefix(existing.id));
  }
  const [row] = await app.db.insert(recordings).values({ protocol_id: protocol.id }).onConflictDoNothing().returning();
  if (row) return { row, created: true };
  const [raced] = await app.db.select().from(recordings).where(eq(recordings.protocol_id, protocol.id));
  return { row: raced!, created: false };
}

/** A new take: the client's number when it gives one (a retried request gets the same take), else the next. */
export async function openTake(app: FastifyInstance, recording: RecordingRow, body: NewTakeBody): Promise<number> {
  if (recording.state !== 'recording') throw conflict(RECORDING_MESSAGES.notRecording);
  if (body.take !== undefined) {
    await app.db.insert(recordingTakes).values({ recording_id: recording.id, take: body.take, mime_type: body.mime_type }).onConflictDoNothing();
    return body.take;
  }
  for (;;) {
    const [last] = await app.db
      .select({ take: max(recordingTakes.take) })
      .from(recordingTakes)
      .where(eq(recordingTakes.recording_id, recording.id));
    const take = last?.take === null || last?.take === undefined ? 0 : last.take + 1;
    const inserted = await app.db
      .insert(recordingTakes)
      .values({ recording_id: recording.id, take, mime_type: body.mime_type })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) return take;
  }
}

export async function hasTake(app: FastifyInstance, recordingId: number, take: number): Promise<boolean> {
  const [row] = await app.db
    .select({ take: recordingTakes.take })
    .from(recordingTakes)
    .where(and(eq(recordingTakes.recording_id, recordingId), eq(recordingTakes.take, take)));
  return Boolean(row);
}
