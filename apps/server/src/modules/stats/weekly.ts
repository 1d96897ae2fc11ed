import type { FastifyInstance } from 'fastify';
import type { TaskCounts, WeekTaskStats } from '@protocolist/contracts/stats';

export interface MonthWeek {
  week: number;
  from: string;
  to: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A UTC date; setUTCFullYear, unlike Date.UTC, keeps years below 100 as they are. */
function utcDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** The calendar weeks (Monday–Sunday) that intersect `month` (YYYY-MM), clipped to the month. */
export function weeksOfMonth(month: string): MonthWeek[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const daysInMonth = utcDate(year, monthNumber, 0).getUTCDate();
  const day = (d: number) => `${pad(year, 4)}-${pad(monthNumber)}-${pad(d)}`;
  const weeks: MonthWeek[] = [];
  for (let start = 1; start <= daysInMonth;) {
    const weekday = utcDate(year, monthNumber - 1, start).getUTCDay();
    const end = Math.min(daysInMonth, start + ((7 - weekday) % 7));
    weeks.push({ week: weeks.length + 1, from: day(start), to: day(end) });
    start = end + 1;
  }
  return weeks;
}

/**
 * The secretary's tasks by state as of the end of each week (local midnight after `to`, organisation timezone):
 * each task's last recorded status change before that moment; a task with no change recorded by then is in its
 * initial state, «в работе»; a task created after that moment is not counted. Read from the steps the database
 * triggers keep (task_state_deltas, 15-minute UTC buckets, exact for every zone whose offset is a whole number of
 * quarter hours): the monthly sums before the UTC month of the first week's end, then the buckets up to each end.
 */
export async function weeklyTaskStates(
  app: FastifyInstance,
  secretaryId: number,
  weeks: MonthWeek[],
  timezone: string,
): Promise<WeekTaskStats[]> {
  const { rows } = await app.database.executeSql(
    `WITH ends AS (
       SELECT e.week::int AS week, (e.last_day::date + 1)::timestamp AT TIME ZONE $3 AS week_end
       FROM unnest($2::text[]) WITH ORDINALITY AS e(last_day, week)),
     cut AS (
       SELECT date_trunc('month', min(week_end) AT TIME ZONE 'UTC') AS month_start, max(week_end) AS last_end
       FROM ends)
     SELECT e.week, s.status, sum(s.delta)::int AS n
     FROM (SELECT '-infinity'::timestamptz AS at, status, delta FROM task_state_monthly, cut
           WHERE secretary_id = $1 AND month < month_start::date
           UNION ALL
           SELECT bucket, status, delta FROM task_state_deltas, cut
           WHERE secretary_id = $1 AND bucket >= month_start AT TIME ZONE 'UTC' AND bucket < last_end) s
     JOIN ends e ON s.at < e.week_end
     GROUP BY 1, 2`,
    [secretaryId, weeks.map((w) => w.to), timezone],
  );
  return weeks.map((week) => {
    const counts: TaskCounts = { process: 0, success: 0, expired: 0 };
    for (const row of rows) {
      if (row.week === week.week && (row.status as string) in counts) {
        counts[row.status as keyof TaskCounts] = row.n as number;
      }
    }
    return { ...week, ...counts };
  });
}
