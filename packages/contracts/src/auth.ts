import { z } from 'zod';
import { VALIDATION } from './messages.ts';
import { email, password } from './fields.ts';

export const loginRequest = z.object({ email, password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequest>;
export interface LoginResponse {
  token: string;
  expires_in: number;
}

export const sendResetLinkRequest = z.object({ email });

export const checkResetTokenRequest = z.object({ token: z.string().min(1), email });

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
