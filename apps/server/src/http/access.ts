import { and, eq, inArray, type SQL, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { CurrentUser } from './auth.ts';

/**
 * Who may see what a secretary owns (PRODUCT.md §2): the secretary herself; her manager, read only;
 * admins, read only. Everyone else gets 404, never a hint that the object exists.
 */
export type Access = 'owner' | 'reader' | 'none';

export async function accessToSecretaryData(db: Db, user: CurrentUser, secretaryId: number): Promise<Access> {
  if (user.role === 'secretary') return user.id === secretaryId ? 'owner' : 'none';
  if (user.role === 'admin') return 'reader';
  if (user.role === 'manager') {
    const [row] = await db.select({ manager_id: users.manager_id }).from(users).where(eq(users.id, secretaryId));
    return row?.manager_id === user.id ? 'reader' : 'none';
  }
  return 'none';
}

/** A WHERE condition limiting `ownerColumn` (a secretary id) to the rows the user may read; null: all rows. */
export function readableBySecretaryColumn(db: Db, user: CurrentUser, ownerColumn: AnyColumn): SQL | null {
  if (user.role === 'admin') return null;
  if (user.role === 'secretary') return eq(ownerColumn, user.id);
  if (user.role === 'manager') {
    return inArray(
      ownerColumn,
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.manager_id, user.id), eq(users.role, 'secretary'))),
    );
  }
  return eq(ownerColumn, -1);
}
