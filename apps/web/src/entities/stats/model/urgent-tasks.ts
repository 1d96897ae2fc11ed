import type { Task } from '@protocolist/contracts/tasks';
import { daysBetween } from './month';

/** How many days ahead the home page looks for deadlines. */
const DUE_SOON_DAYS = 3;

export interface UrgentTask {
  task: Task;
  overdue: boolean;
  /** Overdue: days past the deadline; otherwise days left (0 — due today). */
  days: number;
}

/**
 * Overdue tasks (marked «Просрочено», or still «В работе» with the deadline day gone: the expiry job runs
 * every 15 minutes) and those due within `horizon` days; the most overdue first, then the nearest deadline.
 */
export function urgentTasks(tasks: readonly Task[], today: string, horizon = DUE_SOON_DAYS): UrgentTask[] {
  const seen = new Set<number>();
  const urgent: UrgentTask[] = [];
  for (const task of tasks) {
    if (seen.has(task.id) || task.status === 'success') continue;
    seen.add(task.id);
    const left = daysBetween(today, task.deadline);
    const overdue = task.status === 'expired' || left < 0;
    if (overdue) urgent.push({ task, overdue, days: Math.max(0, -left) });
    else if (left <= horizon) urgent.push({ task, overdue, days: left });
  }
  return urgent.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) || a.task.deadline.localeCompare(b.task.deadline) || a.task.id - b.task.id,
  );
}
