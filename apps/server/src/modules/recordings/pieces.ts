import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RECORDING_MESSAGES, type PieceResult } from '@protocolist/contracts/recordings';
import { recordingPieces } from '../../db/schema.ts';
import { conflict, fieldError } from '../../http/errors.ts';
import { pieceKey } from './store.ts';

/**
 * Stores one piece and inserts its row, in that order: a row means its bytes are safe (fsynced file or S3
 * object). Of concurrent writes of one index the first row wins; every other must carry the same bytes
 * (duplicate, nothing changes) or gets 409. So retries, duplicates and parallel PUTs never double a piece.
 */
export async function storePiece(
  app: FastifyInstance,
  piece: { recordingId: number; take: number; index: number; sha256: string },
  body: Buffer,
): Promise<PieceResult> {
  const actual = createHash('sha256').update(body).digest('hex');
  if (actual !== piece.sha256) throw fieldError('x-piece-sha256', RECORDING_MESSAGES.pieceChecksum);
  const where = and(
    eq(recordingPieces.recording_id, piece.recordingId),
    eq(recordingPieces.take, piece.take),
    eq(recordingPieces.index, piece.index),
  );
  const [held] = await app.db.select({ sha256: recordingPieces.sha256 }).from(recordingPieces).where(where);
  if (held) return sameOrConflict(held.sha256, piece);

  const key = pieceKey(piece.recordingId, piece.take, piece.index, randomUUID());
  const file = path.join(app.config.dataDir, 'tmp', `piece-${randomUUID()}`);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, body, { flush: true });
    await app.storage.putFile(key, file, 'application/octet-stream');
  } finally {
    // Moved into place on local storage, copied to S3: what is left here (or of a failed write) is not needed.
    await rm(file, { force: true });
  }
  const inserted = await app.db
    .insert(recordingPieces)
    .values({ recording_id: piece.recordingId, take: piece.take, index: piece.index, sha256: actual, size: body.length, key })
    .onConflictDoNothing()
    .returning({ key: recordingPieces.key });
  if (inserted.length > 0) return { take: piece.take, index: piece.index, duplicate: false };
  // A parallel PUT of the same index stored its row first.
  await app.storage.delete(key);
  const [first] = await app.db.select({ sha256: recordingPieces.sha256 }).from(recordingPieces).where(where);
  return sameOrConflict(first?.sha256 ?? null, piece);
}

function sameOrConflict(stored: string | null, piece: { take: number; index: number; sha256: string }): PieceResult {
  if (stored !== piece.sha256) throw conflict(RECORDING_MESSAGES.pieceConflict);
  return { take: piece.take, index: piece.index, duplicate: true };
}
