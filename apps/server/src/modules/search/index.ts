import type { FastifyInstance } from 'fastify';
import { searchRoutes } from './routes.ts';

/** Full-text search over what the caller may read (issue 17); the index is kept by migration 0009_search. */
export async function searchModule(app: FastifyInstance): Promise<void> {
  await searchRoutes(app);
}
