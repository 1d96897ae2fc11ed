import type { FastifyInstance } from 'fastify';

export const PROCESS_VIDEO_QUEUE = 'protocols.process-video';

/** Attempts after the first; a failure after them leaves the protocol in error_video_process. */
export const PROCESS_VIDEO_RETRIES = 2;

export interface ProcessVideoJob {
  protocolId: number;
}

export async function createProcessingQueue(app: FastifyInstance): Promise<void> {
  const options = {
    retryLimit: PROCESS_VIDEO_RETRIES,
    retryDelay: app.config.processingRetryDelaySeconds,
    retryBackoff: true,
    // A lost worker is noticed by the watchdog long before this; it only bounds a job that hangs.
    expireInSeconds: 6 * 60 * 60,
  };
  // One queued or running job per protocol (singletonKey = protocol id).
  await app.boss.createQueue(PROCESS_VIDEO_QUEUE, { policy: 'exclusive', ...options });
  // createQueue keeps an existing queue as it was: settings changed since then apply from this start on.
  await app.boss.updateQueue(PROCESS_VIDEO_QUEUE, options);
}

export async function enqueueProcessing(app: FastifyInstance, protocolId: number): Promise<void> {
  await app.boss.send(PROCESS_VIDEO_QUEUE, { protocolId } satisfies ProcessVideoJob, {
    singletonKey: String(protocolId),
  });
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
