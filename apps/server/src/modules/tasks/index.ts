import type { FastifyInstance } from 'fastify';
import { startTaskJobs } from './jobs.ts';
import { taskReportRoutes } from './report-routes.ts';
import { taskRoutes } from './routes.ts';

export { announceProtocolTasks, createTask, taskCreator } from './service.ts';
export { presentTask } from './presenter.ts';
export { changeTaskDeadline, type DeadlineChange } from './deadline-change.ts';
export { taskTextMatch } from './search.ts';
export { loadProtocolQuestions, questionOf } from './questions.ts';
export { pendingReports, presentReport } from './report-presenter.ts';
export { loadReportContext, type ReportContext } from './reports.ts';
export { reportViewLimit } from './report-routes.ts';

/** Protocol tasks: routes, reports of the people responsible, assignment and reminder mails, expiry of overdue tasks. */
export async function tasksModule(app: FastifyInstance): Promise<void> {
  await taskRoutes(app);
  await taskReportRoutes(app);
  await startTaskJobs(app);
}
