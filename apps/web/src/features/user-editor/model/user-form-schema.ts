import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@protocolist/contracts/constants';
import { ROLES, type Role } from '@protocolist/contracts/enums';
import type { User } from '@protocolist/contracts/users';
import { USERS_TEXTS, VALIDATION } from '../../../shared/config';
import { emailField, optionalString, requiredString } from '../../../shared/lib';

export const userFormSchema = z
  .object({
    full_name: requiredString().max(255),
    email: emailField(),
    role: z.enum(ROLES),
    manager_id: z.string().nullable(),
    department: optionalString(),
    position: optionalString(),
    password: z.string(),
    /** Whether the manager picker applies (admin creating or editing a secretary). */
    needsManager: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.password && values.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: VALIDATION.passwordMin });
    }
    if (values.needsManager && values.role === 'secretary' && !values.manager_id) {
      ctx.addIssue({ code: 'custom', path: ['manager_id'], message: USERS_TEXTS.managerRequired });
    }
  });

export type UserFormValues = z.input<typeof userFormSchema>;
export const USER_FORM_FIELDS = ['full_name', 'email', 'role', 'manager_id', 'department', 'position', 'password'] as const;

export function emptyUserForm(role: Role, needsManager: boolean): UserFormValues {
  return { full_name: '', email: '', role, manager_id: null, department: '', position: '', password: '', needsManager };
}

export function userFormFrom(user: User, needsManager: boolean): UserFormValues {
  return {
    full_name: user.full_name,
    email: user.email ?? '',
    role: user.role,
    manager_id: user.manager ? String(user.manager.id) : null,
    department: user.department ?? '',
    position: user.position ?? '',
    password: '',
    needsManager,
  };
}
