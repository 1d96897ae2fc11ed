import { createUserRequest, updateUserRequest, type User } from '@protocolist/contracts/users';
import type { Role } from '@protocolist/contracts/enums';
import { USER_EDITOR_TEXTS } from '../config/messages';

/** What the inputs hold (the manager picker works with string ids). */
export interface UserFormValues {
  full_name: string;
  email: string;
  role: Role;
  manager_id: string | null;
  department: string;
  position: string;
  password: string;
}

const managerChosen = { path: ['manager_id'], message: USER_EDITOR_TEXTS.managerRequired };

/** A new user: the contracts' create request; an admin creating a secretary also picks her manager. */
export function createUserSchema(picksManager: boolean) {
  return createUserRequest.refine(
    (request) => !picksManager || request.role !== 'secretary' || request.manager_id != null,
    managerChosen,
  );
}

/** An edited user: the update request's fields of this form; a secretary edited by the admin keeps a manager. */
export function updateUserSchema(picksManager: boolean) {
  return updateUserRequest
    .pick({ full_name: true, email: true, department: true, position: true, manager_id: true })
    .refine((request) => !picksManager || request.manager_id != null, managerChosen);
}

export function emptyUserForm(role: Role): UserFormValues {
  return { full_name: '', email: '', role, manager_id: null, department: '', position: '', password: '' };
}

export function userFormFrom(user: User): UserFormValues {
  return {
    full_name: user.full_name,
    email: user.email ?? '',
    role: user.role,
    manager_id: user.manager ? String(user.manager.id) : null,
    department: user.department ?? '',
    position: user.position ?? '',
    password: '',
  };
}
