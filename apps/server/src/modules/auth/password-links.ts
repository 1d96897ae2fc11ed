import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { RESET_LINK_TTL_MINUTES, WELCOME_LINK_TTL_HOURS } from '@protocolist/contracts/constants';
import type { Db } from '../../db/client.ts';
import { passwordTokens, users } from '../../db/schema.ts';

export type PasswordLinkKind = 'reset' | 'welcome';

const ttlMs: Record<PasswordLinkKind, number> = {
  reset: RESET_LINK_TTL_MINUTES * 60 * 1000,
  welcome: WELCOME_LINK_TTL_HOURS * 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page of the web app that sets a password (seed §2): the token in the path and again in the query. */
export function passwordLinkUrl(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/change-password/${token}?token=${token}&email=${encodeURIComponent(email)}`;
}

/**
 * A new single-use link for the user; older unused links of the user stop working.
 * Only the hash of the token is stored, so a database leak gives no working link.
 */
export async function createPasswordLink(db: Db, userId: number, kind: PasswordLinkKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordTokens).where(and(eq(passwordTokens.user_id, userId), isNull(passwordTokens.used_at)));
    await tx.insert(passwordTokens).values({
      user_id: userId,
      token_hash: hashOf(token),
      kind,
      expires_at: new Date(Date.now() + ttlMs[kind]),
    });
  });
  return token;
}

export async function deletePasswordLink(db: Db, token: string): Promise<void> {
  await db.delete(passwordTokens).where(eq(passwordTokens.token_hash, hashOf(token)));
}

/** The link's token id and user when the token is unused, unexpired and belongs to this active account. */
export async function findUsablePasswordLink(db: Db, token: string, email: string) {
  const [row] = await db
    .select({ tokenId: passwordTokens.id, userId: users.id })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.user_id))
    .where(
      and(
        eq(passwordTokens.token_hash, hashOf(token)),
        isNull(passwordTokens.used_at),
        gt(passwordTokens.expires_at, new Date()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
        eq(users.is_active, true),
        ne(users.role, 'external'),
      ),
    );
  return row ?? null;
}

/** Marks the link used; false when another request used it first (single use under concurrency). */
export async function consumePasswordLink(db: Db, tokenId: number): Promise<boolean> {
  const used = await db
    .update(passwordTokens)
    .set({ used_at: new Date() })
    .where(and(eq(passwordTokens.id, tokenId), isNull(passwordTokens.used_at)))
    .returning({ id: passwordTokens.id });
  return used.length > 0;
}
