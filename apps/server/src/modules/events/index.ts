import type { FastifyInstance } from 'fastify';
import { eventRoutes } from './routes.ts';

/** Server-Sent Events about protocols; decorates the app with `events` (the bus other modules publish to). */
export async function eventsModule(app: FastifyInstance): Promise<void> {
  await eventRoutes(app);
}
