import { z } from 'zod';
import { REPORT_KINDS, REPORT_STATES, TASK_STATUSES } from '../enums.ts';
import { userRef } from './users.ts';

/**
 * The question of its protocol a task was given under (issue 24): the number of the protocol text's agenda item and
 * the agenda's wording of it (null when the agenda does not word it). Null for a task tied to no question.
 */
export const taskQuestion = z
  .object({ number: z.number().int(), title: z.string().nullable() })
  .meta({ id: 'TaskQuestion' });

export const taskHistoryEntry = z.object({
  status: z.enum(TASK_STATUSES),
  status_label: z.string(),
  /** Null for a change the system made (expiry). */
  user: userRef.nullable(),
  created_at: z.string(),
});

/** A report of the person responsible (issue 24). */
export const taskReport = z
  .object({
    id: z.number().int(),
    kind: z.enum(REPORT_KINDS),
    kind_label: z.string(),
    comment: z.string(),
    proposed_deadline: z.string().nullable(),
    file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
    state: z.enum(REPORT_STATES),
    state_label: z.string(),
    decision_comment: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'TaskReport' });

export const taskResponse = z
  .object({
    id: z.number().int(),
    protocol: z.object({
      id: z.number().int(),
      protocol_number: z.number().int(),
      theme: z.string(),
    }),
    question: taskQuestion.nullable(),
    responsible: userRef.nullable(),
    essence: z.string(),
    deadline: z.string(),
    status: z.enum(TASK_STATUSES),
    status_label: z.string(),
    history: z.array(taskHistoryEntry),
    /** The report of the person responsible waiting for the secretary's decision, if any. */
    report: taskReport.nullable(),
    /** Whether a report link of the task is open (neither revoked nor closed by a decision): the secretary may revoke it. */
    report_link_open: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Task' });
