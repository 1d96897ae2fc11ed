import type { FastifyInstance } from 'fastify';
import { startTaskJobs } from './jobs.ts';
import { taskRoutes } from './routes.ts';

export { expireOverdueTasks, sendDueReminders } from './deadlines.ts';

export async function tasksModule(app: FastifyInstance): Promise<void> {
  await taskRoutes(app);
  await startTaskJobs(app);
}
