import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LiveSegment, Recording } from '@protocolist/contracts/recordings';
import { recordingPieces, recordingSegments, recordingTakes, recordings } from '../../db/schema.ts';

export type RecordingRow = typeof recordings.$inferSelect;
export const SAMPLE_RATE = 16_000;

export const pieceKey = (recordingId: number, take: number, index: number, unique: string) =>
  `recordings/${recordingId}/${take}/${String(index).padStart(6, '0')}-${unique}`;
export const recordingPrefix = (recordingId: number) => `recordings/${recordingId}/`;

export async function takesOf(app: FastifyInstance, recordingId: number) {
  return app.db.select().from(recordingTakes).where(eq(recordingTakes.recording_id, recordingId)).orderBy(asc(recordingTakes.take));
}

export async function piecesOf(app: FastifyInstance, recordingId: number, take?: number) {
  return app.db
    .select()
    .from(recordingPieces)
    .where(and(eq(recordingPieces.recording_id, recordingId), take === undefined ? undefined : eq(recordingPieces.take, take)))
    .orderBy(asc(recordingPieces.take), asc(recordingPieces.index));
}

/** Where each take starts in the joined recording, seconds: the decoded lengths of the takes before it. */
export function takeOffsets(takes: { take: number; samples: number | null }[], live: Map<number, number> = new Map()) {
  const offsets = new Map<number, number>();
  let at = 0;
  for (const row of takes) {
    offsets.set(row.take, at / SAMPLE_RATE);
    at += row.samples ?? live.get(row.take) ?? 0;
  }
  return { offsets, duration: at / SAMPLE_RATE };
}

const seconds = (value: number) => Math.round(value * 1000) / 1000;

export function liveSegment(row: typeof recordingSegments.$inferSelect, offset: number): LiveSegment {
  return {
    id: row.id,
    start: seconds(offset + row.start_ms / 1000),
    end: seconds(offset + row.end_ms / 1000),
    text: row.text,
    preliminary: true,
  };
}

/** The recording as the client sees it: what the server holds, so the client resends what is missing. */
export async function presentRecording(app: FastifyInstance, row: RecordingRow, live?: Map<number, number>): Promise<Recording> {
  const takes = await takesOf(app, row.id);
  const pieces = await piecesOf(app, row.id);
  const segments = await app.db
    .select()
    .from(recordingSegments)
    .where(eq(recordingSegments.recording_id, row.id));
  const { offsets, duration } = takeOffsets(takes, live);
  return {
    id: row.id,
    protocol_id: row.protocol_id,
    state: row.state,
    takes: takes.map((take) => ({
      take: take.take,
      mime_type: take.mime_type,
      pieces: pieces.filter((piece) => piece.take === take.take).map((piece) => piece.index),
    })),
    duration_seconds: seconds(row.duration_seconds ?? duration),
    segments: segments
      .map((segment) => liveSegment(segment, offsets.get(segment.take) ?? 0))
      .sort((a, b) => a.start - b.start),
  };
}
