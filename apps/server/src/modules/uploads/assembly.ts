import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { protocols, uploadChunks, type StoredFile } from '../../db/schema.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import { probeMedia } from '../../pipeline/media/probe.ts';
import { writeChunk } from './chunk-file.ts';
import { completeUpload } from './complete.ts';
import { finishRunningHash } from './running-hash.ts';
import { UPLOAD_MESSAGES } from './messages.ts';
import { ASSEMBLY_MARKER, REGION_MARKER_PREFIX, chunksOf, dataKey, discardUpload, type ChunkRow } from './store.ts';

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

/**
 * What a chunk request for `index` of `total` needs to know of the protocol's uploads, in one query and one row
 * (not one per chunk): whether the chunks of `uploadId` say another number of chunks, the size of those other than
 * `index`, whether another upload is being assembled by a live request, and whether other uploads are held at all.
 */
export async function uploadsOfProtocol(app: FastifyInstance, protocolId: number, uploadId: string, index: number, total: number) {
  const { rows } = await app.database.executeSql(
    `SELECT coalesce(bool_or(upload_id = $2 AND chunk_index <> $5 AND total_chunks <> $4), false) AS total_changed,
            coalesce(sum(size) FILTER (WHERE upload_id = $2 AND chunk_index <> $5 AND chunk_index <> $3), 0)::float8 AS others_size,
            coalesce(bool_or(upload_id <> $2 AND chunk_index = $5 AND heartbeat_at >= now() - make_interval(secs => $6)), false) AS assembling_other,
            coalesce(bool_or(upload_id <> $2), false) AS others_held
       FROM upload_chunks WHERE protocol_id = $1`,
    [protocolId, uploadId, index, total, ASSEMBLY_MARKER, LEASE_SECONDS],
  );
  const [row] = rows as { total_changed: boolean; others_size: number; assembling_other: boolean; others_held: boolean }[];
  return {
    totalChanged: row?.total_changed ?? false,
    othersSize: row?.others_size ?? 0,
    assemblingOther: row?.assembling_other ?? false,
    othersHeld: row?.others_held ?? false,
  };
}

/** At the start of an embedded-database server: no other process can be assembling. */
export async function forgetDeadAssemblies(app: FastifyInstance): Promise<void> {
  await app.db.delete(uploadChunks).where(eq(uploadChunks.chunk_index, ASSEMBLY_MARKER));
}

