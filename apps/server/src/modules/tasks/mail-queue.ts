import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { protocolTasks, protocols, users } from '../../db/schema.ts';
import { mailbox } from '../../mail/mailer.ts';
import { appStartUrl } from '../../mail/layout.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { taskListMail, taskMail, type TaskMailKind } from './mail-content.ts';

export const TASK_MAIL_QUEUE = 'tasks.mail';

export type TaskMailJob =
  | {
      kind: TaskMailKind;
      taskId: number;
      /** Who was assigned when the letter was queued: a later reassignment makes this letter obsolete. */
      responsibleId: number;
    }
  | {
      /** The protocol became final: one letter to a person with all their tasks in it. */
      kind: 'protocol_final';
      protocolId: number;
      responsibleId: number;
      taskIds: number[];
    };

/**
 * Letters to the people responsible for tasks: when the protocol is final (all of a person's tasks in one
 * letter), on assignment in a final protocol, and the day before the deadline.
 */
export const taskMailQueue = defineMailQueue<TaskMailJob>(TASK_MAIL_QUEUE, {
  deliver: (app, job) => (job.kind === 'protocol_final' ? deliverList(app, job) : deliver(app, job)),
});

async function recipientAndSecretary(app: FastifyInstance, responsibleId: number, secretaryId: number) {
  const [recipient] = await app.db
    .select({ email: users.email, name: users.full_name, role: users.role })
    .from(users)
    .where(eq(users.id, responsibleId));
  const [secretary] = await app.db.select({ name: users.full_name }).from(users).where(eq(users.id, secretaryId));
  const appUrl = recipient && recipient.role !== 'external' ? appStartUrl(app.publicUrl) : null;
  return { recipient, secretaryName: secretary?.name ?? null, appUrl };
}

async function deliverList(app: FastifyInstance, job: Extract<TaskMailJob, { kind: 'protocol_final' }>): Promise<void> {
  const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, job.protocolId));
  if (!protocol) return;
  // Tasks reassigned, deleted or done since the letter was queued are not this person's news any more.
  const tasks = await app.db
    .select({ essence: protocolTasks.essence, deadline: protocolTasks.deadline })
    .from(protocolTasks)
    .where(
      and(
        inArray(protocolTasks.id, job.taskIds),
        eq(protocolTasks.responsible_id, job.responsibleId),
        ne(protocolTasks.status, 'success'),
      ),
    )
    .orderBy(asc(protocolTasks.deadline), asc(protocolTasks.id));
  if (tasks.length === 0) return;
  const { recipient, secretaryName, appUrl } = await recipientAndSecretary(app, job.responsibleId, protocol.secretary_id);
  if (!recipient?.email) return;
  const mail = taskListMail({
    recipientName: recipient.name,
    tasks,
    protocolNumber: protocol.protocol_number,
    protocolTheme: protocol.theme,
    protocolDate: protocol.event_date,
    secretaryName,
    appUrl,
  });
  await app.mailer.send({ to: mailbox(recipient.name, recipient.email), ...mail });
}

async function deliver(app: FastifyInstance, job: Exclude<TaskMailJob, { kind: 'protocol_final' }>): Promise<void> {
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
  const { recipient, secretaryName, appUrl } = await recipientAndSecretary(app, job.responsibleId, row.secretaryId);
  if (!recipient?.email) return;
  const mail = taskMail(job.kind, {
    recipientName: recipient.name,
    essence: row.essence,
    deadline: row.deadline,
    protocolNumber: row.protocolNumber,
    protocolTheme: row.protocolTheme,
    protocolDate: row.protocolDate,
    secretaryName,
    appUrl,
  });
  await app.mailer.send({ to: mailbox(recipient.name, recipient.email), ...mail });
}
