import type { FastifyInstance } from 'fastify';
import { getOrganizationSettings } from '../settings/index.ts';
import { addDays, hourIn, todayIn } from '../../lib/time-zones.ts';
import { taskMailQueue } from './mail-queue.ts';

/** Reminders go out from this hour (organisation time) of the day before the deadline. */
export const REMINDER_HOUR = 9;

/**
 * Marks overdue every task still in work whose deadline day has ended in the organisation's timezone, and
 * records each change as made by the system (user null). One statement, so a task is never expired twice
 * and done tasks are never touched. Returns the ids of the tasks it expired.
 */
export async function expireOverdueTasks(app: FastifyInstance, now: Date = new Date()): Promise<number[]> {
  const today = todayIn((await getOrganizationSettings(app)).timezone, now);
  const { rows } = await app.database.executeSql(
    `WITH expired AS (
       UPDATE protocol_tasks SET status = 'expired', updated_at = now()
       WHERE status = 'process' AND deadline < $1::date
       RETURNING id
     )
     INSERT INTO task_status_changes (task_id, user_id, status)
     SELECT id, NULL, 'expired' FROM expired
     RETURNING task_id`,
    [today],
  );
  return rows.map((row) => Number(row.task_id));
}

/**
 * From 09:00 organisation time, queues a reminder for every task in work due tomorrow whose responsible
 * person has an e-mail, was told of the task (its protocol is final) and was not reminded yet. The claim (reminder_sent_at) is set in the same statement,
 * so parallel runs never remind twice. Returns the ids of the reminded tasks.
 */
export async function sendDueReminders(app: FastifyInstance, now: Date = new Date()): Promise<number[]> {
  const { timezone } = await getOrganizationSettings(app);
  if (hourIn(timezone, now) < REMINDER_HOUR) return [];
  const tomorrow = addDays(todayIn(timezone, now), 1);
  const { rows } = await app.database.executeSql(
    `UPDATE protocol_tasks AS task SET reminder_sent_at = now()
     FROM users
     WHERE users.id = task.responsible_id AND users.email IS NOT NULL AND users.is_active
       AND task.status = 'process' AND task.deadline = $1::date AND task.reminder_sent_at IS NULL
       AND task.assignment_mailed_at IS NOT NULL
     RETURNING task.id, task.responsible_id`,
    [tomorrow],
  );
  const jobs = rows.map((row) => ({
    kind: 'reminder' as const,
    taskId: Number(row.id),
    responsibleId: Number(row.responsible_id),
  }));
  await taskMailQueue.enqueue(app, jobs);
  return jobs.map((job) => job.taskId);
}
