import { MIN_PASSWORD_LENGTH } from './constants.ts';
import { VALIDATION } from './messages.ts';

/**
 * The e-mail pattern of every `email` field (fields.ts gives it to `z.email`): zod's own, kept here so that the
 * guest pages can check an address without loading zod (issue 16: their JavaScript budget).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The rules of one of auth.ts's request schemas without zod, for the guest pages (/login, /change-password and the
 * reset link), which do not load zod (issue 16). Same rules, same messages, same request: auth.test.ts runs each
 * check and its schema over the same values.
 */
export interface FormCheck<Values extends Record<string, string>, Request> {
  /** Every field the schema checks, in the order the form shows them (the first wrong one takes the focus). */
  readonly fields: readonly (keyof Values & string)[];
  /** The field's first message, as the web's forms show zod's (a field may depend on another: the confirmation). */
  fieldError(field: keyof Values & string, values: Values): string | undefined;
  /** What the schema outputs for values that pass (addresses trimmed and in lower case). */
  toRequest(values: Values): Request;
}

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The request the schema would make of the values, or each wrong field's first message. */
export function runCheck<Values extends Record<string, string>, Request>(
  check: FormCheck<Values, Request>,
  values: Values,
): { request: Request } | { errors: FieldErrors<Values> } {
  const errors: FieldErrors<Values> = {};
  for (const field of check.fields) {
    const error = check.fieldError(field, values);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length > 0 ? { errors } : { request: check.toRequest(values) };
}

/** `z.string().min(1)`. */
const requiredError = (value: string) => (value.length === 0 ? VALIDATION.required : undefined);

/** `email` of fields.ts: trimmed, required, the pattern. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email.length === 0) return VALIDATION.required;
  return EMAIL_PATTERN.test(email) ? undefined : VALIDATION.email;
}

/** `password` of fields.ts: a new password, required and at least MIN_PASSWORD_LENGTH long. */
const newPasswordError = (value: string) =>
  value.length === 0 ? VALIDATION.required : value.length < MIN_PASSWORD_LENGTH ? VALIDATION.passwordMin : undefined;

/** What `email` outputs. */
const normaliseEmail = (value: string) => value.trim().toLowerCase();

// Type aliases rather than interfaces: they fit `Record<string, string>` and keep their own keys.

/** The sign-in form (`loginRequest`; its request is `LoginRequest`). */
export type SignInFields = { email: string; password: string };

export const signInCheck: FormCheck<SignInFields, SignInFields> = {
  fields: ['email', 'password'],
  fieldError: (field, values) => (field === 'email' ? emailError(values.email) : requiredError(values.password)),
  toRequest: (values) => ({ email: normaliseEmail(values.email), password: values.password }),
};

/** The reset-link request (`sendResetLinkRequest`). */
export type ResetRequestFields = { email: string };

export const resetRequestCheck: FormCheck<ResetRequestFields, ResetRequestFields> = {
  fields: ['email'],
  fieldError: (_field, values) => emailError(values.email),
  toRequest: (values) => ({ email: normaliseEmail(values.email) }),
};

/** A new password from an e-mailed link (`resetPasswordRequest`): the link's token and address, the password twice. */
export type ResetPasswordFields = { token: string; email: string; password: string; password_confirmation: string };

export const resetPasswordCheck: FormCheck<ResetPasswordFields, ResetPasswordFields> = {
  fields: ['token', 'email', 'password', 'password_confirmation'],
  fieldError: (field, values) => {
    switch (field) {
      case 'token':
        return requiredError(values.token);
      case 'email':
        return emailError(values.email);
      case 'password':
        return newPasswordError(values.password);
      default:
        // withNewPassword (auth.ts): required, then the same as the password (its refine runs whatever else failed).
        return (
          requiredError(values.password_confirmation) ??
          (values.password_confirmation === values.password ? undefined : VALIDATION.passwordsMatch)
        );
    }
  },
  toRequest: ({ token, email, password, password_confirmation }) => ({
    token,
    email: normaliseEmail(email),
    password,
    password_confirmation,
  }),
};
