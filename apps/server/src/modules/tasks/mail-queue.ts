import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { protocolTasks, protocols, users } from '../../db/schema.ts';
import { mailbox } from '../../mail/mailer.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { taskMail, type TaskMailKind } from './mail-content.ts';

export const TASK_MAIL_QUEUE = 'tasks.mail';

export interface TaskMailJob {
  kind: TaskMailKind;
  taskId: number;
  /** Who was assigned when the letter was queued: a later reassignment makes this letter obsolete. */
  responsibleId: number;
}

/** Letters to the person responsible for a task: on assignment and the day before the deadline. */
export const taskMailQueue = defineMailQueue<TaskMailJob>(TASK_MAIL_QUEUE, { deliver });

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
