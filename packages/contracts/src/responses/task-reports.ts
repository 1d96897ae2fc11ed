import { z } from 'zod';
import { TASK_STATUSES } from '../enums.ts';
import { documentBlock } from './documents.ts';
import { taskReport } from './tasks.ts';

/** What the public report page of the person responsible shows (issue 24). */
export const publicTaskReportPage = z.object({
  responsible_name: z.string(),
  task: z.object({
    essence: z.string(),
    deadline: z.string(),
    status: z.enum(TASK_STATUSES),
    status_label: z.string(),
    protocol: z.object({ protocol_number: z.number().int(), theme: z.string(), event_date: z.string() }),
    secretary_name: z.string().nullable(),
  }),
  /** The latest report sent through this link. */
  report: taskReport.nullable(),
  /** Whether a report can be sent now (none is waiting and no decision has closed the link). */
  can_report: z.boolean(),
  /** The earliest date a postponement may propose (YYYY-MM-DD). */
  min_proposed_deadline: z.string(),
});

/** «Выписка из протокола» for the task's question; null when the task stands in no question of the text. */
export const taskReportExtract = z.object({ title: z.string(), blocks: z.array(documentBlock) }).nullable();
