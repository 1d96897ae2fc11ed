import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from './routes.ts';

/** «Поручения»: the register of tasks across protocols, its bulk status change and exports (issue 24). */
export async function assignmentsModule(app: FastifyInstance): Promise<void> {
  await assignmentRoutes(app);
}
