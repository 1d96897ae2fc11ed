import { open, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { VALIDATION } from '@protocolist/contracts/messages';
import { uploadChunkFields, type UploadStatus } from '@protocolist/contracts/uploads';
import { protocols, uploadChunks, type StoredFile } from '../../db/schema.ts';
import { HttpError, conflict, fieldError, payloadTooLarge, unprocessable, zodFieldErrors } from '../../http/errors.ts';
import { probeMedia } from '../../pipeline/media/probe.ts';
import { transitionStage } from '../protocols/index.ts';
import { readChunkRequest } from './chunk-request.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { writeAt, type ChunkTarget } from './write-at.ts';

/** The marker row (chunk_index -1) that one request inserts to own the assembly of an upload. */
const ASSEMBLY_MARKER = -1;
const STALE_ASSEMBLY_MS = 15 * 60 * 1000;

/*
 * Storage layout of an upload. Every chunk but the last has the same size, so chunk i starts at i × chunk size.
 * With local storage, a chunk whose offset is known when its bytes arrive (chunk 0, or any chunk once one full
 * chunk is recorded, sent after its fields) is written straight into the upload's data file: the file is then
 * written once, as fast as the disk takes it, and assembly copies nothing. Other chunks (and every chunk on S3,
 * where uploads must reach any API process) are stored as objects of their own and copied in at assembly.
 */
const uploadPrefix = (protocolId: number, uploadId: string) => `uploads/${protocolId}/${uploadId}`;
const dataKey = (protocolId: number, uploadId: string) => `${uploadPrefix(protocolId, uploadId)}/data`;
const chunkKey = (protocolId: number, uploadId: string, index: number) =>
  `${uploadPrefix(protocolId, uploadId)}/${String(index).padStart(6, '0')}`;

/** One upload at a time per protocol, identified by its number of chunks: a chunk of another total starts over. */
const uploadIdOf = (totalChunks: number) => String(totalChunks);

interface ChunkRow {
  uploadId: string;
  total: number;
  index: number;
  size: number;
  key: string;
  fileName: string | null;
}

/** The chunks the protocol's upload holds so far, in order (the assembly marker left out). */
async function chunkRows(app: FastifyInstance, protocolId: number): Promise<ChunkRow[]> {
  return app.db
    .select({
      uploadId: uploadChunks.upload_id,
      total: uploadChunks.total_chunks,
      index: uploadChunks.chunk_index,
      size: uploadChunks.size,
      key: uploadChunks.key,
      fileName: uploadChunks.file_name,
    })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), gte(uploadChunks.chunk_index, 0)))
    .orderBy(asc(uploadChunks.chunk_index));
}

const statusOf = (rows: ChunkRow[]): UploadStatus => ({
  total_chunks: rows[0]?.total ?? null,
  received: rows.map((row) => row.index),
});

/** The size of every chunk but the last, known once one of them is recorded. */
const fullChunkSize = (rows: ChunkRow[], uploadId: string) =>
  rows.find((row) => row.uploadId === uploadId && row.index < row.total - 1)?.size ?? null;

export async function uploadStatus(app: FastifyInstance, protocolId: number): Promise<UploadStatus> {
  return statusOf(await chunkRows(app, protocolId));
}

/**
 * Receives one chunk request (idempotent: a repeated chunk rewrites the same bytes) and, once every chunk of the
 * upload is present, assembles, verifies and keeps the video.
 */
