import { createTaskRequest } from '@protocolist/contracts/tasks';
import type { z } from 'zod';

/** What the task form's inputs hold: a person and a day may still be missing. */
export interface TaskFormValues {
  essence: string;
  responsible_id: number | null;
  deadline: string | null;
  /** The question of the protocol (its number); null: none; absent: the server ties it by the text. */
  question?: number | null;
}

/** The form checks against the create request (the same limits when editing or accepting a suggestion). */
export const taskFormSchema = createTaskRequest;
export type TaskRequest = z.output<typeof taskFormSchema>;

/** A new task is due in a week unless the secretary picks another day. */
export const DEFAULT_DEADLINE_DAYS = 7;
