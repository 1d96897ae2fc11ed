import path from 'node:path';
import { and, asc, desc, eq, gte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UploadStatus } from '@protocolist/contracts/uploads';
import { uploadChunks } from '../../db/schema.ts';
import type { ChunkRow } from './chunk-row.ts';
import { dropRunningHash } from './running-hash.ts';

export type { ChunkRow } from './chunk-row.ts';

/*
 * The rows of `upload_chunks`: one per chunk received (index ≥ 0) and, while an upload is being assembled, its
 * marker (index -1). A chunk's row is inserted only once its bytes are stored, so a row always means "these
 * bytes are safe": in its object under `uploads/<protocol>/<upload>/`, written by that request alone, or (local
 * storage) in its region of the upload's data file, which assembly checks against the row's SHA-256.
 */

/** The marker row (chunk_index -1) one request inserts to own the assembly of an upload. */
export const ASSEMBLY_MARKER = -1;

export const uploadPrefix = (protocolId: number, uploadId: string) => `uploads/${protocolId}/${uploadId}`;
/** The upload's data file (local storage): chunks whose place was known on arrival are written into it in place. */
export const dataKey = (protocolId: number, uploadId: string) => `${uploadPrefix(protocolId, uploadId)}/data`;

/** Beside the data file while one request writes the region of chunk `index` into it (service.ts `claimRegion`). */
export const REGION_MARKER_PREFIX = 'writing-';
export const regionMarker = (dataPath: string, index: number) => path.join(path.dirname(dataPath), `${REGION_MARKER_PREFIX}${index}`);

const chunkColumns = {
  uploadId: uploadChunks.upload_id,
  total: uploadChunks.total_chunks,
  index: uploadChunks.chunk_index,
  size: uploadChunks.size,
  key: uploadChunks.key,
  fileName: uploadChunks.file_name,
  sha256: uploadChunks.sha256,
  fileSha256: uploadChunks.file_sha256,
  offset: uploadChunks.data_offset,
  createdAt: uploadChunks.created_at,
};

/** The chunks of one upload, in order (the marker left out). */
export async function chunksOf(app: FastifyInstance, protocolId: number, uploadId: string): Promise<ChunkRow[]> {
  return app.db
    .select(chunkColumns)
    .from(uploadChunks)
    .where(
      and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.upload_id, uploadId), gte(uploadChunks.chunk_index, 0)),
    )
    .orderBy(asc(uploadChunks.chunk_index));
}

/**
 * What decides where a new chunk `index` of `total` may be written, read in one row rather than every chunk's:
 * `taken` when a row of that index, or of another number of chunks, is in; `full` the size of the first chunk
 * that is not the last (every chunk but the last has it), null while none is in.
 */
export async function chunkPlacement(app: FastifyInstance, protocolId: number, uploadId: string, index: number, total: number) {
  const { rows } = await app.database.executeSql(
    `SELECT coalesce(bool_or(chunk_index = $3 OR total_chunks <> $4), false) AS taken,
            (array_agg(size::float8 ORDER BY chunk_index) FILTER (WHERE chunk_index < total_chunks - 1))[1] AS full
       FROM upload_chunks WHERE protocol_id = $1 AND upload_id = $2 AND chunk_index >= 0`,
    [protocolId, uploadId, index, total],
  );
  const [row] = rows as { taken: boolean; full: number | null }[];
  return { taken: row?.taken ?? false, full: row?.full ?? null };
}

/** The upload a protocol holds now: the one whose chunk came last (there is at most one but for a moment). */
export async function currentUploadId(app: FastifyInstance, protocolId: number): Promise<string | null> {
  const [latest] = await app.db
    .select({ uploadId: uploadChunks.upload_id })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), gte(uploadChunks.chunk_index, 0)))
    .orderBy(desc(uploadChunks.created_at))
    .limit(1);
  return latest?.uploadId ?? null;
}

/** What one upload holds: never chunks of two uploads mixed. */
export function statusOf(uploadId: string | null, rows: ChunkRow[]): UploadStatus {
  return { upload_id: rows.length > 0 ? uploadId : null, total_chunks: rows[0]?.total ?? null, received: rows.map((row) => row.index) };
}

export async function uploadStatus(app: FastifyInstance, protocolId: number, uploadId?: string): Promise<UploadStatus> {
  const id = uploadId ?? (await currentUploadId(app, protocolId));
  return statusOf(id, id === null ? [] : await chunksOf(app, protocolId, id));
}

/** Forgets every upload of the protocol but `keep`, with their bytes. */
export async function discardOtherUploads(app: FastifyInstance, protocolId: number, keep: string): Promise<void> {
  const stale = await app.db
    .delete(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), ne(uploadChunks.upload_id, keep)))
    .returning({ upload_id: uploadChunks.upload_id });
  for (const old of new Set(stale.map((row) => row.upload_id))) {
    await dropRunningHash(protocolId, old);
    await app.storage.deletePrefix(`${uploadPrefix(protocolId, old)}/`);
  }
}

/** Forgets one upload, with its bytes. */
export async function discardUpload(app: FastifyInstance, protocolId: number, uploadId: string): Promise<void> {
  await app.db
    .delete(uploadChunks)
    .where(and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.upload_id, uploadId)));
  await dropRunningHash(protocolId, uploadId);
  await app.storage.deletePrefix(`${uploadPrefix(protocolId, uploadId)}/`);
}
