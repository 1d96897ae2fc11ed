import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './routes.ts';

/** A protocol's video, streamed with HTTP ranges to a token or a short-lived signed link. */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  await mediaRoutes(app);
}
