import type { FastifyInstance } from 'fastify';
import { statsRoutes } from './routes.ts';

/** Statistics for secretaries, managers and admins (PRODUCT.md §10); the figures are kept by migration 0001. */
export async function statsModule(app: FastifyInstance): Promise<void> {
  await statsRoutes(app);
}
