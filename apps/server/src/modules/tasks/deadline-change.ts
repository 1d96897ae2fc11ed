import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { protocolTasks, taskDeadlineChanges, taskStatusChanges } from '../../db/schema.ts';

export interface DeadlineChange {
  taskId: number;
  deadline: string;
  /** Who moved it; null for the system. */
  userId: number | null;
  reason?: string | null;
  /**
   * The organisation's today, read before the transaction (the embedded database has one connection). Given, an
   * overdue task whose new deadline is today or later goes back in work, with that recorded in its status history.
   */
  today?: string;
}

/**
 * Moves a task's deadline and records the move in its history (old date, new date, who, why); the person gets
 * fresh reminders for the new date (task_reminders are keyed by the deadline). Call it inside the transaction of the change it is part of: the task's row is
 * locked first, so two moves at once are recorded one after the other, each with the date it really replaced.
 * Returns the replaced deadline, or null when the task is gone or already has this deadline (nothing recorded).
 */
export async function changeTaskDeadline(db: Db, change: DeadlineChange): Promise<{ oldDeadline: string } | null> {
  const [task] = await db
    .select({ deadline: protocolTasks.deadline, status: protocolTasks.status })
    .from(protocolTasks)
    .where(eq(protocolTasks.id, change.taskId))
    .for('update');
  if (!task || task.deadline === change.deadline) return null;
  const backInWork = change.today !== undefined && task.status === 'expired' && change.deadline >= change.today;
  await db
    .update(protocolTasks)
    .set({
      deadline: change.deadline,
      ...(backInWork ? { status: 'process' as const } : {}),
      updated_at: sql`now()`,
    })
    .where(eq(protocolTasks.id, change.taskId));
  await db.insert(taskDeadlineChanges).values({
    task_id: change.taskId,
    old_deadline: task.deadline,
    new_deadline: change.deadline,
    user_id: change.userId,
    reason: change.reason ?? null,
  });
  if (backInWork) await db.insert(taskStatusChanges).values({ task_id: change.taskId, user_id: change.userId, status: 'process' });
  return { oldDeadline: task.deadline };
}
