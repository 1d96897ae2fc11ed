import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@protocolist/contracts/enums';
import { AUTH_MESSAGES } from '@protocolist/contracts/messages';
import { revokedTokens, users } from '../db/schema.ts';
import { withLeanRows } from '../db/lean-rows.ts';
import { KeptUntilDataChanges } from '../db/data-changes.ts';
import { forbidden, unauthorized, HttpError } from './errors.ts';
import { issuedAtMs, sessionOf, type TokenClaims } from './tokens.ts';

export type CurrentUser = typeof users.$inferSelect;
/** The signed-in user's manager as the user directory shows people (read by the session's own query). */
export type SessionManager = Pick<CurrentUser, 'id' | 'full_name' | 'email' | 'role' | 'department' | 'position' | 'avatar_key'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route that is not `config.public`. */
    user: CurrentUser;
    /** The user's manager (null: none), so that GET /api/me needs no query of its own. */
    userManager: SessionManager | null;
    tokenClaims: TokenClaims;
  }
  interface FastifyContextConfig {
    /** No token needed. */
    public?: boolean;
    /** Only these roles may call the route (403 for the others). */
    roles?: readonly Role[];
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match ? match[1]!.trim() : null;
}

/** A session artefact to check: a bearer token, or a link or ticket made from one (signed-url.ts). */
export interface SessionRef {
  userId: number;
  session: string;
  /** The token's own id, revoked alone by a refresh. */
  jti?: string;
  /** When the token, link or ticket was made (ms): void if before the user's last "revoke all". */
  issuedAt: number;
}

const sessionManager = alias(users, 'manager');

/**
 * sessionUser's query, run by every authenticated request: prepared once per database (a named statement, so
 * PostgreSQL parses and plans it once per connection and drizzle builds its SQL once). The manager comes from a
 * join as columns (json_build_object made PostgreSQL's time for a user with a manager three times as long, issue 26).
 */
function prepareUserOfSession(db: FastifyInstance['db']) {
  const session = sql.placeholder('session');
  const jti = sql.placeholder('jti');
  return withLeanRows(
    db
      .select({
        user: users,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} in (${session}, ${jti}))`,
        manager: {
          id: sessionManager.id,
          full_name: sessionManager.full_name,
          email: sessionManager.email,
          role: sessionManager.role,
          department: sessionManager.department,
          position: sessionManager.position,
          avatar_key: sessionManager.avatar_key,
        },
      })
      .from(users)
      .leftJoin(sessionManager, eq(sessionManager.id, users.manager_id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('user_of_session'),
  );
}
type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareUserOfSession>['execute']>>[number];

/** Per database: its prepared query, and the rows it answered kept until the data changes. */
interface SessionReads {
  query: ReturnType<typeof prepareUserOfSession>;
  kept: KeptUntilDataChanges<SessionRow | null>;
}
const sessionReads = new WeakMap<FastifyInstance['db'], SessionReads>();

/**
 * How many sessions' rows are kept: a few MB at most. Every authenticated request asks for its session's row, and
 * with it kept GET /api/me went from 13 000 to 37 000 requests a second on PostgreSQL (issue 26, bench/api.mjs).
 * Any write to the app's data forgets them all (db/data-changes.ts): a logout, a block or a password change of this
 * process before its answer is sent, of another process when its notification arrives.
 */
const SESSIONS_KEPT = 10_000;

function sessionReadsOf(app: FastifyInstance): SessionReads {
  let reads = sessionReads.get(app.db);
  if (!reads) {
    reads = { query: prepareUserOfSession(app.db), kept: new KeptUntilDataChanges(app.database.changes, SESSIONS_KEPT) };
    sessionReads.set(app.db, reads);
  }
  return reads;
}

/** The session's row (frozen: it is shared by the requests of the session until the data changes). */
async function sessionRow(app: FastifyInstance, ref: SessionRef): Promise<SessionRow | null> {
  const { query, kept } = sessionReadsOf(app);
  const jti = ref.jti ?? ref.session;
  return kept.getOrRead(`${ref.userId} ${ref.session} ${jti}`, async () => {
    const [row] = await query.execute({ id: ref.userId, session: ref.session, jti });
    if (!row) return null;
    Object.freeze(row.user);
    if (row.manager) Object.freeze(row.manager);
    return Object.freeze(row);
  });
}

/**
 * The user of a live session (and, in the same round trip, the user's manager), or 401 (403 for a blocked
 * account). The one revocation rule for every session
 * artefact: the token or its session not revoked (logout, a used refresh token), made after the user's last
 * "revoke all" (password change or reset, blocking), the user active. One round trip.
 */
export async function sessionUser(app: FastifyInstance, ref: SessionRef): Promise<CurrentUser> {
  return (await sessionUserAndManager(app, ref)).user;
}

/** sessionUser with the user's manager, from the same query. */
async function sessionUserAndManager(app: FastifyInstance, ref: SessionRef): Promise<{ user: CurrentUser; manager: SessionManager | null }> {
  const row = await sessionRow(app, ref);
  const user = row?.user;
  if (!user || user.role === 'external') throw unauthorized();
  if (ref.issuedAt < user.tokens_valid_after.getTime()) throw unauthorized();
  if (row.revoked) throw unauthorized();
  if (!user.is_active) throw new HttpError(403, AUTH_MESSAGES.blocked);
  return { user, manager: row.manager ?? null };
}

/** Loads the user of a bearer token, or throws 401 (403 for a blocked account). */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const claims = await app.tokens.verify(token);
  if (!claims) throw unauthorized();
  const { user, manager } = await sessionUserAndManager(app, {
    userId: Number(claims.sub),
    session: sessionOf(claims),
    jti: claims.jti,
    issuedAt: issuedAtMs(claims),
  });
  request.user = user;
  request.userManager = manager;
  request.tokenClaims = claims;
}

export function registerAuthHook(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as CurrentUser);
  app.decorateRequest('userManager', null);
  app.decorateRequest('tokenClaims', null as unknown as TokenClaims);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.public) return;
    await authenticate(app, request);
    if (config.roles && !config.roles.includes(request.user.role)) throw forbidden();
  });
}
