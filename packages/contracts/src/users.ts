import { z } from 'zod';
import { ROLES, type Role } from './enums.ts';
import { email, flag, id, optionalText, pageQuery, password, requiredText } from './fields.ts';

export interface UserRef {
  id: number;
  full_name: string;
  email: string | null;
  role: Role;
  department: string | null;
  position: string | null;
  avatar: string | null;
}

export interface User extends UserRef {
  is_active: boolean;
  manager: UserRef | null;
  created_at: string;
  updated_at: string;
}

export const userListQuery = pageQuery.extend({
  with_blocked: flag.optional(),
  role: z.enum(ROLES).optional(),
});

export const createUserRequest = z.object({
  full_name: requiredText(),
  email,
  role: z.enum(ROLES).optional(),
  password: password.optional(),
  department: optionalText(),
  position: optionalText(),
  manager_id: id.nullish(),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const updateUserRequest = z.object({
  full_name: requiredText().optional(),
  email: email.optional(),
  department: optionalText(),
  position: optionalText(),
  password: password.optional(),
  current_password: z.string().optional(),
  is_active: flag.optional(),
  manager_id: id.nullish(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
