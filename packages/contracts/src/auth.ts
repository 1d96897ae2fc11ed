import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { email, password } from './fields.ts';
import { countRu } from './plural.ts';
import type { loginResponse } from './responses/users.ts';

export const loginRequest = z.object({ email, password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequest>;
export const sendResetLinkRequest = z.object({ email });
export type SendResetLinkRequest = z.infer<typeof sendResetLinkRequest>;

export const checkResetTokenRequest = z.object({ token: z.string().min(1), email });
export type CheckResetTokenRequest = z.infer<typeof checkResetTokenRequest>;

/** A new password typed twice, beside `fields`; a mismatch is the confirmation field's error. */
export function withNewPassword<Shape extends z.ZodRawShape>(fields: Shape) {
  return z
    .object({ ...fields, password, password_confirmation: z.string().min(1) })
    .refine((v) => {
      const typed = v as { password: string; password_confirmation: string };
      return typed.password === typed.password_confirmation;
    }, {
      path: ['password_confirmation'],
      message: VALIDATION.passwordsMatch,
    });
}

export const resetPasswordRequest = withNewPassword({ token: z.string().min(1), email });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Messages of the auth endpoints that carry a number (the seed's fixed ones live in messages.ts). */
export const AUTH_LIMIT_MESSAGES = {
  /** A wrong password when few tries are left before the sign-in is locked (issue 23: warned before the lock). */
  badCredentialsLeft: (left: number) =>
    `Неверный e-mail или пароль. ${left === 1 ? 'Осталась' : 'Осталось'} ${countRu(left, ['попытка', 'попытки', 'попыток'])}, затем вход будет временно закрыт`,
  /** The wrong password that used the last try. */
  badCredentialsLocked: (minutes: number) =>
    `Неверный e-mail или пароль. Попытки входа закончились: повторите через ${countRu(minutes, ['минуту', 'минуты', 'минут'])} или восстановите пароль`,
  tooManyLogins: (minutes: number) =>
    `Слишком много попыток входа. Повторите через ${countRu(minutes, ['минуту', 'минуты', 'минут'])}`,
  resetLinkTooSoon: (seconds: number) =>
    `Ссылку можно запросить повторно через ${countRu(seconds, ['секунду', 'секунды', 'секунд'])}`,
  mailFailed: 'Не удалось отправить письмо. Попробуйте позже',
  tooManyRefreshes: (seconds: number) =>
    `Слишком много обновлений сессии. Повторите через ${countRu(seconds, ['секунду', 'секунды', 'секунд'])}`,
} as const;

export type LoginResponse = z.infer<typeof loginResponse>;
