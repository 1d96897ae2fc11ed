import { z } from 'zod';
import { ROLES } from './enums.ts';
import { email, flag, id, optionalText, pageQuery, password, requiredText } from './fields.ts';
import type { userRef, userResponse } from './responses/users.ts';

export const userListQuery = pageQuery.extend({
  with_blocked: flag.optional(),
  role: z.enum(ROLES).optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

// Forms send every field as a string: an empty one means "not given".
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const blankAsNull = (value: unknown) => (value === '' ? null : value);
const optionalPassword = z.preprocess(blankAsUndefined, password.optional());
const managerId = z.preprocess(blankAsNull, id.nullish());

export const createUserRequest = z.object({
  full_name: requiredText(),
  email,
  /** Optional for a manager (creates secretaries) and a secretary (creates externals); required for admin. */
  role: z.preprocess(blankAsUndefined, z.enum(ROLES).optional()),
  /** Without it (any role but external) the user gets a welcome e-mail with a link to set one. */
  password: optionalPassword,
  department: optionalText(),
  position: optionalText(),
  /** Required when an admin creates a secretary; a manager's secretaries are always his. */
  manager_id: managerId,
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const updateUserRequest = z.object({
  full_name: requiredText().optional(),
  email: email.optional(),
  department: optionalText(),
  position: optionalText(),
  /** Own password: needs `current_password`; every token of the user is void afterwards (sign in again). */
  password: optionalPassword,
  current_password: z.preprocess(blankAsUndefined, z.string().optional()),
  /** false blocks the user (and signs him out everywhere), true unblocks. */
  is_active: flag.optional(),
  /** Admin only: moves a secretary to another manager. */
  manager_id: managerId,
  /** Drops the avatar (a multipart `avatar` file replaces it instead). */
  remove_avatar: flag.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const USER_MESSAGES = {
  created: 'Пользователь создан',
  createdMailFailed: 'Пользователь создан, но письмо о новой учётной записи отправить не удалось',
  updated: 'Изменения сохранены',
  passwordChanged: 'Пароль изменён. Войдите с новым паролем',
  emailTaken: 'Пользователь с таким e-mail уже существует',
  wrongCurrentPassword: 'Неверный текущий пароль',
  selfBlock: 'Нельзя заблокировать самого себя',
  managerRequired: 'Укажите руководителя секретаря',
  managerNotFound: 'Руководитель не найден',
  managerOnlyForSecretary: 'Руководитель указывается только для секретаря',
  externalHasNoPassword: 'Внешний участник не входит в систему, пароль ему не нужен',
  avatarFormat: 'Аватар должен быть изображением JPEG, PNG или WebP',
  avatarTooLarge: 'Размер аватара не должен превышать 5 МБ',
} as const;

export type UserRef = z.infer<typeof userRef>;
export type User = z.infer<typeof userResponse>;
