import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { email, password } from './fields.ts';
import { countRu } from './plural.ts';

export const loginRequest = z.object({ email, password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequest>;
export interface LoginResponse {
  token: string;
  expires_in: number;
}

export const sendResetLinkRequest = z.object({ email });
export type SendResetLinkRequest = z.infer<typeof sendResetLinkRequest>;

export const checkResetTokenRequest = z.object({ token: z.string().min(1), email });
export type CheckResetTokenRequest = z.infer<typeof checkResetTokenRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string().min(1),
    email,
    password,
    password_confirmation: z.string().min(1),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: VALIDATION.passwordsMatch,
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Messages of the auth endpoints that carry a number (the seed's fixed ones live in messages.ts). */
export const AUTH_LIMIT_MESSAGES = {
  tooManyLogins: (minutes: number) =>
    `Слишком много попыток входа. Повторите через ${countRu(minutes, ['минуту', 'минуты', 'минут'])}`,
  resetLinkTooSoon: (seconds: number) =>
    `Ссылку можно запросить повторно через ${countRu(seconds, ['секунду', 'секунды', 'секунд'])}`,
  mailFailed: 'Не удалось отправить письмо. Попробуйте позже',
} as const;
