import { and, eq, ne, sql } from 'drizzle-orm';
import { USER_MESSAGES } from '@protocolist/contracts/users';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/errors.ts';

/** 422 when another user already has this e-mail (case-insensitive, as the unique index). */
export async function ensureEmailFree(db: Db, email: string, exceptUserId?: number): Promise<void> {
  const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw emailTaken();
}

export const emailTaken = () => fieldError('email', USER_MESSAGES.emailTaken);

/** A PostgreSQL unique violation (two requests raced past ensureEmailFree), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
