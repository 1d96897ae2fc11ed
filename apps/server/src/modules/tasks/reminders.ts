import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import { addDays, hourIn, todayIn } from '../../lib/time-zones.ts';
import type { ReminderKind } from './mail-content.ts';
import { taskMailQueue, type TaskMailJob } from './mail-queue.ts';

/** Reminders and the overdue digest go out from this hour, organisation time. */
export const REMINDER_HOUR = 9;

/** How many days before the deadline each reminder goes (-1: the day after the deadline day, when it is missed). */
const DAYS_BEFORE: Record<ReminderKind, number> = { before_3: 3, before_1: 1, missed: -1 };
const REMINDER_KINDS = Object.keys(DAYS_BEFORE) as ReminderKind[];

/** How many days late the letter of a missed deadline is still sent when no worker ran on its day. */
export const MISSED_CATCH_UP_DAYS = 7;

/**
 * The deadlines (days from today, both ends included) whose reminder of each kind is due today: its own day, and
 * the days after it on which it still makes sense when no worker ran on its day. A reminder before the deadline
 * is late only while the deadline is still ahead and the next reminder's day has not come (that one then goes
 * instead: one letter, not two); the letter of a missed deadline, up to MISSED_CATCH_UP_DAYS late.
 */
const DUE_WINDOW: Record<ReminderKind, { from: number; to: number }> = {
  before_3: { from: 2, to: 3 },
  before_1: { from: 0, to: 1 },
  missed: { from: -MISSED_CATCH_UP_DAYS, to: -1 },
};

export interface DueLetters {
  reminders: { taskId: number; kind: ReminderKind }[];
  /** Secretaries whose overdue digest was queued. */
  digests: number[];
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * From 09:00 organisation time: the reminders due today (3 days and 1 day before the deadline, and the day after
 * a missed one; or late, within DUE_WINDOW, when no worker ran on their day) to the people responsible who were told of the task (its protocol is final), have an e-mail and
 * sent no report waiting for a decision; and each secretary's digest of her overdue tasks. Each is claimed by a
 * row (task × kind × deadline × person, or secretary × day) inserted in the transaction that queues its letter,
 * so parallel runs in any number of workers send each once, and a claim never outlives a lost letter.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date = new Date()): Promise<DueLetters> {
  const { timezone } = await getOrganizationSettings(app);
  if (hourIn(timezone, now) < REMINDER_HOUR) return { reminders: [], digests: [] };
  const today = todayIn(timezone, now);
  return app.db.transaction(async (tx) => {
    const reminders: DueLetters['reminders'] = [];
    const jobs: TaskMailJob[] = [];
    for (const kind of REMINDER_KINDS) {
      const window = DUE_WINDOW[kind];
      const statuses = kind === 'missed' ? sql`('process', 'expired')` : sql`('process')`;
      const claimed = rowsOf(
        await tx.execute(sql`
          INSERT INTO task_reminders (task_id, kind, deadline, responsible_id)
          SELECT task.id, ${kind}, task.deadline, task.responsible_id
          FROM protocol_tasks AS task JOIN users ON users.id = task.responsible_id
          WHERE users.email IS NOT NULL AND users.is_active AND task.assignment_mailed_at IS NOT NULL
            AND task.deadline BETWEEN ${addDays(today, window.from)}::date AND ${addDays(today, window.to)}::date
            AND task.status IN ${statuses}
            AND NOT EXISTS (SELECT 1 FROM task_reports AS report WHERE report.task_id = task.id AND report.state = 'pending')
          ON CONFLICT DO NOTHING
          RETURNING task_id, responsible_id`),
      );
      for (const row of claimed) {
        const taskId = Number(row.task_id);
        reminders.push({ taskId, kind });
        jobs.push({ kind, taskId, responsibleId: Number(row.responsible_id), day: today });
      }
    }
    const digests = rowsOf(
      await tx.execute(sql`
        INSERT INTO overdue_digests (secretary_id, day)
        SELECT DISTINCT protocols.secretary_id, ${today}::date
        FROM protocol_tasks AS task
        JOIN protocols ON protocols.id = task.protocol_id
        JOIN users ON users.id = protocols.secretary_id
        WHERE task.status = 'expired' AND users.email IS NOT NULL AND users.is_active
        ON CONFLICT DO NOTHING
        RETURNING secretary_id`),
    ).map((row) => Number(row.secretary_id));
    for (const secretaryId of digests) jobs.push({ kind: 'overdue_digest', secretaryId, day: today });
    await taskMailQueue.enqueue(app, jobs, tx);
    return { reminders, digests };
  });
}

/**
 * An assignment letter sent when a reminder's day has already come stands for that reminder (a task given today
 * for tomorrow gets one letter, not two). Call it in the transaction that queues the assignment letter.
 */
export async function coverRemindersByAssignment(
  tx: Db,
  task: { id: number; deadline: string; responsibleId: number },
  today: string,
): Promise<void> {
  const covered = REMINDER_KINDS.filter((kind) => kind !== 'missed' && addDays(task.deadline, -DAYS_BEFORE[kind]) <= today);
  for (const kind of covered) {
    await tx.execute(sql`
      INSERT INTO task_reminders (task_id, kind, deadline, responsible_id)
      VALUES (${task.id}, ${kind}, ${task.deadline}::date, ${task.responsibleId})
      ON CONFLICT DO NOTHING`);
  }
}
