import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, decodeJwt, errors as joseErrors } from 'jose';
import { and, eq, lt } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_WINDOW_SECONDS } from '@protocolist/contracts/constants';
import type { Db } from '../db/client.ts';
import { revokedTokens, users } from '../db/schema.ts';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export class TokenService {
  readonly #key: Uint8Array;
  readonly #db: Db;

  constructor(secret: string, db: Db) {
    this.#key = new TextEncoder().encode(secret);
    this.#db = db;
  }

  async issue(userId: number): Promise<{ token: string; expires_in: number }> {
    const token = await new SignJWT({})
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
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      return payload as unknown as TokenClaims;
    } catch (error) {
      if (options.allowExpired && error instanceof joseErrors.JWTExpired) {
        const claims = decodeJwt(token) as unknown as TokenClaims;
        if (claims.iat + REFRESH_WINDOW_SECONDS > Date.now() / 1000) return claims;
      }
      return null;
    }
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

  /** Voids every token the user holds now (password change or reset, blocking). */
  async revokeAllOf(userId: number): Promise<void> {
    // One millisecond ahead, so a token issued in this very millisecond is void too.
    const after = new Date(Date.now() + 1);
    await this.#db.update(users).set({ tokens_valid_after: after }).where(eq(users.id, userId));
  }

  /** True for a token issued before the user's last "revoke all" (or before the user existed). */
  issuedBeforeRevocation(claims: TokenClaims, tokensValidAfter: Date): boolean {
    // Rounded: iat / 1000 * 1000 is not always the exact millisecond it was made from.
    return Math.round(claims.iat * 1000) < tokensValidAfter.getTime();
  }

  async purgeExpired(): Promise<void> {
    await this.#db.delete(revokedTokens).where(and(lt(revokedTokens.expires_at, new Date())));
  }
}
