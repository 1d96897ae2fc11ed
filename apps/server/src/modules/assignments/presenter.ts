import { ASSIGNMENT_STATUS_LABELS, type Assignment } from '@protocolist/contracts/assignments';
import type { FastifyInstance } from 'fastify';
import { loadUserRefs } from '../users/index.ts';
import { pendingReports } from '../tasks/index.ts';
import type { AssignmentRow } from './query.ts';

export async function presentAssignments(app: FastifyInstance, rows: AssignmentRow[]): Promise<Assignment[]> {
  const people = await loadUserRefs(app.db, app.publicUrl, rows.flatMap((row) => (row.responsible_id === null ? [] : [row.responsible_id])));
  const reports = await pendingReports(
    app,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    responsible: row.responsible_id === null ? null : (people.get(row.responsible_id) ?? null),
    essence: row.essence,
    deadline: row.deadline,
    status: row.status,
    status_label: ASSIGNMENT_STATUS_LABELS[row.status],
    deadline_changes: row.deadline_changes,
    protocol: {
      id: row.protocol_id,
      protocol_number: row.protocol_number,
      theme: row.protocol_theme,
      event_date: row.protocol_date,
      secretary_id: row.secretary_id,
    },
    report: reports.get(row.id) ?? null,
    created_at: row.created_at.toISOString(),
  }));
}
