import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './routes.ts';
import { startProtocolSending } from './send-jobs.ts';
import { taskExtractRoutes } from './task-extract-routes.ts';

/** Protocol documents (PDF, DOCX), the extract on a task's report page, and sending the final protocol to its members. */
export async function documentsModule(app: FastifyInstance): Promise<void> {
  await startProtocolSending(app);
  await documentRoutes(app);
  await taskExtractRoutes(app);
}
