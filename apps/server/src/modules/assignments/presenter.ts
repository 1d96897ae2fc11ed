import { ASSIGNMENT_STATUS_LABELS, type Assignment } from '@protocolist/contracts/assignments';
import { presentUserRef } from '../users/index.ts';
import { presentReport } from '../tasks/index.ts';
import type { AssignmentPageRow } from './query.ts';

/** The register's rows as the API gives them; everything comes from the page's one query. */
export function presentAssignments(publicUrl: string, rows: AssignmentPageRow[]): Assignment[] {
  return rows.map((row) => ({
    id: row.id,
    responsible:
      row.responsible_id === null || row.responsible_name === null || row.responsible_role === null
        ? null
        : presentUserRef(publicUrl, {
            id: row.responsible_id,
            full_name: row.responsible_name,
            email: row.responsible_email,
            role: row.responsible_role,
            department: row.responsible_department,
            position: row.responsible_position,
            avatar_key: row.responsible_avatar_key,
          }),
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
    report: row.report ? presentReport(row.report) : null,
    created_at: row.created_at.toISOString(),
  }));
}
