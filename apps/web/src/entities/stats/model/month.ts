import dayjs from 'dayjs';
import type { DateRange } from '../api/stats-api';
import { STATS_TEXTS } from '../config/messages';

const DATE = 'YYYY-MM-DD';

/** 'YYYY-MM' of a browser-local date. */
export function monthOf(date: Date | string): string {
  return dayjs(date).format('YYYY-MM');
}

/** The month `delta` months away from `month` ('YYYY-MM'). */
export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format('YYYY-MM');
}

/** «Ноябрь 2026». */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${STATS_TEXTS.months[number - 1]} ${year}`;
}

/** The dates a month grid shows: Monday on or before the 1st to Sunday on or after the last day. */
export function monthGridRange(month: string): DateRange {
  const first = dayjs(`${month}-01`);
  const last = first.endOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  const end = last.add((7 - last.day()) % 7, 'day');
  return { start_date_at: start.format(DATE), end_date_at: end.format(DATE) };
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today (or `days` from today) in the browser's calendar, 'YYYY-MM-DD'. */
export function isoDay(days = 0, now: Date = new Date()): string {
  return dayjs(now).add(days, 'day').format(DATE);
}
