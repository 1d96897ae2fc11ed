import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, id, isoDate } from './fields.ts';
import { VALIDATION } from './messages.ts';
import type { Gender } from './person-name.ts';

/** Statistics (PRODUCT.md §10): request schemas and response shapes shared by server and web. */

export const STATS_MESSAGES = {
  endBeforeStart: 'Дата окончания не может быть раньше даты начала',
  month: 'Неверный месяц, ожидается ГГГГ-ММ',
  secretaryNotFound: 'Секретарь не найден',
} as const;

export const secretaryMeetingsQuery = z
  .object({ start_date_at: isoDate, end_date_at: isoDate })
  .refine((q) => q.end_date_at >= q.start_date_at, {
    path: ['end_date_at'],
    message: STATS_MESSAGES.endBeforeStart,
  });
export type SecretaryMeetingsQuery = z.input<typeof secretaryMeetingsQuery>;

/** YYYY-MM within the years every date of the application falls in (1900–2100). */
const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: STATS_MESSAGES.month, abort: true })
  .refine((v) => Number(v.slice(0, 4)) >= MIN_YEAR && Number(v.slice(0, 4)) <= MAX_YEAR, VALIDATION.dateRange);

export const secretaryTasksQuery = z.object({ month: yearMonth.optional() });
export type SecretaryTasksQuery = z.input<typeof secretaryTasksQuery>;

export const secretaryParams = z.object({ id });

export interface ProtocolCounts {
  in_process: number;
  success: number;
}

/** Meetings: `in_process` — today or later (organisation timezone), `success` — earlier. */
export interface MeetingCounts {
  in_process: number;
  success: number;
}

export interface TaskCounts {
  process: number;
  success: number;
  expired: number;
}

export interface EntityCounts {
  protocols: ProtocolCounts;
  meetings: MeetingCounts;
  tasks: TaskCounts;
}

export type ManagerAllStats = EntityCounts;

export interface SecretaryStatsRow extends EntityCounts {
  id: number;
  full_name: string;
  email: string | null;
  department: string | null;
  is_active: boolean;
  /**
   * Grammatical gender by the name (the server's genderOf), for the status «Активна» / «Активен»; null when the
   * name does not tell.
   */
  gender: Gender | null;
  /** URL of her avatar image, or null (the manager's table and drawer show it instead of initials). */
  avatar: string | null;
  /** Expired tasks among all tasks, 0..1 (0 when there are none). */
  overdue_share: number;
}

export interface SecretaryMeetingMarker {
  id: number;
  event_date: string;
}

export interface SecretaryEntityStats extends EntityCounts {
  keywords: {
    /** Non-empty sections of her protocols titled by one of her keywords. */
    hits: number;
    /** Her keywords. */
    total: number;
  };
}

/** Task states as of the end of one calendar week (Monday–Sunday) clipped to the month. */
export interface WeekTaskStats extends TaskCounts {
  week: number;
  from: string;
  to: string;
}
