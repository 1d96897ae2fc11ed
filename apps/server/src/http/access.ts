import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KEYWORD_MESSAGES } from '@protocolist/contracts/keywords';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import type { Role } from '@protocolist/contracts/enums';
import { reaches, scopeOf, type Intent, type OwnedKind, type Scope } from '@protocolist/contracts/policies';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { STATS_MESSAGES } from '@protocolist/contracts/stats';
import { TASK_MESSAGES } from '@protocolist/contracts/tasks';
import type { Db } from '../db/client.ts';
import { keywords, meetings, protocols, protocolTasks, users } from '../db/schema.ts';
import type { CurrentUser } from './auth.ts';
import { forbidden, notFound } from './errors.ts';

/*
 * The one access layer over OWNED_ACCESS (packages/contracts/src/policies.ts): who may read or change what a
 * secretary owns. `loadOwned` answers for one row, `readableWhere` for lists; both read the same scopes, so a
 * row a list shows is a row `loadOwned` opens, and the other way round (access.test.ts checks every role).
 */

/** Whose row it is: the owning secretary and her manager. */
export interface Owner {
  secretaryId: number;
  managerId: number | null;
}

export interface OwnedRows {
  meeting: typeof meetings.$inferSelect;
  protocol: typeof protocols.$inferSelect;
  task: typeof protocolTasks.$inferSelect & { secretary_id: number };
  keyword: typeof keywords.$inferSelect;
  /** The secretary herself: her statistics are read through her row. */
  secretary_stats: typeof users.$inferSelect;
}

interface Found<T> {
  row: T;
  owner: Owner;
}

type Loaders = { [K in OwnedKind]: (db: Db, id: number) => Promise<Found<OwnedRows[K]> | null> };

/**
 * Rows of a table that names their secretary in `owner`, with her manager joined in. (Drizzle types a select
 * of one table, not of a union of tables: hence the casts, which change no SQL.)
 */
function ownedBy<T extends typeof meetings | typeof protocols | typeof keywords>(table: T, owner: AnyPgColumn) {
  return async (db: Db, id: number): Promise<Found<T['$inferSelect']> | null> => {
    const [found] = await db
      .select({ row: table as typeof meetings, secretaryId: owner, managerId: users.manager_id })
      .from(table as typeof meetings)
      .leftJoin(users, eq(users.id, owner))
      .where(eq(table.id, id));
    if (!found) return null;
    return { row: found.row as T['$inferSelect'], owner: { secretaryId: found.secretaryId as number, managerId: found.managerId } };
  };
}

const LOADERS: Loaders = {
  meeting: ownedBy(meetings, meetings.secretary_id),
  protocol: ownedBy(protocols, protocols.secretary_id),
  keyword: ownedBy(keywords, keywords.user_id),
  async task(db, id) {
    const [found] = await db
      .select({ row: protocolTasks, secretaryId: protocols.secretary_id, managerId: users.manager_id })
      .from(protocolTasks)
      .innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id))
      .leftJoin(users, eq(users.id, protocols.secretary_id))
      .where(eq(protocolTasks.id, id));
    return found ? { row: { ...found.row, secretary_id: found.secretaryId }, owner: found } : null;
  },
  async secretary_stats(db, id) {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'secretary')));
    return row ? { row, owner: { secretaryId: row.id, managerId: row.manager_id } } : null;
  },
};

const NOT_FOUND: Record<OwnedKind, string> = {
  meeting: MEETING_MESSAGES.notFound,
  protocol: PROTOCOL_MESSAGES.notFound,
  task: TASK_MESSAGES.notFound,
  keyword: KEYWORD_MESSAGES.notFound,
  secretary_stats: STATS_MESSAGES.secretaryNotFound,
};

/** Whether `user` may `intent` a row of `kind` owned by `owner`. */
export function allows(kind: OwnedKind, user: Pick<CurrentUser, 'id' | 'role'>, intent: Intent, owner: Owner): boolean {
  return reaches(scopeOf(kind, user.role, intent), user.id, owner);
}

export interface AccessMessages {
  /** The 404 text (default: the kind's own «… не найден»). */
  notFound?: string;
  /** The 403 text for a reader who tries to change. */
  forbidden?: string;
}

/**
 * The row `id` of `kind` if `user` may `intent` it. Outside the user's read scope the answer is 404, never a
 * hint that the row exists; readable but not writable (a manager, an admin) it is 403.
 */
export async function loadOwned<K extends OwnedKind>(
  db: Db,
  kind: K,
  id: number,
  user: CurrentUser,
  intent: Intent,
  messages: AccessMessages = {},
): Promise<OwnedRows[K]> {
  const found = await (LOADERS[kind] as (db: Db, id: number) => Promise<Found<OwnedRows[K]> | null>)(db, id);
  if (!found || !allows(kind, user, 'read', found.owner)) throw notFound(messages.notFound ?? NOT_FOUND[kind]);
  if (intent === 'write' && !allows(kind, user, 'write', found.owner)) throw forbidden(messages.forbidden);
  return found.row;
}

/** A secretary (by her user id) whose rows of `kind` the user may read; 404 with `message` otherwise. */
export async function loadSecretaryOf(
  db: Db,
  kind: OwnedKind,
  secretaryId: number,
  user: CurrentUser,
  message: string,
): Promise<OwnedRows['secretary_stats']> {
  const found = await LOADERS.secretary_stats(db, secretaryId);
  if (!found || !allows(kind, user, 'read', found.owner)) throw notFound(message);
  return found.row;
}

/** SQL for "the row owned by `ownerColumn` is within `scope` of the user `userId`"; undefined: every row. */
function scopeWhere(scope: Scope, userId: number | Placeholder, ownerColumn: SQLWrapper): SQL | undefined {
  switch (scope) {
    case 'all':
      return undefined;
    case 'own':
      return sql`${ownerColumn} = ${userId}`;
    case 'team':
      // The team under a name of its own, so that it never clashes with a `users` of the outer query.
      return sql`${ownerColumn} IN (SELECT team_member.id FROM ${users} team_member WHERE team_member.manager_id = ${userId})`;
    case 'none':
      return sql`false`;
  }
}

/** A WHERE condition limiting a list of `kind` (owned through `ownerColumn`) to what the user may read. */
export function readableWhere(kind: OwnedKind, user: CurrentUser, ownerColumn: SQLWrapper): SQL | undefined {
  return scopeWhere(scopeOf(kind, user.role, 'read'), user.id, ownerColumn);
}

/**
 * `readableWhere` for a prepared statement: the same condition for every user of `role`, the user's id left as
 * the placeholder `userId` (filled with the user's id when the statement runs).
 */
export function readableWhereOfRole(kind: OwnedKind, role: Role, userId: Placeholder, ownerColumn: SQLWrapper): SQL | undefined {
  return scopeWhere(scopeOf(kind, role, 'read'), userId, ownerColumn);
}
