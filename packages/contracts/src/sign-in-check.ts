import { VALIDATION } from './messages.ts';

/**
 * The e-mail pattern of every `email` field (fields.ts gives it to `z.email`): zod's own, kept here so that the
 * sign-in page can check an address without loading zod (issue 16: /login's JavaScript budget).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What the sign-in form holds, and the request made of it (the shape of `LoginRequest`, auth.ts). */
export interface SignInFields {
  email: string;
  password: string;
}
export type SignInErrors = Partial<Record<keyof SignInFields, string>>;

/**
 * `loginRequest` (auth.ts) without zod, for the sign-in page: the same rules and the same messages (auth.test.ts
 * checks both give the same answer). The first message of each field, as the web's forms show them.
 */
export function signInFieldError(field: keyof SignInFields, value: string): string | undefined {
  if (field === 'password') return value.length === 0 ? VALIDATION.required : undefined;
  const email = value.trim();
  if (email.length === 0) return VALIDATION.required;
  return EMAIL_PATTERN.test(email) ? undefined : VALIDATION.email;
}

/** The request `loginRequest` would make of the form's values (the address trimmed and in lower case), or why not. */
export function checkSignIn(values: SignInFields): { request: SignInFields } | { errors: SignInErrors } {
  const errors: SignInErrors = {};
  for (const field of ['email', 'password'] as const) {
    const error = signInFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { request: { email: values.email.trim().toLowerCase(), password: values.password } };
}
