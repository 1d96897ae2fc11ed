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

export { isUniqueViolation } from '../../db/errors.ts';
