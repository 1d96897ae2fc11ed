import { mkdir, open, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProtocolStage } from '@protocolist/contracts/enums';
import { STAGE_RULES } from '@protocolist/contracts/stages';
import { VALIDATION } from '@protocolist/contracts/messages';
import { uploadChunkFields, type UploadChunkResult } from '@protocolist/contracts/uploads';
import { uploadChunks } from '../../db/schema.ts';
import { conflict, fieldError, payloadTooLarge, unprocessable, zodFieldErrors } from '../../http/errors.ts';
import { assemble, claimAssembly, uploadsOfProtocol } from './assembly.ts';
import { hashing, type ChunkTarget } from './chunk-file.ts';
import { readChunkRequest, type ReceivedChunkFile } from './chunk-request.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { advanceRunningHash } from './running-hash.ts';
import { chunkPlacement, chunksOf, dataKey, discardOtherUploads, regionMarker, statusOf, uploadPrefix } from './store.ts';

/** Without the client's `upload_id`, the number of chunks names the upload (one upload at a time per protocol). */
const legacyUploadId = (totalChunks: number) => String(totalChunks);

/**
 * Receives one chunk request and, once every chunk of the upload is present, assembles, verifies and keeps the
 * video. A chunk is written to a file of its own request and published by inserting its row: of concurrent
 * writes of one index the first row wins, and every other write must carry the same bytes (same SHA-256 and
 * size: 200, idempotent) or gets 409. So bytes of two writes never mix, whatever the order.
 */
export async function receiveChunk(
  app: FastifyInstance,
  protocol: { id: number; stage: ProtocolStage },
  request: FastifyRequest,
): Promise<UploadChunkResult> {
  if (!STAGE_RULES.canUploadVideo(protocol.stage)) throw conflict(UPLOAD_MESSAGES.wrongStage);
  const ownFile = path.join(app.config.dataDir, 'tmp', `chunk-${randomUUID()}`);
  let marker: string | undefined;
  try {
    const { fields, file } = await readChunkRequest(request, {
      maxFileBytes: app.config.maxUploadBytes,
      targetFor: async (fieldsSoFar) => {
        const target = await chunkTarget(app, protocol.id, fieldsSoFar, ownFile);
        marker = target.marker;
        return target;
      },
    });
    const parsed = uploadChunkFields.safeParse(fields);
    if (!parsed.success || !file) {
      throw unprocessable({
        ...(parsed.success ? {} : zodFieldErrors(parsed.error)),
        ...(file ? {} : { video: [VALIDATION.required] }),
      });
    }
    const { total_chunks: total, chunk_index: index } = parsed.data;
    if (index >= total) throw fieldError('chunk_index', UPLOAD_MESSAGES.indexOutOfRange);
    if (parsed.data.chunk_sha256 && parsed.data.chunk_sha256 !== file.sha256) {
      throw fieldError('chunk_sha256', UPLOAD_MESSAGES.chunkChecksum);
    }
    const uploadId = parsed.data.upload_id ?? legacyUploadId(total);

    // One upload at a time per protocol: a chunk of a new one drops the others, unless one is being assembled.
    const { totalChanged, othersSize, assemblingOther, othersHeld } = await uploadsOfProtocol(app, protocol.id, uploadId, index, total);
    if (assemblingOther) throw conflict(UPLOAD_MESSAGES.assemblingOther);
    if (othersHeld) await discardOtherUploads(app, protocol.id, uploadId);
    if (totalChanged) throw fieldError('total_chunks', UPLOAD_MESSAGES.totalChanged);
    if (othersSize + file.size > app.config.maxUploadBytes) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);

    await publishChunk(app, protocol.id, { uploadId, total, index, fileSha256: parsed.data.file_sha256 ?? null }, file, ownFile);
    // The row is in: the region is no longer being written. Gone before this request may assemble, so that its own
    // marker does not make assembly check every chunk.
    if (marker) await rm(marker, { force: true });
    marker = undefined;
    const chunks = await chunksOf(app, protocol.id, uploadId);
    const dataPath = app.storage.localPath(dataKey(protocol.id, uploadId));
    if (dataPath) advanceRunningHash(protocol.id, uploadId, chunks, { dataPath, pathOf: (key) => app.storage.localPath(key) });
    const status = statusOf(uploadId, chunks);
    if (chunks.length < total || !(await claimAssembly(app, protocol.id, uploadId, total))) {
      return { chunk_index: index, completed: false, ...status };
    }
    const { sha256 } = await assemble(app, protocol.id, uploadId);
    return { chunk_index: index, completed: true, ...statusOf(null, []), sha256 };
  } finally {
    await rm(ownFile, { force: true });
    // The request failed, its write stopped: the region is no longer being written.
    if (marker) await rm(marker, { force: true });
  }
}

