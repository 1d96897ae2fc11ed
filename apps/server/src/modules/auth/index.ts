import type { FastifyInstance } from 'fastify';
import { startAuthCleanup } from './cleanup-job.ts';
import { passwordRoutes } from './password-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { startResetLinkMail } from './reset-link-queue.ts';

export { hashPassword, verifyPassword } from './passwords.ts';
export { RateLimiter } from './rate-limit.ts';
export { sendAccountCreatedMail, sendPasswordLink } from './send-password-link.ts';

/** Sign-in, sign-out, token refresh and password links. */
export async function authModule(app: FastifyInstance): Promise<void> {
  await sessionRoutes(app);
  await passwordRoutes(app);
  await startResetLinkMail(app);
  await startAuthCleanup(app);
}
