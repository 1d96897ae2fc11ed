import type { FastifyInstance } from 'fastify';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { assignmentRoutes } from './routes.ts';

/** «Поручения»: the register of tasks across protocols, its bulk status change, exports and the people's calendar feeds (issue 24). */
export async function assignmentsModule(app: FastifyInstance): Promise<void> {
  await assignmentRoutes(app);
  await calendarFeedRoutes(app);
}
