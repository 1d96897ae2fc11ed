import { inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { User, UserRef } from '@protocolist/contracts/users';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { personGender } from '../../lib/russian/index.ts';

export type UserRow = typeof users.$inferSelect;
export type RefSource = Pick<UserRow, 'id' | 'full_name' | 'email' | 'role' | 'department' | 'position' | 'avatar_key'>;

/** Public address of an avatar image (the key is random, so the URL is unguessable). */
export function avatarUrl(publicUrl: string, avatarKey: string | null): string | null {
  return avatarKey ? `${publicUrl}/api/avatars/${avatarKey}.webp` : null;
}

/** The short form other resources embed (members, secretary, director, responsible…). */
export function presentUserRef(publicUrl: string, row: RefSource): UserRef {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    role: row.role,
    department: row.department,
    position: row.position,
    avatar: avatarUrl(publicUrl, row.avatar_key),
    gender: personGender(row.full_name),
  };
}

/** The columns presentUserRef needs of `table`: `users`, or an alias of it that a query joins once per person it names. */
export function userRefColumnsOf<T extends typeof users | ReturnType<typeof alias<typeof users, string>>>(table: T) {
  return {
    id: table.id,
    full_name: table.full_name,
    email: table.email,
    role: table.role,
    department: table.department,
    position: table.position,
    avatar_key: table.avatar_key,
  };
}

/** The columns presentUserRef needs, for `db.select(userRefColumns)` in other modules. */
export const userRefColumns = userRefColumnsOf(users);

/** Short forms of the given users by id, in one query (missing ids are absent from the map). */
export async function loadUserRefs(db: Db, publicUrl: string, ids: Iterable<number>): Promise<Map<number, UserRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(userRefColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, presentUserRef(publicUrl, row)]));
}

/** Full user resources, with each secretary's manager loaded in one extra query. */
export async function presentUsers(db: Db, publicUrl: string, rows: UserRow[]): Promise<User[]> {
  const managerIds = rows.map((row) => row.manager_id).filter((id): id is number => id !== null);
  const managers = await loadUserRefs(db, publicUrl, managerIds);
  return rows.map((row) => presentWith(publicUrl, row, row.manager_id === null ? null : (managers.get(row.manager_id) ?? null)));
}

function presentWith(publicUrl: string, row: UserRow, manager: UserRef | null): User {
  return {
    ...presentUserRef(publicUrl, row),
    is_active: row.is_active,
    manager,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** One user; `manager` given when already loaded (the signed-in user's, by the session's query): no query then. */
export async function presentUser(db: Db, publicUrl: string, row: UserRow, manager?: RefSource | null): Promise<User> {
  if (manager === undefined || (row.manager_id !== null && manager?.id !== row.manager_id)) return (await presentUsers(db, publicUrl, [row]))[0]!;
  return presentWith(publicUrl, row, manager ? presentUserRef(publicUrl, manager) : null);
}
