/**
 * Calendar arithmetic for deadlines. A deadline is a date in the organisation's timezone: a task is
 * overdue once that whole day has ended there, whatever the server's own timezone.
 */

/** Today's date ('YYYY-MM-DD') in `timeZone` at the instant `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The hour (0–23) on the clocks of `timeZone` at the instant `now`. */
export function hourIn(timeZone: string, now: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now);
  return Number(hour);
}

/** 'YYYY-MM-DD' moved by whole days (a date, so no daylight-saving surprises). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** True once the deadline day has ended in the organisation's timezone. */
export function isOverdue(deadline: string, today: string): boolean {
  return deadline < today;
}
