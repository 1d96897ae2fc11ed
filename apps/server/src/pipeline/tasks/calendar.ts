/** Calendar dates without time zones: 'YYYY-MM-DD' strings, computed through UTC. */

export function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Invalid date ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function makeDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function lastDayOfMonth(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 0));
}

/** Same day n months later, or the month's last day when it is shorter (31 января + 1 месяц → 28/29 февраля). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1 + months;
  const target = lastDayOfMonth(year, month);
  return makeDate(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(date.getUTCDate(), target.getUTCDate()))!;
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: Date): number {
  return date.getUTCDay() || 7;
}

export function addWorkingDays(date: Date, days: number): Date {
  let result = date;
  for (let added = 0; added < days; ) {
    result = addDays(result, 1);
    if (isoWeekday(result) <= 5) added++;
  }
  return result;
}
