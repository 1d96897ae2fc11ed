import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { protocols, uploadChunks, type StoredFile } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { probeMedia } from '../../pipeline/media/probe.ts';
import { hashing } from './chunk-file.ts';
import { completeUpload } from './complete.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { ASSEMBLY_MARKER, chunksOf, discardUpload, type ChunkRow } from './store.ts';

/*
 * One request assembles an upload: the one whose marker row (chunk_index -1) went in. The marker is a lease,
 * renewed every HEARTBEAT_MS while the assembly runs; a marker not renewed for LEASE_SECONDS belongs to a
 * process that died (killed mid-assembly), and the next request for the upload takes it over. An embedded
 * database has one process, so at its start every marker is such a leftover (`forgetDeadAssemblies`).
 */
const HEARTBEAT_MS = 2_000;
export const LEASE_SECONDS = 10;

/** Takes the assembly of the upload unless a live request has it. */
export async function claimAssembly(app: FastifyInstance, protocolId: number, uploadId: string, total: number): Promise<boolean> {
  await app.db
    .delete(uploadChunks)
    .where(
      and(
        eq(uploadChunks.protocol_id, protocolId),
        eq(uploadChunks.chunk_index, ASSEMBLY_MARKER),
        lt(uploadChunks.heartbeat_at, sql`now() - make_interval(secs => ${LEASE_SECONDS})`),
      ),
    );
  const claimed = await app.db
    .insert(uploadChunks)
    .values({ protocol_id: protocolId, upload_id: uploadId, total_chunks: total, chunk_index: ASSEMBLY_MARKER, size: 0, key: '' })
    .onConflictDoNothing()
    .returning({ index: uploadChunks.chunk_index });
  return claimed.length > 0;
}

/** Whether some upload of the protocol other than `uploadId` is being assembled by a live request. */
export async function assemblingOther(app: FastifyInstance, protocolId: number, uploadId: string): Promise<boolean> {
  const { rows } = await app.database.executeSql(
    `SELECT 1 FROM upload_chunks WHERE protocol_id = $1 AND chunk_index = $2 AND upload_id <> $3
        AND heartbeat_at >= now() - make_interval(secs => $4)`,
    [protocolId, ASSEMBLY_MARKER, uploadId, LEASE_SECONDS],
  );
  return rows.length > 0;
}

/** At the start of an embedded-database server: no other process can be assembling. */
export async function forgetDeadAssemblies(app: FastifyInstance): Promise<void> {
  await app.db.delete(uploadChunks).where(eq(uploadChunks.chunk_index, ASSEMBLY_MARKER));
}

/**
 * Joins the chunks in order into one file while hashing it, checks the client's checksum and that it is media,
 * then keeps it as the protocol's video. Call only holding the marker (`claimAssembly`); it is released here.
 */
export async function assemble(app: FastifyInstance, protocolId: number, uploadId: string): Promise<{ sha256: string }> {
  const marker = and(
    eq(uploadChunks.protocol_id, protocolId),
    eq(uploadChunks.upload_id, uploadId),
    eq(uploadChunks.chunk_index, ASSEMBLY_MARKER),
  );
  const heartbeat = setInterval(() => {
    app.db
      .update(uploadChunks)
      .set({ heartbeat_at: sql`now()` })
      .where(marker)
      .catch((error: unknown) => app.log.warn({ err: error }, 'upload assembly heartbeat failed'));
  }, HEARTBEAT_MS);
  const dataPath = path.join(app.config.dataDir, 'tmp', `assemble-${randomUUID()}`);
  try {
    const chunks = await chunksOf(app, protocolId, uploadId);
    const { size, sha256 } = await joinChunks(app, chunks, dataPath);
    const expected = chunks.find((row) => row.fileSha256)?.fileSha256;
    if (expected && expected !== sha256) {
      await discardUpload(app, protocolId, uploadId);
      throw unprocessable({ file_sha256: [UPLOAD_MESSAGES.fileChecksum] });
    }
    const probe = await probeMedia(dataPath).catch(() => null);
    if (!probe || (!probe.hasAudio && !probe.hasVideo)) {
      await discardUpload(app, protocolId, uploadId);
      throw unprocessable({ video: [UPLOAD_MESSAGES.notMedia] });
    }
    const fileName = chunks.find((row) => row.fileName)?.fileName ?? `video-${protocolId}`;
    const extension = path.extname(fileName).toLowerCase().replace(/[^.a-z0-9]/g, '') || '.bin';
    const key = `videos/${protocolId}/${randomUUID()}${extension}`;
    const video: StoredFile = { key, name: fileName, size, mime: probe.mime, duration: probe.duration };
    await app.storage.putFile(key, dataPath, probe.mime);
    const [previous] = await app.db.select({ video: protocols.video }).from(protocols).where(eq(protocols.id, protocolId));
    try {
      await completeUpload(app, protocolId, video);
    } catch (error) {
      await app.storage.delete(key);
      throw error;
    }
    if (previous?.video && previous.video.key !== key) await app.storage.delete(previous.video.key);
    await discardUpload(app, protocolId, uploadId);
    return { sha256 };
  } finally {
    clearInterval(heartbeat);
    await rm(dataPath, { force: true });
    await app.db.delete(uploadChunks).where(marker);
  }
}

async function joinChunks(app: FastifyInstance, chunks: ChunkRow[], target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  const hash = hashing();
  async function* bytes() {
    for (const row of chunks) yield* await app.storage.read(row.key);
  }
  await pipeline(Readable.from(bytes()), hash, createWriteStream(target, { flush: true }));
  return hash.digest();
}
