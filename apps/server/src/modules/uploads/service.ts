import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import type { UploadStatus } from '@protocolist/contracts/uploads';
import { protocols, uploadChunks, type StoredFile } from '../../db/schema.ts';
import { conflict, fieldError, payloadTooLarge, unprocessable } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { probeMedia } from '../../pipeline/media/probe.ts';
import { stagesLeadingTo, transitionStage } from '../protocols/stages.ts';

/** Stages in which a (new) video may be uploaded. */
export const UPLOAD_STAGES: readonly ProtocolStage[] = stagesLeadingTo('video_uploaded');

/** The marker row (chunk_index -1) that one request inserts to own the assembly of an upload. */
const ASSEMBLY_MARKER = -1;
const STALE_ASSEMBLY_MS = 15 * 60 * 1000;

const chunkKey = (protocolId: number, uploadId: string, index: number) =>
  `uploads/${protocolId}/${uploadId}/${String(index).padStart(6, '0')}`;

export async function uploadStatus(app: FastifyInstance, protocolId: number): Promise<UploadStatus> {
  const rows = await app.db
    .select({ total: uploadChunks.total_chunks, index: uploadChunks.chunk_index })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), ne(uploadChunks.chunk_index, ASSEMBLY_MARKER)))
    .orderBy(asc(uploadChunks.chunk_index));
  return { total_chunks: rows[0]?.total ?? null, received: rows.map((row) => row.index) };
}

/**
 * Stores one chunk (idempotent: a repeated chunk replaces the same object) and, once every chunk of the
 * upload is present, assembles, verifies and keeps the video. Returns whether the upload is complete.
 */
export async function receiveChunk(
  app: FastifyInstance,
  protocol: { id: number; stage: ProtocolStage },
  chunk: { totalChunks: number; chunkIndex: number; file: UploadedFile },
): Promise<boolean> {
  const { totalChunks, chunkIndex, file } = chunk;
  if (chunkIndex >= totalChunks) throw fieldError('chunk_index', 'Номер части должен быть меньше общего числа частей');
  if (!UPLOAD_STAGES.includes(protocol.stage)) {
    throw conflict('Видео можно загрузить только в протокол без видео или после ошибки обработки');
  }
  // One upload at a time per protocol: a chunk of a different total starts over.
  const uploadId = String(totalChunks);
  const stale = await app.db
    .delete(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocol.id), ne(uploadChunks.upload_id, uploadId)))
    .returning({ upload_id: uploadChunks.upload_id });
  for (const old of new Set(stale.map((row) => row.upload_id))) {
    await app.storage.deletePrefix(`uploads/${protocol.id}/${old}`);
  }

  const received = await app.db
    .select({ size: sql<number>`coalesce(sum(${uploadChunks.size}), 0)`.mapWith(Number) })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocol.id), ne(uploadChunks.chunk_index, chunkIndex)));
  if ((received[0]?.size ?? 0) + file.size > app.config.maxUploadBytes) {
    throw payloadTooLarge('Файл больше допустимого размера');
  }

  const key = chunkKey(protocol.id, uploadId, chunkIndex);
  await app.storage.putFile(key, file.path);
  await app.db
    .insert(uploadChunks)
    .values({
      protocol_id: protocol.id,
      upload_id: uploadId,
      total_chunks: totalChunks,
      chunk_index: chunkIndex,
      size: file.size,
      key,
      file_name: file.filename || null,
    })
    .onConflictDoUpdate({
      target: [uploadChunks.protocol_id, uploadChunks.upload_id, uploadChunks.chunk_index],
      set: { size: file.size, key, file_name: file.filename || null },
    });

  const [{ count } = { count: 0 }] = await app.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(uploadChunks)
    .where(
      and(
        eq(uploadChunks.protocol_id, protocol.id),
        eq(uploadChunks.upload_id, uploadId),
        ne(uploadChunks.chunk_index, ASSEMBLY_MARKER),
      ),
    );
  if (count < totalChunks) return false;
  if (!(await claimAssembly(app, protocol.id, uploadId, totalChunks))) return false;
  await assemble(app, protocol.id, uploadId, totalChunks);
  return true;
}

async function claimAssembly(app: FastifyInstance, protocolId: number, uploadId: string, total: number) {
  await app.db
    .delete(uploadChunks)
    .where(
      and(
        eq(uploadChunks.protocol_id, protocolId),
        eq(uploadChunks.chunk_index, ASSEMBLY_MARKER),
        lt(uploadChunks.created_at, new Date(Date.now() - STALE_ASSEMBLY_MS)),
      ),
    );
  const claimed = await app.db
    .insert(uploadChunks)
    .values({ protocol_id: protocolId, upload_id: uploadId, total_chunks: total, chunk_index: ASSEMBLY_MARKER, size: 0, key: '' })
    .onConflictDoNothing()
    .returning({ index: uploadChunks.chunk_index });
  return claimed.length > 0;
}

/** Concatenates the chunks in order into a temporary file, verifies it is media, then stores it. */
async function assemble(app: FastifyInstance, protocolId: number, uploadId: string, total: number): Promise<void> {
  const rows = await app.db
    .select()
    .from(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.upload_id, uploadId)))
    .orderBy(asc(uploadChunks.chunk_index));
  const chunks = rows.filter((row) => row.chunk_index !== ASSEMBLY_MARKER);
  const fileName = chunks.find((row) => row.file_name)?.file_name ?? `video-${protocolId}`;
  const tmp = path.join(app.config.dataDir, 'tmp', `assemble-${randomUUID()}`);
  const discard = async () => {
    await app.db.delete(uploadChunks).where(eq(uploadChunks.protocol_id, protocolId));
    await app.storage.deletePrefix(`uploads/${protocolId}/${uploadId}`);
  };
  try {
    await pipeline(async function* () {
      for (const row of chunks.slice(0, total)) yield* await app.storage.read(row.key);
    }, createWriteStream(tmp));
    const size = chunks.slice(0, total).reduce((sum, row) => sum + row.size, 0);
    let probe;
    try {
      probe = await probeMedia(tmp);
    } catch {
      await discard();
      throw unprocessable({ video: ['Файл не является видео- или аудиозаписью'] });
    }
    if (!probe.hasAudio && !probe.hasVideo) {
      await discard();
      throw unprocessable({ video: ['Файл не является видео- или аудиозаписью'] });
    }
    const extension = path.extname(fileName).toLowerCase().replace(/[^.a-z0-9]/g, '') || '.bin';
    const key = `videos/${protocolId}/${randomUUID()}${extension}`;
    const video: StoredFile = { key, name: fileName, size, mime: probe.mime, duration: probe.duration };
    await app.storage.putFile(key, tmp, probe.mime);
    const [previous] = await app.db.select({ video: protocols.video }).from(protocols).where(eq(protocols.id, protocolId));
    try {
      await transitionStage(app.db, protocolId, 'video_uploaded', { patch: { video, stage_error: null, progress: null } });
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
    if (previous?.video && previous.video.key !== key) await app.storage.delete(previous.video.key);
    await discard();
  } finally {
    await rm(tmp, { force: true });
    await app.db
      .delete(uploadChunks)
      .where(and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.chunk_index, ASSEMBLY_MARKER)));
  }
}
