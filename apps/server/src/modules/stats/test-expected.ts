import type { StatsSeed } from './test-fixtures.ts';

/** Expected weekly figures computed in plain JS, independently of the server's SQL and triggers. */

/** Weeks of a month found day by day: a new week starts on the 1st and on every Monday. */
export function expectedWeeks(year: number, month: number) {
  const weeks: { week: number; from: string; to: string; lastDay: number }[] = [];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (d: number) => new Date(Date.UTC(year, month - 1, d)).toISOString().slice(0, 10);
  for (let d = 1; d <= days; d++) {
    if (d === 1 || new Date(Date.UTC(year, month - 1, d)).getUTCDay() === 1) {
      weeks.push({ week: weeks.length + 1, from: iso(d), to: iso(d), lastDay: d });
    } else {
      Object.assign(weeks.at(-1)!, { to: iso(d), lastDay: d });
    }
  }
  return weeks;
}

export function expectedWeeklyStates(
  history: Pick<StatsSeed, 'tasks' | 'changes'>,
  secretaryId: number,
  year: number,
  month: number,
  utcOffsetHours: number,
) {
  const changes = [...history.changes].sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id);
  return expectedWeeks(year, month).map(({ lastDay, ...week }) => {
    const end = Date.UTC(year, month - 1, lastDay + 1) - utcOffsetHours * 3600_000;
    const counts = { process: 0, success: 0, expired: 0 };
    for (const task of history.tasks.filter((t) => t.secretary_id === secretaryId && t.created_at.getTime() < end)) {
      const last = changes.filter((c) => c.task_id === task.id && c.created_at.getTime() < end).at(-1);
      counts[last?.status ?? 'process'] += 1;
    }
    return { ...week, ...counts };
  });
}
