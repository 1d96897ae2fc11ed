import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import { eq } from 'drizzle-orm';
import { protocolTasks, protocols, users } from '../../db/schema.ts';
import { taskMail, type TaskMailKind } from './mail-content.ts';

export const TASK_MAIL_QUEUE = 'tasks.mail';

export interface TaskMailJob {
  kind: TaskMailKind;
  taskId: number;
  /** Who was assigned when the letter was queued: a later reassignment makes this letter obsolete. */
  responsibleId: number;
}

const workerIds = new WeakMap<FastifyInstance, string>();

/** Retries ride out an SMTP outage: the wait doubles from MAIL_RETRY_DELAY_SECONDS up to an hour. */
function retryOptions(app: FastifyInstance) {
  return { retryLimit: 10, retryDelay: app.config.mailRetryDelaySeconds, retryBackoff: true, retryDelayMax: 3600 };
}

export async function startTaskMail(app: FastifyInstance): Promise<void> {
  await app.boss.createQueue(TASK_MAIL_QUEUE, retryOptions(app));
  if (!app.runsWorkers) return;
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, app.config.mailRetryDelaySeconds));
  const id = await app.boss.work<TaskMailJob>(TASK_MAIL_QUEUE, { batchSize: 10, pollingIntervalSeconds }, (jobs) =>
    deliverBatch(app, jobs),
  );
  workerIds.set(app, id);
}

/** Queues letters (never sent inside a request: a slow or broken mail server must not fail it). */
export async function enqueueTaskMail(app: FastifyInstance, ...jobs: TaskMailJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const options = retryOptions(app);
  await app.boss.insert(
    TASK_MAIL_QUEUE,
    jobs.map((data) => ({ data, ...options })),
  );
  const workerId = workerIds.get(app);
  if (workerId) app.boss.notifyWorker(workerId);
}

/** Each job fails or succeeds alone: one bad address must not resend the others. */
async function deliverBatch(app: FastifyInstance, jobs: Job<TaskMailJob>[]): Promise<void> {
  const results = await Promise.allSettled(jobs.map((job) => deliver(app, job.data)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'fulfilled') continue;
    const error = result.reason as Error;
    app.log.warn({ err: error, job: jobs[index]!.id }, 'task e-mail not sent, will retry');
    await app.boss.fail(TASK_MAIL_QUEUE, jobs[index]!.id, { message: error.message });
  }
}

async function deliver(app: FastifyInstance, job: TaskMailJob): Promise<void> {
  const [row] = await app.db
    .select({
      essence: protocolTasks.essence,
      deadline: protocolTasks.deadline,
      status: protocolTasks.status,
      responsibleId: protocolTasks.responsible_id,
      protocolNumber: protocols.protocol_number,
      protocolTheme: protocols.theme,
      protocolDate: protocols.event_date,
      secretaryId: protocols.secretary_id,
    })
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .where(eq(protocolTasks.id, job.taskId));
  // Deleted, reassigned or already done since the letter was queued: nothing to tell.
  if (!row || row.responsibleId !== job.responsibleId) return;
  if (job.kind === 'reminder' && row.status === 'success') return;
  const [recipient] = await app.db
    .select({ email: users.email, name: users.full_name })
    .from(users)
    .where(eq(users.id, job.responsibleId));
  if (!recipient?.email) return;
  const [secretary] = await app.db.select({ name: users.full_name }).from(users).where(eq(users.id, row.secretaryId));
  const mail = taskMail(job.kind, {
    recipientName: recipient.name,
    essence: row.essence,
    deadline: row.deadline,
    protocolNumber: row.protocolNumber,
    protocolTheme: row.protocolTheme,
    protocolDate: row.protocolDate,
    secretaryName: secretary?.name ?? null,
  });
  await app.mailer.send({ to: mailbox(recipient.name, recipient.email), ...mail });
}

function mailbox(name: string, email: string): string {
  const clean = name.replace(/["\\\r\n]/g, '').trim();
  return clean ? `"${clean}" <${email}>` : email;
}
