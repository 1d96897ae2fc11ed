import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/** 32 random bytes, base64url: the only thing that guards a feed, so it must be unguessable. */
const newSecret = () => randomBytes(32).toString('base64url');

export const feedUrl = (app: FastifyInstance, secret: string) => `${app.publicUrl}/api/calendar/${secret}.ics`;

/** The user's feed secret, made on first use (concurrent first calls agree on one). */
export async function feedSecret(app: FastifyInstance, userId: number): Promise<string> {
  const [created] = await app.db
    .update(users)
    .set({ calendar_secret: newSecret() })
    .where(and(eq(users.id, userId), isNull(users.calendar_secret)))
    .returning({ secret: users.calendar_secret });
  if (created?.secret) return created.secret;
  const [row] = await app.db.select({ secret: users.calendar_secret }).from(users).where(eq(users.id, userId));
  return row!.secret!;
}

/** A new secret; the old feed address stops working at once. */
export async function regenerateFeedSecret(app: FastifyInstance, userId: number): Promise<string> {
  const secret = newSecret();
  await app.db.update(users).set({ calendar_secret: secret }).where(eq(users.id, userId));
  return secret;
}