/**
 * Where a chunk's bytes go. With local storage, a chunk whose place is known when its fields arrive (chunk 0, or
 * any chunk once one full chunk is recorded: every chunk but the last has that size) and that no request has
 * recorded yet is written straight into the upload's data file, so the file is written once and assembly copies
 * nothing. Any other chunk (a repeat, fields after the file, S3) goes to a file of the request's own.
 */
async function chunkTarget(
  app: FastifyInstance,
  protocolId: number,
  fields: Record<string, string>,
  ownFile: string,
): Promise<ChunkTarget> {
  const own: ChunkTarget = { path: ownFile, offset: null, limit: null };
  const parsed = uploadChunkFields.safeParse(fields);
  if (!parsed.success || parsed.data.chunk_index >= parsed.data.total_chunks) return own;
  const { total_chunks: total, chunk_index: index } = parsed.data;
  const uploadId = parsed.data.upload_id ?? legacyUploadId(total);
  const dataPath = app.storage.localPath(dataKey(protocolId, uploadId));
  if (!dataPath) return own;
  // The region is claimed before the rows are read: a row of this index inserted after the read can only come
  // from a request that wrote a file of its own, never from a second writer of the region.
  const marker = await claimRegion(dataPath, index);
  if (!marker) return own;
  const { taken, full } = await chunkPlacement(app, protocolId, uploadId, index, total).catch(async (error: unknown) => {
    await rm(marker, { force: true });
    throw error;
  });
  if (taken || (index > 0 && full === null)) {
    await rm(marker, { force: true });
    return own;
  }
  return { path: dataPath, offset: index * (full ?? 0), limit: full, own: ownFile, marker };
}

/**
 * The marker `writing-<index>` beside the data file, created exclusively (O_EXCL works across processes sharing
 * DATA_DIR): its holder is the only request writing that region. Null when another request holds it, or held it
 * and died (its marker stays until the upload is discarded, and the index goes to files of their own).
 */
async function claimRegion(dataPath: string, index: number): Promise<string | null> {
  const marker = regionMarker(dataPath, index);
  await mkdir(path.dirname(marker), { recursive: true });
  try {
    await (await open(marker, 'wx')).close();
    return marker;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
}

/** Stores the chunk and inserts its row; a row already there must describe the same bytes (else 409). */
async function publishChunk(
  app: FastifyInstance,
  protocolId: number,
  chunk: { uploadId: string; total: number; index: number; fileSha256: string | null },
  file: ReceivedChunkFile,
  ownFile: string,
): Promise<void> {
  const inPlace = file.target.offset !== null;
  const key = inPlace
    ? dataKey(protocolId, chunk.uploadId)
    : `${uploadPrefix(protocolId, chunk.uploadId)}/${String(chunk.index).padStart(6, '0')}-${randomUUID()}`;
  if (!inPlace) await app.storage.putFile(key, ownFile);
  const inserted = await app.db
    .insert(uploadChunks)
    .values({
      protocol_id: protocolId,
      upload_id: chunk.uploadId,
      total_chunks: chunk.total,
      chunk_index: chunk.index,
      size: file.size,
      key,
      file_name: file.filename || null,
      sha256: file.sha256,
      file_sha256: chunk.fileSha256,
      data_offset: file.target.offset,
    })
    .onConflictDoNothing()
    .returning({ key: uploadChunks.key });
  if (inserted.length > 0) return;
  // A repeat that raced the first write of its index into the data file: assembly checks the region's bytes.
  if (!inPlace) await app.storage.delete(key);
  const [first] = await app.db
    .select()
    .from(uploadChunks)
    .where(
      and(
        eq(uploadChunks.protocol_id, protocolId),
        eq(uploadChunks.upload_id, chunk.uploadId),
        eq(uploadChunks.chunk_index, chunk.index),
      ),
    );
  // Gone between the insert and now: the upload was dropped by a newer one.
  if (!first) throw conflict(UPLOAD_MESSAGES.restarted);
  const firstSha256 = first.sha256 ?? (await storedSha256(app, first.key));
  if (first.size !== file.size || firstSha256 !== file.sha256) throw conflict(UPLOAD_MESSAGES.chunkDiffers(chunk.index));
  if (chunk.fileSha256 && !first.file_sha256) {
    await app.db
      .update(uploadChunks)
      .set({ file_sha256: chunk.fileSha256 })
      .where(
        and(
          eq(uploadChunks.protocol_id, protocolId),
          eq(uploadChunks.upload_id, chunk.uploadId),
          eq(uploadChunks.chunk_index, chunk.index),
        ),
      );
  }
}

/** The SHA-256 of a stored chunk from before checksums were kept. */
async function storedSha256(app: FastifyInstance, key: string): Promise<string> {
  const hash = hashing();
  await pipeline(await app.storage.read(key), hash, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return hash.digest().sha256;
}
