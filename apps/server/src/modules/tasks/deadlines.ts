import type { FastifyInstance } from 'fastify';
import { getOrganizationSettings } from '../settings/index.ts';
import { todayIn } from '../../lib/time-zones.ts';

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
