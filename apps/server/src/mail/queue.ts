import type { FastifyInstance } from 'fastify';
import type { Job, JobInsert } from 'pg-boss';
import type { Db } from '../db/client.ts';
import { ensureQueue, inTransaction } from '../jobs/queue.ts';

/**
 * The one retry policy of every e-mail: up to MAIL_RETRY_LIMIT more attempts, the wait starting at
 * MAIL_RETRY_DELAY_SECONDS and doubling up to an hour. With the default 30 s that outlasts an SMTP outage of
 * about fourteen hours.
 */
export const MAIL_RETRY_LIMIT = 20;
const MAIL_RETRY_DELAY_MAX_SECONDS = 3600;

function mailRetryPolicy(retryDelaySeconds: number) {
  return {
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: MAIL_RETRY_DELAY_MAX_SECONDS,
  };
}

export interface MailQueueOptions<T, C> {
  /** Jobs one worker takes at once. */
  batchSize?: number;
  /** Made once per batch and handed to each delivery (e.g. a PDF rendered once for all its recipients). */
  batchContext?: (app: FastifyInstance) => C;
  /**
   * Sends the letter of one job, or returns without sending when it is no longer due. A throw fails this job
   * alone (one bad address never resends the others); the queue retries it by the policy above.
   */
  deliver: (app: FastifyInstance, data: T, context: C) => Promise<void>;
}

export interface MailQueue<T> {
  readonly name: string;
  /** Creates the queue and, where this process runs workers, starts delivering. */
  start(app: FastifyInstance): Promise<void>;
  /**
   * Queues letters; never sends inside a request, so a slow or broken mail server cannot fail it. Given the
   * transaction `tx` of the change that causes them, the letters are queued only if that change commits.
   */
  enqueue(app: FastifyInstance, jobs: readonly T[], tx?: Db): Promise<void>;
}

/** A pg-boss queue of e-mails with the common retry policy, polling and per-job failure handling. */
export function defineMailQueue<T extends object, C = undefined>(name: string, options: MailQueueOptions<T, C>): MailQueue<T> {
  const workerIds = new WeakMap<FastifyInstance, string>();
  const batchSize = options.batchSize ?? 10;

  async function deliverBatch(app: FastifyInstance, jobs: Job<T>[]): Promise<void> {
    const context = options.batchContext ? options.batchContext(app) : (undefined as C);
    const results = await Promise.allSettled(jobs.map((job) => options.deliver(app, job.data, context)));
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      const error = result.reason as Error;
      app.log.warn({ err: error, queue: name, job: jobs[index]!.id }, 'e-mail not sent, will retry');
      await app.boss.fail(name, jobs[index]!.id, { message: error.message });
    }
  }

  return {
    name,
    async start(app) {
      const policy = mailRetryPolicy(app.config.mailRetryDelaySeconds);
      await ensureQueue(app.boss, name, policy);
      if (!app.runsWorkers) return;
      // Never poll slower than the first retry delay, or retries would wait for the poll instead.
      const pollingIntervalSeconds = Math.max(0.5, Math.min(2, app.config.mailRetryDelaySeconds));
      const id = await app.boss.work<T>(name, { batchSize, pollingIntervalSeconds }, (jobs) => deliverBatch(app, jobs));
      workerIds.set(app, id);
    },
    async enqueue(app, jobs, tx) {
      if (jobs.length === 0) return;
      const policy = mailRetryPolicy(app.config.mailRetryDelaySeconds);
      await app.boss.insert(
        name,
        jobs.map((data): JobInsert<T> => ({ data, ...policy })),
        tx ? { db: inTransaction(tx) } : {},
      );
      // Within a transaction the jobs are not visible yet: the worker finds them at its next poll.
      const workerId = workerIds.get(app);
      if (workerId && !tx) app.boss.notifyWorker(workerId);
    },
  };
}
