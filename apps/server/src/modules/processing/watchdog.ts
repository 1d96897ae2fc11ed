import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { STAGE_RULES, stagesWhere } from '@protocolist/contracts/stages';
import { protocols } from '../../db/schema.ts';
import { failProcessing, HEARTBEAT_SECONDS } from './job.ts';
import { PROCESS_VIDEO_QUEUE, enqueueProcessing, pendingJobs } from './queue.ts';

/** A running job that has not shown life for this long belonged to a worker that died. */
export const STALE_AFTER_SECONDS = HEARTBEAT_SECONDS * 6;
const LOST_WORKER = 'Обработчик видео был остановлен во время работы';

/**
 * Finds protocols stuck in video_process because their worker crashed or was killed, and gets them moving:
 * a job still marked active is failed (pg-boss retries it while attempts remain); with no attempts left, or
 * with no job at all, the protocol ends in error_video_process or gets a new job. Never leaves one stuck; nor a
 * protocol left «Видео загружено» with no job.
 */
export async function reviveStuckProcessing(
  app: FastifyInstance,
  staleSince = new Date(Date.now() - STALE_AFTER_SECONDS * 1000),
): Promise<number> {
  const stuck = await app.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(inArray(protocols.stage, stagesWhere(STAGE_RULES.isProcessing)), lt(protocols.updated_at, staleSince)));
  for (const { id } of stuck) {
    const jobs = await pendingJobs(app, id);
    const active = jobs.find((job) => job.state === 'active');
    if (active) {
      if (active.retry_count >= active.retry_limit) {
        await app.boss.fail(PROCESS_VIDEO_QUEUE, active.id, { reason: LOST_WORKER });
        await failProcessing(app, id, `${LOST_WORKER}. Запустите обработку ещё раз.`);
      } else {
        await app.boss.fail(PROCESS_VIDEO_QUEUE, active.id, { reason: LOST_WORKER });
        await app.db.update(protocols).set({ updated_at: new Date() }).where(eq(protocols.id, id));
      }
    } else if (jobs.length === 0) {
      await enqueueProcessing(app, id);
      await app.db.update(protocols).set({ updated_at: new Date() }).where(eq(protocols.id, id));
    }
  }
  // A video uploaded whose job is gone (uploaded before the server queued one with the upload): start it now.
  const waiting = await app.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        eq(protocols.stage, 'video_uploaded'),
        lt(protocols.updated_at, new Date(Date.now() - app.config.processingAutostartSeconds * 1000)),
      ),
    );
  for (const { id } of waiting) {
    if ((await pendingJobs(app, id)).length === 0) await enqueueProcessing(app, id);
  }
  return stuck.length;
}
