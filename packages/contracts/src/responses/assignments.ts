import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../enums.ts';
import { taskQuestion, taskReport } from './tasks.ts';
import { userRef } from './users.ts';

const rowId = z.number().int();

/** A task in the register of assignments (issue 24). */
export const assignmentResponse = z
  .object({
    id: rowId,
    responsible: userRef.nullable(),
    essence: z.string(),
    deadline: z.string(),
    status: z.enum(ASSIGNMENT_STATUSES),
    status_label: z.string(),
    /** How many times the deadline was moved. */
    deadline_changes: z.number().int(),
    protocol: z.object({
      id: rowId,
      protocol_number: z.number().int(),
      theme: z.string(),
      event_date: z.string(),
      secretary_id: rowId,
    }),
    /** The question of the protocol the task was given under, or null (see taskQuestion). */
    question: taskQuestion.nullable(),
    /** The report of the person responsible waiting for the secretary's decision, if any. */
    report: taskReport.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Assignment' });

/** What the register's person and protocol filters offer: only people and protocols of tasks the user reads. */
export const assignmentFilterOptions = z.object({
  people: z.array(userRef),
  protocols: z.array(
    z.object({ id: rowId, protocol_number: z.number().int(), theme: z.string(), event_date: z.string() }),
  ),
});

/** A bulk change of status: how many tasks it changed. */
export const bulkStatusResult = z.object({ changed: z.number().int() });

/** A person's secret deadline feed address (issue 24). */
export const deadlineFeed = z
  .object({
    responsible_id: rowId,
    /** The https address to paste into a calendar app («Подписаться по адресу»). */
    url: z.string(),
    /** The same address as webcal://, which a calendar app opens as a subscription. */
    webcal_url: z.string(),
    created_at: z.string(),
    /** When a calendar app last fetched it; null: not yet. */
    last_fetched_at: z.string().nullable(),
  })
  .meta({ id: 'DeadlineFeed' });
