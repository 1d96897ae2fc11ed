import { z } from 'zod';
import { TASK_STATUSES } from './enums.ts';
import { id, isoDate, pageQuery, periodFields, periodInOrder, requiredText } from './fields.ts';
import type { taskHistoryEntry, taskQuestion, taskReport, taskResponse } from './responses/tasks.ts';

export const TASK_MESSAGES = {
  notFound: 'Задача не найдена',
  deleted: 'Задача удалена',
  responsibleNotFound: 'Пользователь не найден',
  questionNotFound: 'В тексте протокола нет такого вопроса: выберите вопрос из списка',
} as const;

export const ESSENCE_MAX_LENGTH = 65_000;

/**
 * The question (agenda item number) of its protocol a task is tied to; null: none. Left out when a task is made,
 * the server ties it to the question whose «Поручить …» has its words (docs/product-decisions.md).
 */
const question = z.number().int().min(1).max(999).nullable();

/**
 * All tasks the caller reads: by status (`expired`: overdue), one secretary's (a manager's drill-down), deadline
 * from / to. With `as_of` (a day) the status is the one each task had at the end of that day in the organisation's
 * time zone, and tasks created later are left out: the tasks behind a bar of the weekly chart.
 */
export const taskListQuery = pageQuery
  .extend({ status: z.enum(TASK_STATUSES).optional(), secretary_id: id.optional(), as_of: isoDate.optional(), ...periodFields })
  .refine(...periodInOrder);
export const protocolTasksQuery = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  search: z.string().trim().max(255).optional(),
});

export const createTaskRequest = z.object({
  responsible_id: id,
  essence: requiredText(ESSENCE_MAX_LENGTH),
  deadline: isoDate,
  question: question.optional(),
});
export type CreateTaskRequest = z.input<typeof createTaskRequest>;

export const updateTaskRequest = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  essence: requiredText(ESSENCE_MAX_LENGTH).optional(),
  deadline: isoDate.optional(),
  responsible_id: id.optional(),
  question: question.optional(),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequest>;
export type UpdateTaskFields = z.output<typeof updateTaskRequest>;

/** Reports of the people responsible (issue 24; the rest in task-reports.ts). */
export { REPORT_KINDS, REPORT_STATES, type ReportKind, type ReportState } from './enums.ts';

export type TaskReport = z.infer<typeof taskReport>;
export type TaskHistoryEntry = z.infer<typeof taskHistoryEntry>;
export type Task = z.infer<typeof taskResponse>;
export type TaskQuestion = z.infer<typeof taskQuestion>;

/** «Вопрос 2: О бюджете.» — a task's question as the register and its exports write it. */
export function questionLabel(question: TaskQuestion): string {
  return question.title ? `Вопрос ${question.number}: ${question.title}` : `Вопрос ${question.number}`;
}
