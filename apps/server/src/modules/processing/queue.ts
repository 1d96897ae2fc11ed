import type { FastifyInstance } from 'fastify';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import type { Db } from '../../db/client.ts';
import type { ProcessingOptions } from '../../db/schema.ts';
import { ensureQueue, inTransaction } from '../../jobs/queue.ts';
import { transitionStage } from '../protocols/index.ts';
import { publishProtocolEvent } from './events.ts';

export const PROCESS_VIDEO_QUEUE = 'protocols.process-video';

/** Attempts after the first; a failure after them leaves the protocol in error_video_process. */
export const PROCESS_VIDEO_RETRIES = 2;

export interface ProcessVideoJob {
  protocolId: number;
}

export async function createProcessingQueue(app: FastifyInstance): Promise<void> {
  // One queued or running job per protocol (singletonKey = protocol id).
  await ensureQueue(app.boss, PROCESS_VIDEO_QUEUE, {
    policy: 'exclusive',
    retryLimit: PROCESS_VIDEO_RETRIES,
    retryDelay: app.config.processingRetryDelaySeconds,
    retryBackoff: true,
    // A lost worker is noticed by the watchdog long before this; it only bounds a job that hangs.
    expireInSeconds: 6 * 60 * 60,
  });
}

/**
 * Queues the protocol's job; a job already queued or running for it stays the only one, and one queued for later
 * (`queueProcessingAfterUpload`) is brought forward to now. Given `tx`, the job is written in that transaction:
 * it exists exactly when the change that asked for it commits.
 */
export async function enqueueProcessing(app: FastifyInstance, protocolId: number, tx?: Db): Promise<void> {
  const db = tx ? inTransaction(tx) : app.database;
  const id = await app.boss.send(PROCESS_VIDEO_QUEUE, { protocolId } satisfies ProcessVideoJob, {
    singletonKey: String(protocolId),
    db,
  });
  if (id !== null) return;
  await db.executeSql(
    `UPDATE pgboss.job SET start_after = now()
      WHERE name = $1 AND singleton_key = $2 AND state = 'created' AND start_after > now()`,
    [PROCESS_VIDEO_QUEUE, String(protocolId)],
  );
}

/**
 * The upload completed (in `tx`): its processing is queued to start by itself after PROCESSING_AUTOSTART_SECONDS.
 * The page asks for it at once, with the engine chosen (`startProcessing` brings this job forward); a tab closed
 * after the last chunk leaves it to this job, which moves the protocol to «video_process» itself (job.ts).
 */
export async function queueProcessingAfterUpload(app: FastifyInstance, tx: Db, protocolId: number): Promise<void> {
  await app.boss.send(PROCESS_VIDEO_QUEUE, { protocolId } satisfies ProcessVideoJob, {
    singletonKey: String(protocolId),
    startAfter: app.config.processingAutostartSeconds,
    db: inTransaction(tx),
  });
}

const STARTABLE = stagesWhere(STAGE_RULES.canProcessVideo);

/**
 * Starts recognition inside the caller's transaction: stage «video_process» and the job, committed together —
 * so neither a stage without a job nor a job for a protocol that never got there.
 */
export async function startProcessing(app: FastifyInstance, tx: Db, protocolId: number, options: ProcessingOptions = {}) {
  const started = await transitionStage(tx, protocolId, 'video_process', {
    expected: STARTABLE,
    patch: {
      progress: 0,
      stage_error: null,
      processing_note: null,
      processing_options: options.engine || options.replace_transcript || options.live_transcript ? options : null,
    },
  });
  await enqueueProcessing(app, protocolId, tx);
  return started;
}

/** The processing worker of each app that runs one (job.ts), to wake it when a job is queued. */
export const processingWorkers = new WeakMap<FastifyInstance, string>();

/**
 * After the commit: the secretary's open tabs learn that processing started, and this process's worker looks for
 * the job now rather than at its next poll (a browser recording's draft waits for nothing else).
 */
export async function announceProcessingStarted(app: FastifyInstance, started: Parameters<typeof publishProtocolEvent>[1]) {
  const worker = processingWorkers.get(app);
  if (worker) app.boss.notifyWorker(worker);
  await publishProtocolEvent(app, started, 'protocol.stage', 0).catch((error: unknown) =>
    app.log.warn({ err: error, protocolId: started.id }, 'processing start event not published'),
  );
}

/** Jobs of this protocol that are waiting or running, with their attempt counters. */
export async function pendingJobs(app: FastifyInstance, protocolId: number) {
  const result = await app.database.executeSql(
    `SELECT id, state, retry_count, retry_limit FROM pgboss.job
      WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry', 'active')`,
    [PROCESS_VIDEO_QUEUE, String(protocolId)],
  );
  return result.rows as { id: string; state: string; retry_count: number; retry_limit: number }[];
}
