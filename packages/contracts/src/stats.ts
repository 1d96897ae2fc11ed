import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, id, isoDate } from './fields.ts';
import { VALIDATION } from './messages.ts';
import type { protocolCounts, meetingCounts, taskCounts, entityCounts, secretaryStatsRow, secretaryMeetingMarker, secretaryEntityStats, weekTaskStats } from './responses/stats.ts';

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

export type ManagerAllStats = EntityCounts;

export type ProtocolCounts = z.infer<typeof protocolCounts>;
export type MeetingCounts = z.infer<typeof meetingCounts>;
export type TaskCounts = z.infer<typeof taskCounts>;
export type EntityCounts = z.infer<typeof entityCounts>;
export type SecretaryStatsRow = z.infer<typeof secretaryStatsRow>;
export type SecretaryMeetingMarker = z.infer<typeof secretaryMeetingMarker>;
export type SecretaryEntityStats = z.infer<typeof secretaryEntityStats>;
export type WeekTaskStats = z.infer<typeof weekTaskStats>;
