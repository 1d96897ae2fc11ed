import type { Role } from '@protocolist/contracts/enums';
import { canEditField, CREATABLE_ROLES, type UserField, type UserRelation } from '@protocolist/contracts/policies';
import type { User } from '@protocolist/contracts/users';

/** The signed-in user as the permission checks need him. */
export interface Actor {
  id: number | null;
  role: Role | null;
}

/** Roles a user of `role` may create (contracts `CREATABLE_ROLES`). */
export function creatableRoles(role: Role | null | undefined): readonly Role[] {
  return role ? CREATABLE_ROLES[role] : [];
}

/**
 * How the actor stands to `user`, as far as the browser can tell from the row. The user resource does not say
 * who created an external member, so a secretary is offered every external one; the server answers for the rest.
 */
function userRelation(actor: Actor, user: Pick<User, 'id' | 'role' | 'manager'>): UserRelation {
  if (actor.id !== null && actor.id === user.id) return 'self';
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'manager' && user.role === 'secretary' && user.manager?.id === actor.id) return 'manager_of';
  if (actor.role === 'secretary' && user.role === 'external') return 'creator_of_external';
  return 'none';
}

/**
 * How a user created by someone of `role` will stand to his creator: the admin's like anyone's, a manager's
 * secretary as his own, a secretary's external member as hers.
 */
export function relationToCreated(role: Role): UserRelation {
  if (role === 'admin') return 'admin';
  if (role === 'manager') return 'manager_of';
  if (role === 'secretary') return 'creator_of_external';
  return 'none';
}

/** Whether the actor may change `field` of `user` (contracts `USER_EDITABLE_FIELDS`); the server checks again. */
export function canEditUserField(actor: Actor, user: Pick<User, 'id' | 'role' | 'manager'>, field: UserField): boolean {
  return canEditField(userRelation(actor, user), field);
}

/** The edit button: the actor may change the user's name (every relation that edits at all may). */
export const canEditUser = (actor: Actor, user: User): boolean => canEditUserField(actor, user, 'full_name');

/** Block/unblock: nobody blocks himself; admins block anyone, managers their secretaries. */
export const canBlockUser = (actor: Actor, user: User): boolean => canEditUserField(actor, user, 'is_active');
