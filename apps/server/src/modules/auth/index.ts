import type { FastifyInstance } from 'fastify';
import { sessionRoutes } from './session-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { startAuthCleanup } from './cleanup-job.ts';

/** Sign-in, tokens, current user and password links. */
export async function authModule(app: FastifyInstance): Promise<void> {
  await sessionRoutes(app);
  await passwordRoutes(app);
  await startAuthCleanup(app);
}
