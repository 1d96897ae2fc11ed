import type { Role } from '@protocolist/contracts/enums';
import type { User } from '@protocolist/contracts/users';

/** Roles a user of `role` may create (PRODUCT.md §5). */
export function creatableRoles(role: Role | null | undefined): Role[] {
  if (role === 'admin') return ['admin', 'manager', 'secretary', 'external'];
  if (role === 'manager') return ['secretary'];
  if (role === 'secretary') return ['external'];
  return [];
}

/** Whether the current user may edit this row; the server checks again, this only hides dead buttons. */
export function canEditUser(actor: { id: number | null; role: Role | null }, user: User): boolean {
  if (actor.role === 'admin') return true;
  if (actor.id === user.id) return true;
  if (actor.role === 'manager') return user.role === 'secretary' && user.manager?.id === actor.id;
  if (actor.role === 'secretary') return user.role === 'external';
  return false;
}

export function canBlockUser(actor: { id: number | null; role: Role | null }, user: User): boolean {
  if (actor.id === user.id) return false;
  if (actor.role === 'admin') return true;
  if (actor.role === 'manager') return user.role === 'secretary' && user.manager?.id === actor.id;
  return false;
}
