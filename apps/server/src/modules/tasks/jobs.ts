import type { FastifyInstance } from 'fastify';
import { expireOverdueTasks } from './deadlines.ts';
import { sendDueReminders } from './reminders.ts';
import { taskMailQueue } from './mail-queue.ts';

export const EXPIRE_QUEUE = 'tasks.expire';
export const REMIND_QUEUE = 'tasks.remind';
const EVERY_15_MINUTES = '*/15 * * * *';

/**
 * Queues of the task domain. Expiry and reminders run every 15 minutes (and expiry once at start, so a
 * worker that was down catches up at once); both read the organisation's timezone on every run, so a
 * change of timezone in the settings applies without a restart.
 */
export async function startTaskJobs(app: FastifyInstance): Promise<void> {
  await taskMailQueue.start(app);
  await app.boss.createQueue(EXPIRE_QUEUE);
  await app.boss.createQueue(REMIND_QUEUE);
  if (!app.runsWorkers) return;
  await app.boss.work(EXPIRE_QUEUE, async () => {
    const expired = await expireOverdueTasks(app);
    if (expired.length > 0) app.log.info({ count: expired.length }, 'overdue tasks expired');
  });
  await app.boss.work(REMIND_QUEUE, async () => {
    const { reminders, digests } = await sendDueReminders(app);
    if (reminders.length + digests.length > 0) app.log.info({ reminders: reminders.length, digests: digests.length }, 'task reminders queued');
  });
  await app.boss.schedule(EXPIRE_QUEUE, EVERY_15_MINUTES);
  await app.boss.schedule(REMIND_QUEUE, EVERY_15_MINUTES);
  await app.boss.send(EXPIRE_QUEUE, null);
}
