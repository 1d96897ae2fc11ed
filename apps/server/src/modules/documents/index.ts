import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './routes.ts';
import { startProtocolSending } from './send-jobs.ts';

export { taskExtract } from './task-extract.ts';

/** Protocol documents (PDF, DOCX) and sending the final protocol to its members. */
export async function documentsModule(app: FastifyInstance): Promise<void> {
  await startProtocolSending(app);
  await documentRoutes(app);
}
