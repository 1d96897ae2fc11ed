import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPORT_KIND_LABELS, REPORT_STATE_LABELS, type TaskReport } from '@protocolist/contracts/task-reports';
import { taskReports } from '../../db/schema.ts';

export type TaskReportRow = typeof taskReports.$inferSelect;

export function presentReport(row: TaskReportRow): TaskReport {
  return {
    id: row.id,
    kind: row.kind,
    kind_label: REPORT_KIND_LABELS[row.kind],
    comment: row.comment,
    proposed_deadline: row.proposed_deadline,
    file: row.file ? { name: row.file.name, size: row.file.size } : null,
    state: row.state,
    state_label: REPORT_STATE_LABELS[row.state],
    decision_comment: row.decision_comment,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** The reports waiting for the secretary's decision, by task id (at most one a task). */
export async function pendingReports(app: FastifyInstance, taskIds: number[]): Promise<Map<number, TaskReport>> {
  if (taskIds.length === 0) return new Map();
  const rows = await app.db
    .select()
    .from(taskReports)
    .where(and(inArray(taskReports.task_id, taskIds), eq(taskReports.state, 'pending')));
  return new Map(rows.map((row) => [row.task_id, presentReport(row)]));
}