/**
 * Puts the chunks together into one file, checks every chunk's bytes against its row and the file against the
 * client's checksum, checks it is media, then keeps it as the protocol's video. With local storage the file is
 * the upload's data file, where most chunks already lie in place: only chunks stored on their own are copied in,
 * so an upload needs its own size in free space, not twice. Call only holding the marker (`claimAssembly`); it is
 * released here.
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
  let joinedCopy: string | null = null;
  try {
    const chunks = await chunksOf(app, protocolId, uploadId);
    const places = placesOf(chunks);
    const dataPath = app.storage.localPath(dataKey(protocolId, uploadId));
    let filePath: string;
    if (dataPath && chunks.some((row) => row.offset !== null) && !(await exists(dataPath))) {
      // A server died between keeping the data file as the video and recording it: its chunks are gone.
      await discardUpload(app, protocolId, uploadId);
      throw conflict(UPLOAD_MESSAGES.restarted);
    }
    if (dataPath && chunks.every((row, i) => row.offset === null || row.offset === places[i])) {
      await fillInPlace(app, chunks, places, dataPath);
      filePath = dataPath;
    } else {
      // Chunks of uneven sizes written in place, or S3: join them into a new file.
      joinedCopy = path.join(app.config.dataDir, 'tmp', `assemble-${randomUUID()}`);
      await joinChunks(app, chunks, dataPath, joinedCopy);
      filePath = joinedCopy;
    }
    // Each region had one writer at most, and every writer is done: a chunk's bytes are those its row describes,
    // and only the whole file is hashed. A marker left means a writer may still be at work (or died at it): then
    // every chunk is checked against its row as well.
    const checkChunks = filePath !== dataPath || (await regionsBeingWritten(dataPath));
    const end = chunks.length > 0 ? places.at(-1)! + chunks.at(-1)!.size : 0;
    // The media check runs beside the hashing (its own process and the hash thread): its answer is not used when
    // the bytes turn out wrong.
    const [hashed, probed] = await Promise.allSettled([
      checkChunks
        ? verify(filePath, chunks, places)
        : finishRunningHash(protocolId, uploadId, chunks, filePath, end).then((sha256) => ({ size: end, sha256, damaged: [] as number[] })),
      probeMedia(filePath),
    ]);
    if (hashed.status === 'rejected') throw hashed.reason;
    const { size, sha256, damaged } = hashed.value;
    if (damaged.length > 0) {
      // Two different writes of one index raced into its region: forget it; the client sends it again.
      await app.db
        .delete(uploadChunks)
        .where(and(eq(uploadChunks.protocol_id, protocolId), eq(uploadChunks.upload_id, uploadId), inArray(uploadChunks.chunk_index, damaged)));
      throw conflict(UPLOAD_MESSAGES.chunkDamaged(damaged[0]!));
    }
    const expected = chunks.find((row) => row.fileSha256)?.fileSha256;
    if (expected && expected !== sha256) {
      await discardUpload(app, protocolId, uploadId);
      throw unprocessable({ file_sha256: [UPLOAD_MESSAGES.fileChecksum] });
    }
    const probe = probed.status === 'fulfilled' ? probed.value : null;
    if (!probe || (!probe.hasAudio && !probe.hasVideo)) {
      await discardUpload(app, protocolId, uploadId);
      throw unprocessable({ video: [UPLOAD_MESSAGES.notMedia] });
    }
    const fileName = chunks.find((row) => row.fileName)?.fileName ?? `video-${protocolId}`;
    const extension = path.extname(fileName).toLowerCase().replace(/[^.a-z0-9]/g, '') || '.bin';
    const key = `videos/${protocolId}/${randomUUID()}${extension}`;
    const video: StoredFile = { key, name: fileName, size, mime: probe.mime, duration: probe.duration };
    await app.storage.putFile(key, filePath, probe.mime);
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
    if (joinedCopy) await rm(joinedCopy, { force: true });
    await app.db.delete(uploadChunks).where(marker);
  }
}

const exists = (file: string) => stat(file).then(() => true, () => false);

async function regionsBeingWritten(dataPath: string): Promise<boolean> {
  const names = await readdir(path.dirname(dataPath)).catch(() => [] as string[]);
  return names.some((name) => name.startsWith(REGION_MARKER_PREFIX));
}

/** Where each chunk starts in the assembled file. */
function placesOf(chunks: ChunkRow[]): number[] {
  let place = 0;
  return chunks.map((row) => {
    const start = place;
    place += row.size;
    return start;
  });
}

/** Copies the chunks stored on their own to their places in the data file, and cuts what lies past the end. */
async function fillInPlace(app: FastifyInstance, chunks: ChunkRow[], places: number[], dataPath: string) {
  for (const [i, row] of chunks.entries()) {
    if (row.offset !== null) continue;
    await writeChunk({ path: dataPath, offset: places[i]!, limit: null }, await app.storage.read(row.key));
  }
  const end = chunks.length > 0 ? places.at(-1)! + chunks.at(-1)!.size : 0;
  const file = await open(dataPath, 'r+');
  try {
    // Every chunk's bytes are on disk already (fsynced before its row went in): only a size that changes needs one.
    if ((await file.stat()).size === end) return;
    await file.truncate(end);
    await file.datasync();
  } finally {
    await file.close();
  }
}

async function joinChunks(app: FastifyInstance, chunks: ChunkRow[], dataPath: string | null, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  async function* bytes() {
    for (const row of chunks) {
      if (row.offset === null || !dataPath) yield* await app.storage.read(row.key);
      else if (row.size > 0) yield* createReadStream(dataPath, { start: row.offset, end: row.offset + row.size - 1 });
    }
  }
  await pipeline(Readable.from(bytes()), createWriteStream(target, { flush: true }));
}

/** Reads the assembled file once: its size and SHA-256, and the chunks whose bytes differ from their rows. */
async function verify(filePath: string, chunks: ChunkRow[], places: number[]) {
  const whole = createHash('sha256');
  let size = 0;
  let current = 0;
  let chunkHash = createHash('sha256');
  const damaged: number[] = [];
  const close = () => {
    const row = chunks[current]!;
    if (row.sha256 && chunkHash.digest('hex') !== row.sha256) damaged.push(row.index);
    current += 1;
    chunkHash = createHash('sha256');
  };
  for await (const piece of createReadStream(filePath, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    whole.update(piece);
    let at = 0;
    while (at < piece.length) {
      while (current < chunks.length && size + at >= places[current]! + chunks[current]!.size) close();
      const end = current < chunks.length ? Math.min(piece.length, places[current]! + chunks[current]!.size - size) : piece.length;
      chunkHash.update(piece.subarray(at, end));
      at = end;
    }
    size += piece.length;
  }
  while (current < chunks.length) close();
  return { size, sha256: whole.digest('hex'), damaged };
}
