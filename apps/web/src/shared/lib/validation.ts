import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@protocolist/contracts/constants';
import { VALIDATION } from '../config/messages';

/** Client-side rules of seed §5, with the seed's messages. */
export const requiredString = () => z.string().trim().min(1, VALIDATION.required);

export const optionalString = (max = 255) => z.string().trim().max(max, VALIDATION.maxLength(max));

export const emailField = () => requiredString().pipe(z.email(VALIDATION.email));

export const newPasswordField = () =>
  z.string().min(1, { error: VALIDATION.required, abort: true }).min(MIN_PASSWORD_LENGTH, VALIDATION.passwordMin);

export const loginSchema = z.object({
  email: emailField(),
  password: z.string().min(1, VALIDATION.required),
});
export type LoginValues = z.input<typeof loginSchema>;

export const resetRequestSchema = z.object({ email: emailField() });
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

/** New password + confirmation; the mismatch message belongs to the confirmation field. */
export const newPasswordSchema = z
  .object({
    password: newPasswordField(),
    password_confirmation: z.string().min(1, VALIDATION.required),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: VALIDATION.passwordsMatch,
  });
export type NewPasswordValues = z.input<typeof newPasswordSchema>;