export async function receiveChunk(
  app: FastifyInstance,
  protocol: { id: number; stage: ProtocolStage },
  request: FastifyRequest,
): Promise<{ chunkIndex: number; completed: boolean; status: UploadStatus }> {
  if (!STAGE_RULES.canUploadVideo(protocol.stage)) throw conflict(UPLOAD_MESSAGES.wrongStage);
  const before = await chunkRows(app, protocol.id);
  const sideFile = path.join(app.config.dataDir, 'tmp', `chunk-${randomUUID()}`);
  const dataPathOf = (uploadId: string) => app.storage.localPath(dataKey(protocol.id, uploadId));
  try {
    const { fields, file } = await readChunkRequest(request, {
      maxFileBytes: app.config.maxUploadBytes,
      targetFor(fieldsSoFar): ChunkTarget {
        const parsed = uploadChunkFields.safeParse(fieldsSoFar);
        if (parsed.success && parsed.data.chunk_index < parsed.data.total_chunks) {
          const uploadId = uploadIdOf(parsed.data.total_chunks);
          const dataPath = dataPathOf(uploadId);
          const chunkSize = parsed.data.chunk_index === 0 ? 0 : fullChunkSize(before, uploadId);
          if (dataPath && chunkSize !== null) return { path: dataPath, offset: parsed.data.chunk_index * chunkSize };
        }
        return { path: sideFile, offset: 0 };
      },
    }).catch(async (error: unknown) => {
      // A chunk over the size limit was cut off mid-write, possibly over its neighbours' bytes: start over.
      if (error instanceof HttpError && error.statusCode === 413) await discardUploads(app, protocol.id);
      throw error;
    });
    const parsed = uploadChunkFields.safeParse(fields);
    if (!parsed.success || !file) {
      throw unprocessable({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        ...(file ? {} : { video: [VALIDATION.required] }),
      });
    }
    const { total_chunks: totalChunks, chunk_index: chunkIndex } = parsed.data;
    if (chunkIndex >= totalChunks) throw fieldError('chunk_index', UPLOAD_MESSAGES.indexOutOfRange);

    const uploadId = uploadIdOf(totalChunks);
    if (before.some((row) => row.uploadId !== uploadId)) await discardOtherUploads(app, protocol.id, uploadId);
    const same = before.filter((row) => row.uploadId === uploadId);
    const othersSize = same.reduce((sum, row) => (row.index === chunkIndex ? sum : sum + row.size), 0);
    if (othersSize + file.size > app.config.maxUploadBytes) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
    const chunkSize = fullChunkSize(same, uploadId);
    if (chunkIndex < totalChunks - 1 && chunkSize !== null && chunkSize !== file.size) {
      // Bytes written in place under another chunk size may overlap their neighbours: only a fresh start is safe.
      await discardUploads(app, protocol.id);
      throw fieldError('video', UPLOAD_MESSAGES.unevenChunks);
    }

    const inPlace = file.target.path === dataPathOf(uploadId);
    const key = inPlace ? dataKey(protocol.id, uploadId) : chunkKey(protocol.id, uploadId, chunkIndex);
    if (!inPlace) await app.storage.putFile(key, sideFile);
    const fileName = file.filename || null;
    await app.db
      .insert(uploadChunks)
      .values({ protocol_id: protocol.id, upload_id: uploadId, total_chunks: totalChunks, chunk_index: chunkIndex, size: file.size, key, file_name: fileName })
      .onConflictDoUpdate({
        target: [uploadChunks.protocol_id, uploadChunks.upload_id, uploadChunks.chunk_index],
        set: { size: file.size, key, file_name: fileName },
      });

    const after = await chunkRows(app, protocol.id);
    const complete = after.filter((row) => row.uploadId === uploadId).length >= totalChunks;
    if (!complete || !(await claimAssembly(app, protocol.id, uploadId, totalChunks))) {
      return { chunkIndex, completed: false, status: statusOf(after) };
    }
    await assemble(app, protocol.id, uploadId, totalChunks);
    return { chunkIndex, completed: true, status: await uploadStatus(app, protocol.id) };
  } finally {
    await rm(sideFile, { force: true });
  }
}

async function discardOtherUploads(app: FastifyInstance, protocolId: number, uploadId: string) {
  const stale = await app.db
    .delete(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), ne(uploadChunks.upload_id, uploadId)))
    .returning({ upload_id: uploadChunks.upload_id });
  for (const old of new Set(stale.map((row) => row.upload_id))) {
    await app.storage.deletePrefix(uploadPrefix(protocolId, old));
  }
}

/** Forgets every chunk of the protocol, with their bytes. */
async function discardUploads(app: FastifyInstance, protocolId: number) {
  await app.db.delete(uploadChunks).where(eq(uploadChunks.protocol_id, protocolId));
  await app.storage.deletePrefix(`uploads/${protocolId}`);
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

/** Copies the chunks stored on their own into the data file, verifies it is media, then keeps it as the video. */
async function assemble(app: FastifyInstance, protocolId: number, uploadId: string, total: number): Promise<void> {
  const chunks = (await chunkRows(app, protocolId)).filter((row) => row.uploadId === uploadId).slice(0, total);
  const inPlaceKey = dataKey(protocolId, uploadId);
  const localData = app.storage.localPath(inPlaceKey);
  const dataPath = localData ?? path.join(app.config.dataDir, 'tmp', `assemble-${randomUUID()}`);
  try {
    const chunkSize = chunks[0]!.size;
    if (chunks.slice(0, -1).some((row) => row.size !== chunkSize)) {
      await discardUploads(app, protocolId);
      throw fieldError('video', UPLOAD_MESSAGES.unevenChunks);
    }
    for (const row of chunks) {
      if (row.key !== inPlaceKey) await writeAt({ path: dataPath, offset: row.index * chunkSize }, await app.storage.read(row.key));
    }
    const size = chunks.reduce((sum, row) => sum + row.size, 0);
    // A longer earlier attempt of the same upload may have left bytes past the end.
    const data = await open(dataPath, 'r+');
    await data.truncate(size).finally(() => data.close());

    const probe = await probeMedia(dataPath).catch(() => null);
    if (!probe || (!probe.hasAudio && !probe.hasVideo)) {
      await discardUploads(app, protocolId);
      throw unprocessable({ video: [UPLOAD_MESSAGES.notMedia] });
    }
    const fileName = chunks.find((row) => row.fileName)?.fileName ?? `video-${protocolId}`;
    const extension = path.extname(fileName).toLowerCase().replace(/[^.a-z0-9]/g, '') || '.bin';
    const key = `videos/${protocolId}/${randomUUID()}${extension}`;
    const video: StoredFile = { key, name: fileName, size, mime: probe.mime, duration: probe.duration };
    await app.storage.putFile(key, dataPath, probe.mime);
    const [previous] = await app.db.select({ video: protocols.video }).from(protocols).where(eq(protocols.id, protocolId));
    try {
      await transitionStage(app.db, protocolId, 'video_uploaded', { patch: { video, stage_error: null, progress: null } });
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
    if (previous?.video && previous.video.key !== key) await app.storage.delete(previous.video.key);
    await discardUploads(app, protocolId);
  } finally {
    if (!localData) await rm(dataPath, { force: true });
    await app.db
      .delete(uploadChunks)
      .where(and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.chunk_index, ASSEMBLY_MARKER)));
  }
}
