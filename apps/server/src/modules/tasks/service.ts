import { eq } from 'drizzle-orm';
import type { TaskStatus } from '@protocolist/contracts/enums';
import type { FastifyInstance } from 'fastify';
import type { UpdateTaskFields } from '@protocolist/contracts/tasks';
import { protocolTasks, taskStatusChanges } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { organizationToday } from '../settings/index.ts';
import { addDays } from '../../lib/time-zones.ts';
import { taskMailQueue } from './mail-queue.ts';
import type { TaskRow } from './presenter.ts';

/**
 * When a task is assigned with its deadline tomorrow or sooner, the assignment e-mail is the reminder:
 * mark it as sent so the person does not get two letters the same day.
 */
function reminderAtAssignment(deadline: string, today: string): Date | null {
  return deadline <= addDays(today, 1) ? new Date() : null;
}

export async function createTask(
  app: FastifyInstance,
  user: CurrentUser,
  protocolId: number,
  input: { responsible_id: number; essence: string; deadline: string },
): Promise<number> {
  await assertDirectoryUsers(app.db, [input.responsible_id], 'responsible_id');
  const today = await organizationToday(app);
  const taskId = await app.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(protocolTasks)
      .values({
        ...input,
        protocol_id: protocolId,
        status: 'process',
        reminder_sent_at: reminderAtAssignment(input.deadline, today),
      })
      .returning({ id: protocolTasks.id });
    await tx.insert(taskStatusChanges).values({ task_id: task!.id, user_id: user.id, status: 'process' });
    return task!.id;
  });
  await taskMailQueue.enqueue(app, [{ kind: 'assigned', taskId, responsibleId: input.responsible_id }]);
  return taskId;
}

/**
 * Changes a task. A new status is recorded in the history with who changed it. Moving the deadline of an
 * overdue task to today or later puts it back in work; a new deadline or a new responsible person gets a
 * fresh reminder, and a new responsible person is told about the assignment.
 */
export async function updateTask(
  app: FastifyInstance,
  user: CurrentUser,
  task: Pick<TaskRow, 'id' | 'responsible_id' | 'status' | 'deadline'>,
  input: UpdateTaskFields,
): Promise<void> {
  const responsibleChanged = input.responsible_id !== undefined && input.responsible_id !== task.responsible_id;
  if (responsibleChanged) await assertDirectoryUsers(app.db, [input.responsible_id!], 'responsible_id');
  const today = await organizationToday(app);
  const deadline = input.deadline ?? task.deadline;
  let status: TaskStatus = input.status ?? task.status;
  if (input.status === undefined && task.status === 'expired' && input.deadline !== undefined && deadline >= today) {
    status = 'process';
  }
  const deadlineChanged = input.deadline !== undefined && input.deadline !== task.deadline;
  const reminder = responsibleChanged
    ? { reminder_sent_at: reminderAtAssignment(deadline, today) }
    : deadlineChanged
      ? { reminder_sent_at: null }
      : {};
  await app.db.transaction(async (tx) => {
    await tx
      .update(protocolTasks)
      .set({
        ...(input.essence !== undefined ? { essence: input.essence } : {}),
        ...(input.responsible_id !== undefined ? { responsible_id: input.responsible_id } : {}),
        deadline,
        status,
        ...reminder,
        updated_at: new Date(),
      })
      .where(eq(protocolTasks.id, task.id));
    if (status !== task.status) await tx.insert(taskStatusChanges).values({ task_id: task.id, user_id: user.id, status });
  });
  if (responsibleChanged) {
    await taskMailQueue.enqueue(app, [{ kind: 'assigned', taskId: task.id, responsibleId: input.responsible_id! }]);
  }
}
