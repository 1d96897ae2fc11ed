import type { Role } from '@protocolist/contracts/enums';
import { canEditField, CREATABLE_ROLES, userRelation, type UserField, type UserRelation } from '@protocolist/contracts/policies';
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

/** How the actor stands to `user` (contracts `userRelation`); the server decides again from its own rows. */
function relationTo(actor: Actor, user: Pick<User, 'id' | 'role' | 'manager' | 'created_by'>): UserRelation {
  if (actor.id === null || actor.role === null) return 'none';
  return userRelation(
    { id: actor.id, role: actor.role },
    { id: user.id, role: user.role, managerId: user.manager?.id ?? null, createdBy: user.created_by },
  );
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
export function canEditUserField(actor: Actor, user: Pick<User, 'id' | 'role' | 'manager' | 'created_by'>, field: UserField): boolean {
  return canEditField(relationTo(actor, user), field);
}

/** The edit button: the actor may change the user's name (every relation that edits at all may). */
export const canEditUser = (actor: Actor, user: User): boolean => canEditUserField(actor, user, 'full_name');

/** Block/unblock: nobody blocks himself; admins block anyone, managers their secretaries. */
export const canBlockUser = (actor: Actor, user: User): boolean => canEditUserField(actor, user, 'is_active');
