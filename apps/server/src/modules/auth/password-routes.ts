import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import {
  AUTH_LIMIT_MESSAGES,
  checkResetTokenRequest,
  resetPasswordRequest,
  sendResetLinkRequest,
} from '@protocolist/contracts/auth';
import { AUTH_MESSAGES } from '@protocolist/contracts/messages';
import { RESET_LINK_INTERVAL_SECONDS, RESET_LINKS_PER_IP } from '@protocolist/contracts/constants';
import { users } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { badRequest, notFound, tooManyRequests } from '../../http/errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { queueResetLink } from './reset-link-queue.ts';
import { consumePasswordLink, findUsablePasswordLink } from './password-links.ts';
import { hashPassword } from './passwords.ts';
import { ok } from '../../http/openapi.ts';
import { nothing } from '@protocolist/contracts/responses/envelope';

const intervalMs = RESET_LINK_INTERVAL_SECONDS * 1000;
const RESET_LINKS_WINDOW_MS = 15 * 60 * 1000;

/** Password reset by an e-mailed link (PRODUCT.md §4); the same link sets a new user's first password. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new RateLimiter(app.db);

  r.post(
    '/api/change-password/send-link',
    {
      config: { public: true },
      schema: { response: ok(nothing), tags: ['auth'], summary: 'Отправить ссылку для сброса пароля', security: [], body: sendResetLinkRequest },
    },
    async (request) => {
      const { email } = request.body;
      // Limited per e-mail (registered or not) and per address; then one queued job whatever the e-mail is, so
      // neither the answer nor its timing tells whether the e-mail has an account (reset-link-queue.ts).
      const { waitMs } = await limiter.hit([
        { key: `reset-link:${email}`, max: 1, windowMs: intervalMs },
        { key: `reset-link-ip:${request.ip}`, max: RESET_LINKS_PER_IP, windowMs: RESET_LINKS_WINDOW_MS },
      ]);
      if (waitMs > 0) throw tooManyRequests(AUTH_LIMIT_MESSAGES.resetLinkTooSoon(Math.ceil(waitMs / 1000)), waitMs / 1000);
      await queueResetLink(app, email);
      return success({}, AUTH_MESSAGES.resetSent);
    },
  );

  r.post(
    '/api/change-password/check-token',
    {
      config: { public: true },
      schema: { response: ok(nothing), tags: ['auth'], summary: 'Проверить ссылку сброса пароля', security: [], body: checkResetTokenRequest },
    },
    async (request) => {
      const link = await findUsablePasswordLink(app.db, request.body.token, request.body.email);
      if (!link) throw notFound(AUTH_MESSAGES.invalidLink);
      return success({});
    },
  );

  r.post(
    '/api/change-password/reset',
    {
      config: { public: true },
      schema: { response: ok(nothing), tags: ['auth'], summary: 'Задать новый пароль по ссылке', security: [], body: resetPasswordRequest },
    },
    async (request) => {
      const { token, email, password } = request.body;
      const link = await findUsablePasswordLink(app.db, token, email);
      if (!link) throw badRequest(AUTH_MESSAGES.invalidLink);
      const passwordHash = await hashPassword(password);
      if (!(await consumePasswordLink(app.db, link.tokenId))) throw badRequest(AUTH_MESSAGES.invalidLink);
      await app.db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, link.userId));
      await app.tokens.revokeAllOf(link.userId);
      // The new password opens the door the old one's failures closed (issue 23), from every address.
      await limiter.clearPrefixed([`login:${email}|`, `login-account:${email}`]);
      return success({}, AUTH_MESSAGES.passwordSet);
    },
  );
}
