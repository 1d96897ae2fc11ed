import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { AUTH_LIMIT_MESSAGES, loginRequest, type LoginResponse } from '@protocolist/contracts/auth';
import { AUTH_MESSAGES } from '@protocolist/contracts/messages';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WARN_WHEN_LEFT,
  REFRESH_MAX_PER_ACCOUNT,
  REFRESH_MAX_PER_IP,
} from '@protocolist/contracts/constants';
import { users } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { bearerToken } from '../../http/auth.ts';
import { sessionOf } from '../../http/tokens.ts';
import { HttpError, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { RateLimiter, type Limit } from './rate-limit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { ok } from '../../http/openapi.ts';
import { loginResponse } from '@protocolist/contracts/responses/users';
import { nothing } from '@protocolist/contracts/responses/envelope';

const failureWindowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000;
const refreshWindowMs = 60 * 1000;

/** Sign-in limits: by e-mail and address, by e-mail from anywhere, by address for any e-mail. */
export function loginLimits(email: string, ip: string): Limit[] {
  return [
    { key: `login:${email}|${ip}`, max: LOGIN_MAX_FAILURES, windowMs: failureWindowMs },
    { key: `login-account:${email}`, max: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs: failureWindowMs },
    { key: `login-ip:${ip}`, max: LOGIN_MAX_FAILURES_PER_IP, windowMs: failureWindowMs },
  ];
}

/** Warned while few tries are left (issue 23), told of the lock on the last; the same for a known and an unknown e-mail. */
function badCredentials(left: number, resetMs: number): string {
  if (left === 0) return AUTH_LIMIT_MESSAGES.badCredentialsLocked(Math.ceil(resetMs / 60_000));
  if (left <= LOGIN_WARN_WHEN_LEFT) return AUTH_LIMIT_MESSAGES.badCredentialsLeft(left);
  return AUTH_MESSAGES.badCredentials;
}

// Verified against when the e-mail is unknown, so a miss costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

/** Sign-in, sign-out and token refresh (seed §4, §7; PRODUCT.md §3). */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new RateLimiter(app.db);

  r.post(
    '/api/login',
    {
      config: { public: true },
      schema: {
        response: ok(loginResponse),
        tags: ['auth'],
        summary: 'Вход по e-mail и паролю',
        security: [],
        body: loginRequest,
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // The attempt is counted before the password is checked, in one atomic statement: of 200 parallel wrong
      // passwords only the first LOGIN_MAX_FAILURES get checked at all. A right password gives its hit back.
      const limits = loginLimits(email, request.ip);
      const { waitMs, left, leftResetMs } = await limiter.hit(limits);
      if (waitMs > 0) throw tooManyRequests(AUTH_LIMIT_MESSAGES.tooManyLogins(Math.ceil(waitMs / 60_000)), waitMs / 1000);

      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      const canSignIn = user && user.role !== 'external' && user.password_hash !== null;
      const passwordOk = await verifyPassword(canSignIn ? user.password_hash : await decoy(), password);
      if (!canSignIn || !passwordOk) throw unauthorized(badCredentials(left, leftResetMs));
      // The right password: this e-mail and address start afresh; the wider counters get this hit back.
      await limiter.clear([limits[0]!.key]);
      await limiter.refund(limits.slice(1).map((limit) => limit.key));
      if (!user.is_active) throw new HttpError(403, AUTH_MESSAGES.blocked);
      return success<LoginResponse>(await app.tokens.issue(user.id));
    },
  );

  r.post(
    '/api/logout',
    {
      schema: {
        response: ok(nothing),
        tags: ['auth'],
        summary:
          'Выход: перестают действовать токены этого входа, ссылки на видео и билеты потока событий, поток закрывается',
      },
    },
    async (request) => {
      await app.tokens.revokeSession(request.tokenClaims);
      return success({}, AUTH_MESSAGES.loggedOut);
    },
  );

  r.post(
    '/api/refresh',
    {
      config: { public: true },
      schema: {
        response: ok(loginResponse),
        tags: ['auth'],
        summary: 'Новый токен взамен действующего или истёкшего не более 14 дней назад (старый перестаёт действовать)',
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const claims = token ? await app.tokens.verify(token, { allowExpired: true }) : null;
      const { waitMs } = await limiter.hit([
        { key: `refresh-ip:${request.ip}`, max: REFRESH_MAX_PER_IP, windowMs: refreshWindowMs },
        ...(claims ? [{ key: `refresh-account:${claims.sub}`, max: REFRESH_MAX_PER_ACCOUNT, windowMs: refreshWindowMs }] : []),
      ]);
      if (waitMs > 0) throw tooManyRequests(AUTH_LIMIT_MESSAGES.tooManyRefreshes(Math.ceil(waitMs / 1000)), waitMs / 1000);
      if (!claims) throw unauthorized();
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.id, Number(claims.sub)));
      if (!user || !user.is_active || user.role === 'external') throw unauthorized();
      if (app.tokens.issuedBeforeRevocation(claims, user.tokens_valid_after)) throw unauthorized();
      // revoke() is the single-use gate: of two refreshes with one token only the first gets a new one.
      // A session ended by logout gives no new tokens, even from a token that was never used.
      if (await app.tokens.isRevoked(sessionOf(claims))) throw unauthorized();
      if (!(await app.tokens.revoke(claims))) throw unauthorized();
      // The new token carries on the session (a token from before session ids starts one).
      return success<LoginResponse>(await app.tokens.issue(user.id, claims.sid));
    },
  );
}
