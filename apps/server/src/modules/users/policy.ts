import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Role } from '@protocolist/contracts/enums';
import { USER_MESSAGES } from '@protocolist/contracts/users';
import { VALIDATION } from '@protocolist/contracts/messages';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { UserRow } from './presenter.ts';

/**
 * Who sees whom in the user directory (PRODUCT.md §5): admin everyone; a manager his secretaries;
 * a secretary the active non-admin users (she picks members, chairs and task owners from them).
 * undefined: no limit.
 */
export function visibleUsers(viewer: CurrentUser): SQL | undefined {
  if (viewer.role === 'admin') return undefined;
  if (viewer.role === 'manager') return and(eq(users.manager_id, viewer.id), eq(users.role, 'secretary'));
  if (viewer.role === 'secretary') return and(ne(users.role, 'admin'), eq(users.is_active, true));
  return eq(users.id, -1);
}

/** One user opened by id: the visible ones and the viewer himself. */
export function openableUsers(viewer: CurrentUser): SQL | undefined {
  const visible = visibleUsers(viewer);
  return visible ? or(eq(users.id, viewer.id), visible) : undefined;
}

/**
 * What the actor may change about the target:
 * self — own profile (password only with the current one); admin — anyone, everything;
 * manager — his secretaries, blocking included; secretary — externals' contact details.
 */
export type EditRight = 'self' | 'admin' | 'manager' | 'secretary' | 'none';

export function editRight(actor: CurrentUser, target: UserRow): EditRight {
  if (actor.id === target.id) return 'self';
  if (actor.role === 'admin') return 'admin';
  if (actor.role === 'manager' && target.role === 'secretary' && target.manager_id === actor.id) return 'manager';
  if (actor.role === 'secretary' && target.role === 'external') return 'secretary';
  return 'none';
}

/** The role a new user gets: admins name it; a manager creates secretaries, a secretary externals. */
export function roleToCreate(actor: CurrentUser, requested: Role | undefined): Role {
  if (actor.role === 'admin') {
    if (!requested) throw fieldError('role', VALIDATION.required);
    return requested;
  }
  const allowed: Role | null = actor.role === 'manager' ? 'secretary' : actor.role === 'secretary' ? 'external' : null;
  if (!allowed || (requested && requested !== allowed)) throw forbidden();
  return allowed;
}

export const managerOnlyForSecretary = () => fieldError('manager_id', USER_MESSAGES.managerOnlyForSecretary);
