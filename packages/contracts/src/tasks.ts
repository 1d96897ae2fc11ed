import { z } from 'zod';
import { TASK_STATUSES } from './enums.ts';
import { id, isoDate, pageQuery, requiredText } from './fields.ts';
import type { taskHistoryEntry, taskResponse } from './responses/tasks.ts';

export const TASK_MESSAGES = {
  notFound: 'Задача не найдена',
  deleted: 'Задача удалена',
  responsibleNotFound: 'Пользователь не найден',
} as const;

export const ESSENCE_MAX_LENGTH = 65_000;

export const taskListQuery = pageQuery.extend({ status: z.enum(TASK_STATUSES).optional() });
export const protocolTasksQuery = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  search: z.string().trim().max(255).optional(),
});

export const createTaskRequest = z.object({
  responsible_id: id,
  essence: requiredText(ESSENCE_MAX_LENGTH),
  deadline: isoDate,
});
export type CreateTaskRequest = z.input<typeof createTaskRequest>;

export const updateTaskRequest = z.object({
  status: z.enum(TASK_STATUSES).optional(),
  essence: requiredText(ESSENCE_MAX_LENGTH).optional(),
  deadline: isoDate.optional(),
  responsible_id: id.optional(),
});
export type UpdateTaskRequest = z.input<typeof updateTaskRequest>;
export type UpdateTaskFields = z.output<typeof updateTaskRequest>;

export type TaskHistoryEntry = z.infer<typeof taskHistoryEntry>;
export type Task = z.infer<typeof taskResponse>;
