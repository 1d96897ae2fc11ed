import { asc, inArray } from 'drizzle-orm';
import type { TaskStatus } from '@protocolist/contracts/enums';
import type { Db } from '../../db/client.ts';
import { protocolTasks, taskStatusChanges } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { loadOwned } from '../../http/access.ts';

/**
 * Gives every task of `ids` the status `status`, all or none: one transaction in which the tasks are locked in id
 * order (two bulk changes over the same tasks queue up instead of deadlocking), then each is checked against the
 * access policy like a single change (404 outside the user's scope, 403 where she may only read) — the first
 * refusal rolls everything back. Only a task whose status really changes gets a line in its history.
 * Returns how many tasks changed.
 */
export async function bulkChangeStatus(db: Db, user: CurrentUser, ids: number[], status: TaskStatus): Promise<number> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    await tx.select({ id: protocolTasks.id }).from(protocolTasks).where(inArray(protocolTasks.id, unique)).orderBy(asc(protocolTasks.id)).for('update');
    const changing: number[] = [];
    for (const id of unique) {
      const task = await loadOwned(tx, 'task', id, user, 'write');
      if (task.status !== status) changing.push(id);
    }
    if (changing.length === 0) return 0;
    await tx.update(protocolTasks).set({ status, updated_at: new Date() }).where(inArray(protocolTasks.id, changing));
    await tx.insert(taskStatusChanges).values(changing.map((id) => ({ task_id: id, user_id: user.id, status })));
    return changing.length;
  });
}
