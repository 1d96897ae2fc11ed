import { ASSIGNMENT_STATUS_LABELS, type Assignment } from '@protocolist/contracts/assignments';
import type { TaskQuestion } from '@protocolist/contracts/tasks';
import { presentUserRef } from '../users/index.ts';
import { presentReport, questionOf } from '../tasks/index.ts';
import type { AssignmentPageRow } from './query.ts';

/**
 * The register's rows as the API gives them: the page's one query, and the questions of its protocols' texts
 * (`loadProtocolQuestions`).
 */
export function presentAssignments(publicUrl: string, rows: AssignmentPageRow[], questions: Map<number, TaskQuestion[]>): Assignment[] {
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
    question: questionOf(questions.get(row.protocol_id), row.question),
    report: row.report ? presentReport(row.report) : null,
    created_at: row.created_at.toISOString(),
  }));
}
