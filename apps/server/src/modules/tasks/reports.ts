import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { TASK_STATUS_LABELS } from '@protocolist/contracts/enums';
import {
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_LINK_DAYS_AFTER_DEADLINE,
  TASK_REPORT_MESSAGES,
  type PublicTaskReportPage,
  type SendTaskReportRequest,
} from '@protocolist/contracts/task-reports';
import { protocolTasks, protocols, taskReportLinks, taskReports, taskStatusChanges, users, type StoredFile } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { CurrentUser } from '../../http/auth.ts';
import type { Db } from '../../db/client.ts';
import { addDays } from '../../lib/time-zones.ts';
import { organizationToday } from '../settings/index.ts';
import { changeTaskDeadline } from './deadline-change.ts';
import { taskMailQueue } from './mail-queue.ts';
import { presentReport } from './report-presenter.ts';
import { closeReportLink, findReportLink, type ReportLinkRow } from './report-links.ts';

type TaskRecord = typeof protocolTasks.$inferSelect;

/** A report link that may be shown: well signed, not revoked, still its person's task, not expired. */
export interface ReportContext {
  link: ReportLinkRow;
  task: TaskRecord;
  protocol: { id: number; protocol_number: number; theme: string; event_date: string; secretary_id: number };
  today: string;
}

/**
 * The link behind a token, or 404 with one message for every kind of bad link (forged, revoked, expired, of a
 * task given to someone else since), so the answer tells a guesser nothing.
 */
export async function loadReportContext(app: FastifyInstance, token: string): Promise<ReportContext> {
  const link = await findReportLink(app.db, token);
  if (!link || link.revoked_at) throw notFound(TASK_REPORT_MESSAGES.invalidLink);
  const [row] = await app.db
    .select({
      task: protocolTasks,
      protocol: {
        id: protocols.id,
        protocol_number: protocols.protocol_number,
        theme: protocols.theme,
        event_date: protocols.event_date,
        secretary_id: protocols.secretary_id,
      },
    })
    .from(protocolTasks)
    .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
    .where(eq(protocolTasks.id, link.task_id));
  if (!row || row.task.responsible_id !== link.responsible_id) throw notFound(TASK_REPORT_MESSAGES.invalidLink);
  const today = await organizationToday(app);
  if (addDays(row.task.deadline, REPORT_LINK_DAYS_AFTER_DEADLINE) < today) throw notFound(TASK_REPORT_MESSAGES.invalidLink);
  return { link, ...row, today };
}

async function pendingReportOf(app: FastifyInstance, taskId: number) {
  const [row] = await app.db
    .select({ id: taskReports.id })
    .from(taskReports)
    .where(and(eq(taskReports.task_id, taskId), eq(taskReports.state, 'pending')));
  return row ?? null;
}

export async function publicReportPage(app: FastifyInstance, context: ReportContext): Promise<PublicTaskReportPage> {
  const { link, task, protocol, today } = context;
  const [[latest], [person], [secretary], pending] = await Promise.all([
    app.db.select().from(taskReports).where(eq(taskReports.link_id, link.id)).orderBy(desc(taskReports.id)).limit(1),
    app.db.select({ name: users.full_name }).from(users).where(eq(users.id, link.responsible_id)),
    app.db.select({ name: users.full_name }).from(users).where(eq(users.id, protocol.secretary_id)),
    pendingReportOf(app, task.id),
  ]);
  return {
    responsible_name: person?.name ?? '',
    task: {
      essence: task.essence,
      deadline: task.deadline,
      status: task.status,
      status_label: TASK_STATUS_LABELS[task.status],
      protocol: { protocol_number: protocol.protocol_number, theme: protocol.theme, event_date: protocol.event_date },
      secretary_name: secretary?.name ?? null,
    },
    report: latest ? presentReport(latest) : null,
    can_report: link.closed_at === null && task.status !== 'success' && pending === null,
    min_proposed_deadline: addDays(today > task.deadline ? today : task.deadline, 1),
  };
}

/** The report's file by its extension (the browser's type is not trusted), or a 422 for the field. */
function checkReportFile(upload: UploadedFile): { mime: string } {
  const mime = REPORT_FILE_TYPES[path.extname(upload.filename).slice(1).toLowerCase()];
  if (!mime) throw fieldError('file', TASK_REPORT_MESSAGES.fileType);
  if (upload.size > REPORT_FILE_MAX_BYTES) throw fieldError('file', TASK_REPORT_MESSAGES.fileTooLarge);
  return { mime };
}

/**
 * Records the report of the person responsible and tells the secretary (an event for her open tabs). One report
 * waits for a decision at a time (a unique index): of parallel sends one is kept, the others get 409. The link's
 * row is locked first, so a decision made at the same moment either comes before (409) or sees this report.
 */
