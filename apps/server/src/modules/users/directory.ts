import { and, inArray } from 'drizzle-orm';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import { directoryUsers } from './policy.ts';

export { directoryUsers };

/** 422 on `field` unless every id is a person of the directory (members, chairs, task owners are picked there). */
export async function assertDirectoryUsers(db: Db, ids: readonly number[], field: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), directoryUsers));
  if (rows.length !== unique.length) throw unprocessable({ [field]: [PROTOCOL_MESSAGES.userNotFound] });
}
