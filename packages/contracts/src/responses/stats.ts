import { z } from 'zod';

const count = z.number().int();

export const protocolCounts = z.object({ in_process: count, success: count });
/** Meetings: `in_process` — today or later (organisation timezone), `success` — earlier. */
export const meetingCounts = z.object({ in_process: count, success: count });
export const taskCounts = z.object({
  process: count,
  success: count,
  expired: count,
});
export const entityCounts = z.object({
  protocols: protocolCounts,
  meetings: meetingCounts,
  tasks: taskCounts,
});

export const secretaryStatsRow = entityCounts.extend({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  is_active: z.boolean(),
  /**
   * Grammatical gender by the name (the server's genderOf), for the status «Активна» / «Активен»; null when the
   * name does not tell.
   */
  gender: z.enum(['m', 'f']).nullable(),
  /** URL of her avatar image, or null (the manager's table and drawer show it instead of initials). */
  avatar: z.string().nullable(),
  /** Expired tasks among all tasks, 0..1 (0 when there are none). */
  overdue_share: z.number(),
});

export const secretaryMeetingMarker = z.object({
  id: z.number().int(),
  event_date: z.string(),
});

export const secretaryEntityStats = entityCounts.extend({
  keywords: z.object({
    /** Non-empty sections of her protocols titled by one of her keywords. */
    hits: count,
    /** Her keywords. */
    total: count,
  }),
});

/** Task states as of the end of one calendar week (Monday–Sunday) clipped to the month. */
export const weekTaskStats = taskCounts.extend({
  week: z.number().int(),
  from: z.string(),
  to: z.string(),
});
