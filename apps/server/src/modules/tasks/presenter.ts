import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TASK_STATUS_LABELS, type TaskStatus } from '@protocolist/contracts/enums';
import { TASK_MESSAGES, type Task, type TaskHistoryEntry } from '@protocolist/contracts/tasks';
import { protocolTasks, protocols, taskReportLinks, taskStatusChanges } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { loadUserRefs } from '../users/index.ts';
import { pendingReports } from './report-presenter.ts';
import { loadProtocolQuestions, questionOf } from './questions.ts';

/** Task columns with the protocol's number and theme, for `db.select(taskColumns)` joined to protocols. */
export const taskColumns = {
  id: protocolTasks.id,
  protocol_id: protocolTasks.protocol_id,
  responsible_id: protocolTasks.responsible_id,
  essence: protocolTasks.essence,
  deadline: protocolTasks.deadline,
  status: protocolTasks.status,
  question: protocolTasks.question,
  created_at: protocolTasks.created_at,
  updated_at: protocolTasks.updated_at,
  protocol_number: protocols.protocol_number,
  protocol_theme: protocols.theme,
  secretary_id: protocols.secretary_id,
};

export interface TaskRow {
  id: number;
  protocol_id: number;
  responsible_id: number | null;
  essence: string;
  deadline: string;
  status: TaskStatus;
  question: number | null;
  created_at: Date;
  updated_at: Date;
  protocol_number: number;
  protocol_theme: string;
  secretary_id: number;
}

/** Tasks joined to their protocols; add where/order/limit. */
export const selectTasks = (app: FastifyInstance) =>
  app.db.select(taskColumns).from(protocolTasks).innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id));

export async function presentTasks(app: FastifyInstance, rows: TaskRow[]): Promise<Task[]> {
  if (rows.length === 0) return [];
  const history = await app.db
    .select()
    .from(taskStatusChanges)
    .where(
      inArray(
        taskStatusChanges.task_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(taskStatusChanges.created_at), asc(taskStatusChanges.id));
  const refs = await loadUserRefs(app.db, app.publicUrl, [
    ...rows.flatMap((row) => (row.responsible_id === null ? [] : [row.responsible_id])),
    ...history.flatMap((change) => (change.user_id === null ? [] : [change.user_id])),
  ]);
  const reports = await pendingReports(
    app,
    rows.map((row) => row.id),
  );
  const openLinks = await app.db
    .select({ task_id: taskReportLinks.task_id })
    .from(taskReportLinks)
    .where(
      and(
        inArray(
          taskReportLinks.task_id,
          rows.map((row) => row.id),
        ),
        isNull(taskReportLinks.revoked_at),
        isNull(taskReportLinks.closed_at),
      ),
    );
  const withOpenLink = new Set(openLinks.map((link) => link.task_id));
  const questions = await loadProtocolQuestions(
    app.db,
    rows.map((row) => row.protocol_id),
  );
  const historyOf = new Map<number, TaskHistoryEntry[]>();
  for (const change of history) {
    const list = historyOf.get(change.task_id) ?? [];
    list.push({
      status: change.status,
      status_label: TASK_STATUS_LABELS[change.status],
      user: change.user_id === null ? null : (refs.get(change.user_id) ?? null),
      created_at: change.created_at.toISOString(),
    });
    historyOf.set(change.task_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    protocol: { id: row.protocol_id, protocol_number: row.protocol_number, theme: row.protocol_theme },
    question: questionOf(questions.get(row.protocol_id), row.question),
    responsible: row.responsible_id === null ? null : (refs.get(row.responsible_id) ?? null),
    essence: row.essence,
    deadline: row.deadline,
    status: row.status,
    status_label: TASK_STATUS_LABELS[row.status],
    history: historyOf.get(row.id) ?? [],
    report: reports.get(row.id) ?? null,
    report_link_open: withOpenLink.has(row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

export async function presentTask(app: FastifyInstance, taskId: number): Promise<Task> {
  const [row] = await selectTasks(app).where(eq(protocolTasks.id, taskId));
  if (!row) throw notFound(TASK_MESSAGES.notFound);
  const [task] = await presentTasks(app, [row]);
  return task!;
}
