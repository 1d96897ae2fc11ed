import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TaskStatus } from '@protocolist/contracts/enums';
import type { FastifyInstance } from 'fastify';
import type { UpdateTaskFields } from '@protocolist/contracts/tasks';
import { TASK_REPORT_MESSAGES } from '@protocolist/contracts/task-reports';
import { protocolTasks, protocols, taskReports, taskStatusChanges } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import type { Db } from '../../db/client.ts';
import { assertDirectoryUsers } from '../users/index.ts';
import { organizationToday } from '../settings/index.ts';
import { taskMailQueue, type TaskMailJob } from './mail-queue.ts';
import { changeTaskDeadline } from './deadline-change.ts';
import type { TaskRow } from './presenter.ts';
import { coverRemindersByAssignment } from './reminders.ts';
import { revokeReportLinks } from './report-links.ts';
import { assertQuestion, inferQuestion } from './questions.ts';

/**
 * A task of a protocol still being written or checked is not announced: its people hear of their tasks once,
 * when the protocol is final (`announceProtocolTasks`). A task added to a final protocol is announced at once.
 */
async function protocolIsFinal(db: Db, protocolId: number): Promise<boolean> {
  const [row] = await db.select({ stage: protocols.stage }).from(protocols).where(eq(protocols.id, protocolId));
  return row?.stage === 'final';
}

/**
 * `question`: the question of the protocol's text the task is tied to (null: none); left out, the task is tied to
 * the one being discussed at `source_second` of the recording (a suggestion's place), else the one whose «Поручить …»
 * has its words.
 */
export type NewTask = { responsible_id: number; essence: string; deadline: string; question?: number | null; source_second?: number | null };

/**
 * Makes tasks inside the caller's transaction `tx` (the assignment letter, when due, queued in it too). What it
 * needs from outside any transaction — the organisation's today — is read here, first: the embedded database has
 * one connection, which the open transaction holds.
 */
export async function taskCreator(app: FastifyInstance, user: CurrentUser): Promise<(tx: Db, protocolId: number, input: NewTask) => Promise<number>> {
  const today = await organizationToday(app);
  return async (tx, protocolId, input) => {
    await assertDirectoryUsers(tx, [input.responsible_id], 'responsible_id');
    await assertQuestion(tx, protocolId, input.question);
    const question = input.question !== undefined ? input.question : await inferQuestion(tx, protocolId, input, input.source_second ?? null);
    const announce = await protocolIsFinal(tx, protocolId);
    const [task] = await tx
      .insert(protocolTasks)
      .values({
        responsible_id: input.responsible_id,
        essence: input.essence,
        deadline: input.deadline,
        question,
        protocol_id: protocolId,
        status: 'process',
        assignment_mailed_at: announce ? new Date() : null,
      })
      .returning({ id: protocolTasks.id });
    await tx.insert(taskStatusChanges).values({ task_id: task!.id, user_id: user.id, status: 'process' });
    if (announce) {
      await coverRemindersByAssignment(tx, { id: task!.id, deadline: input.deadline, responsibleId: input.responsible_id }, today);
      await taskMailQueue.enqueue(app, [{ kind: 'assigned', taskId: task!.id, responsibleId: input.responsible_id }], tx);
    }
    return task!.id;
  };
}

export async function createTask(app: FastifyInstance, user: CurrentUser, protocolId: number, input: NewTask): Promise<number> {
  const create = await taskCreator(app, user);
  return app.db.transaction((tx) => create(tx, protocolId, input));
}

/**
 * The protocol has become final: every person with tasks in it not yet announced gets one letter listing them
 * (the task mail queue). Call it in the transaction that makes the protocol final: the tasks are marked mailed
 * and their letters queued in it, so either both happen or neither. The claim is one UPDATE, so saving the final
 * text twice never mails twice; a task due tomorrow or sooner (than `today`, the organisation's, read before the
 * transaction: the embedded database has one connection) counts as reminded by this letter.
 */
