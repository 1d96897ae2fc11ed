import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, decodeJwt, errors as joseErrors } from 'jose';
import { and, eq, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_WINDOW_SECONDS } from '@protocolist/contracts/constants';
import type { Db } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema.ts';

export interface TokenClaims {
  sub: string;
  jti: string;
  /** The session (one sign-in): kept by every refresh, revoked as a whole by logout. Older tokens have none. */
  sid?: string;
  iat: number;
  exp: number;
}

/** The session a token belongs to (a token from before sessions had ids is a session of its own). */
export const sessionOf = (claims: Pick<TokenClaims, 'jti' | 'sid'>): string => claims.sid ?? claims.jti;

/**
 * NOTIFY channel on which every API process hears that sessions ended, so it closes their open event streams:
 * `{ user, session }` after a logout, `{ user, before }` (milliseconds) when every session of the user ended
 * (password change or reset, blocking).
 */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';
export type SessionRevoked = { user: number; session: string } | { user: number; before: number };

/** When the token was issued, in milliseconds. */
// Rounded: iat / 1000 * 1000 is not always the exact millisecond it was made from.
export const issuedAtMs = (claims: Pick<TokenClaims, 'iat'>): number => Math.round(claims.iat * 1000);

/** A token issued less than the refresh window ago (an expired one may still be exchanged for a new one). */
const withinRefreshWindow = (claims: Pick<TokenClaims, 'iat'>): boolean => claims.iat + REFRESH_WINDOW_SECONDS > Date.now() / 1000;

/** How many checked tokens `verify` remembers (the oldest are forgotten first): about 5 MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService {
  readonly #key: Uint8Array;
  /**
   * Tokens whose signature jose has checked, with their claims. A client sends the same token with every request
   * for up to an hour, and the signature check (WebCrypto HMAC through jose) was a fifth of the server's CPU time
   * on GET /api/me (issue 16). Only the signature's answer is remembered, which never changes for a given string
   * and key: expiry is checked again on every use, revocation by `sessionUser` in the database.
   */
  readonly #verified = new Map<string, TokenClaims>();
  readonly #db: Db;
  readonly #notify: (channel: string, payload: string) => Promise<void>;

  constructor(secret: string, db: Db, notify: (channel: string, payload: string) => Promise<void>) {
    this.#key = new TextEncoder().encode(secret);
    this.#db = db;
    this.#notify = notify;
  }

  /** A token of the session `session` (a new session when not given: a sign-in). */
  async issue(userId: number, session: string = randomUUID()): Promise<{ token: string; expires_in: number }> {
    const token = await new SignJWT({ sid: session })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      // Millisecond precision (NumericDate may be fractional): a sign-in right after a password reset
      // must not fall into the same second as the revocation bound and be void.
      .setIssuedAt(Date.now() / 1000)
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.#key);
    return { token, expires_in: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** The claims of a well-signed token; `allowExpired` accepts one still inside the refresh window. */
  async verify(token: string, options: { allowExpired?: boolean } = {}): Promise<TokenClaims | null> {
    let claims = this.#verified.get(token);
    if (!claims) {
      try {
        const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
        claims = payload as unknown as TokenClaims;
      } catch (error) {
        if (options.allowExpired && error instanceof joseErrors.JWTExpired) {
          const expired = decodeJwt(token) as unknown as TokenClaims;
          if (withinRefreshWindow(expired)) return expired;
        }
        return null;
      }
      if (typeof claims.exp !== 'number') return claims;
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, Object.freeze(claims));
      return claims;
    }
    // The signature was checked before; the time is checked again, as jose checks it ("exp" at or before now).
    if (claims.exp > Math.floor(Date.now() / 1000)) return claims;
    if (!withinRefreshWindow(claims)) this.#verified.delete(token);
    return options.allowExpired && withinRefreshWindow(claims) ? claims : null;
  }

  /** Revokes one token; returns false when it was already revoked (a refresh token is good once). */
  async revoke(claims: TokenClaims): Promise<boolean> {
    const expiresAt = new Date((claims.iat + REFRESH_WINDOW_SECONDS) * 1000);
    const inserted = await this.#db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expires_at: expiresAt })
      .onConflictDoNothing()
      .returning({ jti: revokedTokens.jti });
    return inserted.length > 0;
  }

  /** Whether this token or session id was revoked. */
  async isRevoked(id: string): Promise<boolean> {
    const found = await this.#db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, id));
    return found.length > 0;
  }

  /**
   * Ends the session of this token (logout): the token, every other token of the session, and whatever was made
   * from them (signed media links, event-stream tickets, open event streams).
   */
  async revokeSession(claims: TokenClaims): Promise<void> {
    // A token of the session lives at most REFRESH_WINDOW_SECONDS after its issue, and none is issued after now.
    const expiresAt = new Date(Date.now() + REFRESH_WINDOW_SECONDS * 1000);
    const rows = [...new Set([claims.jti, sessionOf(claims)])].map((jti) => ({
      jti,
      expires_at: expiresAt,
    }));
    await this.#db.insert(revokedTokens).values(rows).onConflictDoNothing();
    await this.#announce({
      user: Number(claims.sub),
      session: sessionOf(claims),
    });
  }

  /** Voids every token the user holds now (password change or reset, blocking), and all made from them. */
  async revokeAllOf(userId: number): Promise<void> {
    // One millisecond ahead, so a token issued in this very millisecond is void too.
    const after = new Date(Date.now() + 1);
    await this.#db.update(users).set({ tokens_valid_after: after }).where(eq(users.id, userId));
    await this.#announce({ user: userId, before: after.getTime() });
  }

  async #announce(revoked: SessionRevoked): Promise<void> {
    await this.#notify(SESSION_REVOKED_CHANNEL, JSON.stringify(revoked));
  }

  /** True for a token issued before the user's last "revoke all" (or before the user existed). */
  issuedBeforeRevocation(claims: TokenClaims, tokensValidAfter: Date): boolean {
    return issuedAtMs(claims) < tokensValidAfter.getTime();
  }

  async purgeExpired(): Promise<void> {
    await this.#db.delete(revokedTokens).where(and(lt(revokedTokens.expires_at, new Date())));
  }
}
