import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@protocolist/contracts/enums';
import { VALIDATION } from '@protocolist/contracts/messages';
import { CREATABLE_ROLES, USER_VISIBILITY, userRelation, type UserRelation } from '@protocolist/contracts/policies';
import { USER_MESSAGES } from '@protocolist/contracts/users';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { UserRow } from './presenter.ts';

/*
 * Who sees, creates and changes whom: USER_VISIBILITY, CREATABLE_ROLES and USER_EDITABLE_FIELDS in
 * packages/contracts/src/policies.ts, applied to the users table.
 */

/**
 * The directory secretaries pick members, chairs and task owners from (PRODUCT.md §2): every active user who is
 * not an admin.
 */
export const directoryUsers: SQL = and(ne(users.role, 'admin'), eq(users.is_active, true))!;

const VISIBLE: Record<(typeof USER_VISIBILITY)[Role], (viewer: CurrentUser) => SQL | undefined> = {
  everyone: () => undefined,
  own_secretaries: (viewer) => and(eq(users.manager_id, viewer.id), eq(users.role, 'secretary')),
  active_non_admins: () => directoryUsers,
  nobody: () => sql`false`,
};

/** The users `viewer` sees in the directory; undefined: no limit. */
export function visibleUsers(viewer: CurrentUser): SQL | undefined {
  return VISIBLE[USER_VISIBILITY[viewer.role]](viewer);
}

/** One user opened by id: the visible ones and the viewer himself. */
export function openableUsers(viewer: CurrentUser): SQL | undefined {
  const visible = visibleUsers(viewer);
  return visible ? or(eq(users.id, viewer.id), visible) : undefined;
}

/** How the actor stands to the user he changes; USER_EDITABLE_FIELDS says what each relation may change. */
export function relationTo(actor: CurrentUser, target: UserRow): UserRelation {
  return userRelation(actor, { id: target.id, role: target.role, managerId: target.manager_id, createdBy: target.created_by });
}

/** The role a new user gets: one the actor may create (CREATABLE_ROLES); named, when he may create several. */
export function roleToCreate(actor: CurrentUser, requested: Role | undefined): Role {
  const creatable = CREATABLE_ROLES[actor.role];
  if (creatable.length === 0 || (requested !== undefined && !creatable.includes(requested))) throw forbidden();
  if (requested !== undefined) return requested;
  if (creatable.length > 1) throw fieldError('role', VALIDATION.required);
  return creatable[0]!;
}

export const managerOnlyForSecretary = () => fieldError('manager_id', USER_MESSAGES.managerOnlyForSecretary);
