import { z } from 'zod';
import { ESSENCE_MAX_LENGTH, type Task } from '@protocolist/contracts/tasks';
import { VALIDATION } from '../../../shared/config';
import { requiredString } from '../../../shared/lib';

export const taskFormSchema = z.object({
  essence: requiredString().max(ESSENCE_MAX_LENGTH, VALIDATION.maxLength(ESSENCE_MAX_LENGTH)),
  responsible_id: z.number().nullable().refine((value) => value !== null, VALIDATION.required),
  deadline: z.string().nullable().refine((value) => !!value, VALIDATION.required),
});

export type TaskFormValues = z.input<typeof taskFormSchema>;

export const TASK_FORM_FIELDS = ['essence', 'responsible_id', 'deadline'] as const;

/** A new task: due in a week unless the secretary picks another day. */
export function emptyTaskForm(defaultDeadline: string): TaskFormValues {
  return { essence: '', responsible_id: null, deadline: defaultDeadline };
}

export function taskFormFrom(task: Task): TaskFormValues {
  return { essence: task.essence, responsible_id: task.responsible?.id ?? null, deadline: task.deadline };
}

export function taskRequest(values: TaskFormValues): { essence: string; responsible_id: number; deadline: string } {
  return { essence: values.essence.trim(), responsible_id: values.responsible_id!, deadline: values.deadline! };
}