export async function sendReport(
  app: FastifyInstance,
  context: ReportContext,
  input: { kind: SendTaskReportRequest['kind']; comment: string; proposed_deadline?: string | undefined },
  upload: UploadedFile | undefined,
): Promise<void> {
  const { link, task, protocol, today } = context;
  if (link.closed_at) throw conflict(TASK_REPORT_MESSAGES.closed);
  if (task.status === 'success') throw conflict(TASK_REPORT_MESSAGES.taskDone);
  const proposed = input.kind === 'postpone' ? input.proposed_deadline! : null;
  if (proposed !== null && proposed <= today) throw fieldError('proposed_deadline', TASK_REPORT_MESSAGES.dateNotFuture);
  if (proposed !== null && proposed <= task.deadline) throw fieldError('proposed_deadline', TASK_REPORT_MESSAGES.dateNotLater);
  let file: StoredFile | null = null;
  if (upload && upload.size > 0) {
    const { mime } = checkReportFile(upload);
    const key = `task-reports/${task.id}/${randomUUID()}`;
    await app.storage.putFile(key, upload.path, mime);
    file = { key, name: path.basename(upload.filename), size: upload.size, mime };
  }
  try {
    await app.db.transaction(async (tx) => {
      const [open] = await tx
        .update(taskReportLinks)
        .set({ id: sql`${taskReportLinks.id}` })
        .where(and(eq(taskReportLinks.id, link.id), isNull(taskReportLinks.revoked_at), isNull(taskReportLinks.closed_at)))
        .returning({ id: taskReportLinks.id });
      if (!open) throw conflict(TASK_REPORT_MESSAGES.closed);
      await tx.insert(taskReports).values({
        task_id: task.id,
        link_id: link.id,
        kind: input.kind,
        comment: input.comment,
        proposed_deadline: proposed,
        file,
      });
    });
  } catch (error) {
    if (file) await app.storage.delete(file.key).catch((reason: unknown) => app.log.warn({ err: reason }, 'report file not removed'));
    if (isUniqueViolation(error)) throw conflict(TASK_REPORT_MESSAGES.alreadyReported);
    throw error;
  }
  const [person] = await app.db.select({ name: users.full_name }).from(users).where(eq(users.id, link.responsible_id));
  const what = input.kind === 'done' ? 'сообщает о выполнении задачи' : 'просит перенести срок задачи';
  await app.events.publish(protocol.secretary_id, {
    type: 'task.report',
    task_id: task.id,
    protocol_id: protocol.id,
    protocol_number: protocol.protocol_number,
    message: `${person?.name ?? 'Исполнитель'} ${what} по протоколу №${protocol.protocol_number}`,
  });
}

/** Takes the task's waiting report for a decision, inside the decision's transaction; 409 when there is none. */
async function claimPendingReport(
  tx: Db,
  taskId: number,
  decision: { state: 'accepted' | 'returned'; userId: number; comment?: string },
) {
  const [report] = await tx
    .update(taskReports)
    .set({ state: decision.state, decided_by: decision.userId, decided_at: new Date(), decision_comment: decision.comment ?? null })
    .where(and(eq(taskReports.task_id, taskId), eq(taskReports.state, 'pending')))
    .returning();
  if (!report) throw conflict(TASK_REPORT_MESSAGES.noPendingReport);
  await closeReportLink(tx, report.link_id);
  return report;
}

/**
 * The secretary accepts the waiting report: «Выполнено» makes the task done, «Нужен перенос срока» moves its
 * deadline to the date proposed (recorded in the deadline history with the person's comment as the reason).
 * The link is closed by it: it shows the decision and changes nothing any more.
 */
export async function acceptReport(app: FastifyInstance, user: CurrentUser, task: TaskRecord): Promise<void> {
  const today = await organizationToday(app);
  await app.db.transaction(async (tx) => {
    const report = await claimPendingReport(tx, task.id, { state: 'accepted', userId: user.id });
    if (report.kind === 'done') {
      const [current] = await tx.select({ status: protocolTasks.status }).from(protocolTasks).where(eq(protocolTasks.id, task.id)).for('update');
      if (current && current.status !== 'success') {
        await tx.update(protocolTasks).set({ status: 'success', updated_at: new Date() }).where(eq(protocolTasks.id, task.id));
        await tx.insert(taskStatusChanges).values({ task_id: task.id, user_id: user.id, status: 'success' });
      }
      return;
    }
    const [current] = await tx.select({ status: protocolTasks.status }).from(protocolTasks).where(eq(protocolTasks.id, task.id)).for('update');
    // Done meanwhile (a bulk change): the postponement is accepted but a finished task keeps its deadline.
    if (current?.status === 'success') return;
    await changeTaskDeadline(tx, { taskId: task.id, deadline: report.proposed_deadline!, userId: user.id, reason: report.comment || null, today });
  });
}

/** The secretary returns the waiting report with a comment; the person gets it by mail with a fresh link. */
export async function returnReport(app: FastifyInstance, user: CurrentUser, task: TaskRecord, comment: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const report = await claimPendingReport(tx, task.id, { state: 'returned', userId: user.id, comment });
    const [link] = await tx.select({ responsibleId: taskReportLinks.responsible_id }).from(taskReportLinks).where(eq(taskReportLinks.id, report.link_id));
    if (link && link.responsibleId === task.responsible_id) {
      await taskMailQueue.enqueue(app, [{ kind: 'returned', taskId: task.id, responsibleId: link.responsibleId, reportId: report.id }], tx);
    }
  });
}
