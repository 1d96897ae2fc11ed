import { z } from 'zod';
import { TASK_STATUSES } from '../enums.ts';
import { userRef } from './users.ts';

export const taskHistoryEntry = z.object({
  status: z.enum(TASK_STATUSES),
  status_label: z.string(),
  /** Null for a change the system made (expiry). */
  user: userRef.nullable(),
  created_at: z.string(),
});

export const taskResponse = z
  .object({
    id: z.number().int(),
    protocol: z.object({
      id: z.number().int(),
      protocol_number: z.number().int(),
      theme: z.string(),
    }),
    responsible: userRef.nullable(),
    essence: z.string(),
    deadline: z.string(),
    status: z.enum(TASK_STATUSES),
    status_label: z.string(),
    history: z.array(taskHistoryEntry),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Task' });
