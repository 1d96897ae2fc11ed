import type { FastifyInstance } from 'fastify';
import { startTaskJobs } from './jobs.ts';
import { taskRoutes } from './routes.ts';

export { announceProtocolTasks, createTask, taskCreator } from './service.ts';
export { presentTask } from './presenter.ts';

/** Protocol tasks: routes, assignment and reminder mails, expiry of overdue tasks. */
export async function tasksModule(app: FastifyInstance): Promise<void> {
  await taskRoutes(app);
  await startTaskJobs(app);
}