export async function announceProtocolTasks(app: FastifyInstance, tx: Db, protocolId: number, today: string): Promise<number> {
  const claimed = await tx
    .update(protocolTasks)
    .set({ assignment_mailed_at: new Date() })
    .where(
      and(eq(protocolTasks.protocol_id, protocolId), isNull(protocolTasks.assignment_mailed_at), ne(protocolTasks.status, 'success')),
    )
    .returning({ id: protocolTasks.id, responsibleId: protocolTasks.responsible_id, deadline: protocolTasks.deadline });
  const byPerson = new Map<number, number[]>();
  for (const task of claimed) {
    if (task.responsibleId === null) continue;
    byPerson.set(task.responsibleId, [...(byPerson.get(task.responsibleId) ?? []), task.id]);
    await coverRemindersByAssignment(tx, { id: task.id, deadline: task.deadline, responsibleId: task.responsibleId }, today);
  }
  const jobs: TaskMailJob[] = [...byPerson].map(([responsibleId, taskIds]) => ({ kind: 'protocol_final', protocolId, responsibleId, taskIds }));
  await taskMailQueue.enqueue(app, jobs, tx);
  return jobs.length;
}

/**
 * Changes a task. A new status is recorded in the history with who changed it, a new deadline in the deadline
 * history (`changeTaskDeadline`). Moving the deadline of an overdue task to today or later puts it back in work;
 * a new deadline or a new responsible person gets fresh reminders (they are keyed by both), and a new responsible
 * person is told about the assignment while the previous one's report link stops working.
 */
export async function updateTask(
  app: FastifyInstance,
  user: CurrentUser,
  task: Pick<TaskRow, 'id' | 'protocol_id' | 'responsible_id' | 'status' | 'deadline'> & { assignment_mailed_at: Date | null },
  input: UpdateTaskFields,
): Promise<void> {
  await assertQuestion(app.db, task.protocol_id, input.question);
  const responsibleChanged = input.responsible_id !== undefined && input.responsible_id !== task.responsible_id;
  // Not announced yet (its protocol is not final): the new person hears of it with the others, later.
  const announced = task.assignment_mailed_at !== null;
  if (responsibleChanged) await assertDirectoryUsers(app.db, [input.responsible_id!], 'responsible_id');
  const today = await organizationToday(app);
  const deadline = input.deadline ?? task.deadline;
  let status: TaskStatus = input.status ?? task.status;
  if (input.status === undefined && task.status === 'expired' && input.deadline !== undefined && deadline >= today) {
    status = 'process';
  }
  const deadlineChanged = input.deadline !== undefined && input.deadline !== task.deadline;
  await app.db.transaction(async (tx) => {
    if (deadlineChanged) await changeTaskDeadline(tx, { taskId: task.id, deadline, userId: user.id });
    await tx
      .update(protocolTasks)
      .set({
        ...(input.essence !== undefined ? { essence: input.essence } : {}),
        ...(input.responsible_id !== undefined ? { responsible_id: input.responsible_id } : {}),
        ...(input.question !== undefined ? { question: input.question } : {}),
        status,
        updated_at: new Date(),
      })
      .where(eq(protocolTasks.id, task.id));
    if (status !== task.status) await tx.insert(taskStatusChanges).values({ task_id: task.id, user_id: user.id, status });
    if (responsibleChanged) {
      await revokeReportLinks(tx, task.id);
      // The previous person's waiting report is not the new person's: it is set aside, so neither it can be accepted
      // nor the new person's report refused as «уже отправлен».
      await tx
        .update(taskReports)
        .set({ state: 'returned', decided_by: user.id, decided_at: new Date(), decision_comment: TASK_REPORT_MESSAGES.reassigned })
        .where(and(eq(taskReports.task_id, task.id), eq(taskReports.state, 'pending')));
    }
    if (responsibleChanged && announced) {
      const responsibleId = input.responsible_id!;
      await coverRemindersByAssignment(tx, { id: task.id, deadline, responsibleId }, today);
      await taskMailQueue.enqueue(app, [{ kind: 'assigned', taskId: task.id, responsibleId }], tx);
    }
  });
}
