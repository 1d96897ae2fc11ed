import type { FastifyInstance } from 'fastify';
import { isNotNull, lt, or, and } from 'drizzle-orm';
import { passwordTokens } from '../../db/schema.ts';
import { RateLimiter } from './rate-limit.ts';

export const AUTH_CLEANUP_QUEUE = 'auth.cleanup';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what no longer guards anything: revocations of expired tokens, ended limit windows, dead password links. */
export async function purgeAuthLeftovers(app: FastifyInstance): Promise<void> {
  await app.tokens.purgeExpired();
  await new RateLimiter(app.db).purgeExpired();
  const dayAgo = new Date(Date.now() - DAY_MS);
  await app.db
    .delete(passwordTokens)
    .where(or(lt(passwordTokens.expires_at, dayAgo), and(isNotNull(passwordTokens.used_at), lt(passwordTokens.used_at, dayAgo))));
}

/** Hourly, in the processes that run workers. */
export async function startAuthCleanup(app: FastifyInstance): Promise<void> {
  if (!app.runsWorkers) return;
  await app.boss.createQueue(AUTH_CLEANUP_QUEUE);
  await app.boss.schedule(AUTH_CLEANUP_QUEUE, '17 * * * *');
  await app.boss.work(AUTH_CLEANUP_QUEUE, async () => purgeAuthLeftovers(app));
}
