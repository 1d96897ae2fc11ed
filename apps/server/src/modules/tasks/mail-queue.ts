import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { protocolTasks, protocols, taskReports, users } from '../../db/schema.ts';
import { mailbox } from '../../mail/mailer.ts';
import { appStartUrl } from '../../mail/layout.ts';
import { defineMailQueue } from '../../mail/queue.ts';
import { overdueDigestMail, taskListMail, taskMail, type TaskMailKind } from './mail-content.ts';
import { openReportLink, reportLinkUrl } from './report-links.ts';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const TASK_MAIL_QUEUE = 'tasks.mail';

export type TaskMailJob =
  | {
      kind: TaskMailKind;
      taskId: number;
      /** Who was assigned when the letter was queued: a later reassignment makes this letter obsolete. */
      responsibleId: number;
      /** A returned report: the secretary's comment comes from it. */
      reportId?: number;
      /** A reminder: the organisation's day it was claimed on, which its words count the days from. */
      day?: string;
    }
  | {
      /** The protocol became final: one letter to a person with all their tasks in it. */
      kind: 'protocol_final';
      protocolId: number;
      responsibleId: number;
      taskIds: number[];
    }
  | {
      /** The secretary's daily digest of her overdue tasks. */
      kind: 'overdue_digest';
      secretaryId: number;
      day: string;
    };

/**
 * Every letter of the task domain, through one queue: to the people responsible (when the protocol is final, on
 * assignment, the reminders, a returned report, a new report link) and the secretary's overdue digest. Each letter
 * to a person responsible carries the personal report link of its task (report-links.ts).
 */
export const taskMailQueue = defineMailQueue<TaskMailJob>(TASK_MAIL_QUEUE, {
  deliver: (app, job) =>
    job.kind === 'protocol_final' ? deliverList(app, job) : job.kind === 'overdue_digest' ? deliverDigest(app, job) : deliver(app, job),
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

async function reportUrlFor(app: FastifyInstance, taskId: number, responsibleId: number): Promise<string> {
  return reportLinkUrl(app.publicUrl, await openReportLink(app.db, app.config.jwtSecret, taskId, responsibleId));
}

async function deliverList(app: FastifyInstance, job: Extract<TaskMailJob, { kind: 'protocol_final' }>): Promise<void> {
  const [protocol] = await app.db.select().from(protocols).where(eq(protocols.id, job.protocolId));
  if (!protocol) return;
  // Tasks reassigned, deleted or done since the letter was queued are not this person's news any more.
  const tasks = await app.db
    .select({ id: protocolTasks.id, essence: protocolTasks.essence, deadline: protocolTasks.deadline })
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
  const withLinks = [];
  for (const task of tasks) withLinks.push({ ...task, reportUrl: await reportUrlFor(app, task.id, job.responsibleId) });
  const mail = taskListMail({
    recipientName: recipient.name,
    tasks: withLinks,
    protocolNumber: protocol.protocol_number,
    protocolTheme: protocol.theme,
    protocolDate: protocol.event_date,
    secretaryName,
    appUrl,
  });
  await app.mailer.send({ to: mailbox(recipient.name, recipient.email), ...mail });
}

async function deliver(
  app: FastifyInstance,
  job: Exclude<TaskMailJob, { kind: 'protocol_final' } | { kind: 'overdue_digest' }>,
): Promise<void> {
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
  if (job.kind !== 'assigned' && row.status === 'success') return;
  const { recipient, secretaryName, appUrl } = await recipientAndSecretary(app, job.responsibleId, row.secretaryId);
  if (!recipient?.email) return;
  let returnComment: string | null = null;
  if (job.kind === 'returned' && job.reportId !== undefined) {
    const [report] = await app.db
      .select({ comment: taskReports.decision_comment })
      .from(taskReports)
      .where(eq(taskReports.id, job.reportId))
      .orderBy(desc(taskReports.id));
    returnComment = report?.comment ?? null;
  }
  // A letter queued before reminders had kinds (issue 24) says 'reminder': the migration counted it as the day-before one.
  const kind = (job.kind as string) === 'reminder' ? 'before_1' : job.kind;
  const daysLeft = job.day && (kind === 'before_3' || kind === 'before_1') ? daysBetween(job.day, row.deadline) : undefined;
  // The deadline was moved to a day already past since the reminder was claimed: «через −2 дня» is no news.
  if (daysLeft !== undefined && daysLeft < 0) return;
  const mail = taskMail(kind, {
    recipientName: recipient.name,
    essence: row.essence,
    deadline: row.deadline,
    protocolNumber: row.protocolNumber,
    protocolTheme: row.protocolTheme,
    protocolDate: row.protocolDate,
    secretaryName,
    appUrl,
    reportUrl: await reportUrlFor(app, job.taskId, job.responsibleId),
    returnComment,
    daysLeft,
  });
  await app.mailer.send({ to: mailbox(recipient.name, recipient.email), ...mail });
}

async function deliverDigest(app: FastifyInstance, job: Extract<TaskMailJob, { kind: 'overdue_digest' }>): Promise<void> {
  const [secretary] = await app.db
    .select({ email: users.email, name: users.full_name, active: users.is_active })
    .from(users)
    .where(eq(users.id, job.secretaryId));
  if (!secretary?.email || !secretary.active) return;
  // Read at delivery: a task done or moved since the digest was queued is not overdue news.
  const tasks = await app.db
    .select({
      essence: protocolTasks.essence,
      deadline: protocolTasks.deadline,
      responsibleName: users.full_name,
      protocolNumber: protocols.protocol_number,
    })
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .leftJoin(users, eq(users.id, protocolTasks.responsible_id))
    .where(and(eq(protocols.secretary_id, job.secretaryId), eq(protocolTasks.status, 'expired')))
    .orderBy(asc(protocolTasks.deadline), asc(protocolTasks.id));
  if (tasks.length === 0) return;
  const mail = overdueDigestMail({ recipientName: secretary.name, day: job.day, tasks, appUrl: appStartUrl(app.publicUrl) });
  await app.mailer.send({ to: mailbox(secretary.name, secretary.email), ...mail });
}
