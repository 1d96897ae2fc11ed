import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  loginRequest,
  resetPasswordRequest,
  sendResetLinkRequest,
  withNewPassword,
  type LoginRequest,
  type ResetPasswordRequest,
  type SendResetLinkRequest,
} from './auth.ts';
import {
  EMAIL_PATTERN,
  resetPasswordCheck,
  resetRequestCheck,
  runCheck,
  signInCheck,
  type FormCheck,
  type ResetPasswordFields,
  type ResetRequestFields,
  type SignInFields,
} from './auth-check.ts';
import { useRussianZodMessages } from './zod-ru.ts';

useRussianZodMessages();

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  // Like the web's form resolver: the first message of each field.
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

const link = { token: 'abc', email: 'user@example.com' };

describe('seed §5 form rules, shared by the server and the web forms', () => {
  it('requires e-mail and password on login', () => {
    expect(messages(loginRequest, { email: '', password: '' })).toEqual({
      email: 'Поле обязательно для заполнения',
      password: 'Поле обязательно для заполнения',
    });
  });

  it('rejects a malformed e-mail with the seed message and takes a padded one', () => {
    expect(messages(loginRequest, { email: 'not-an-email', password: 'x' })).toEqual({ email: 'Неверный формат e-mail' });
    expect(messages(sendResetLinkRequest, { email: 'a@' })).toEqual({ email: 'Неверный формат e-mail' });
    expect(loginRequest.parse({ email: ' User@Example.com ', password: 'secret' })).toEqual({
      email: 'user@example.com',
      password: 'secret',
    });
  });

  it('requires a new password of at least 6 characters and a matching confirmation', () => {
    expect(messages(resetPasswordRequest, { ...link, password: '', password_confirmation: '' })).toEqual({
      password: 'Поле обязательно для заполнения',
      password_confirmation: 'Поле обязательно для заполнения',
    });
    expect(messages(resetPasswordRequest, { ...link, password: '12345', password_confirmation: '12345' })).toEqual({
      password: 'Пароль должен содержать минимум 6 символов',
    });
    expect(messages(resetPasswordRequest, { ...link, password: '123456', password_confirmation: '1234567' })).toEqual({
      password_confirmation: 'Пароли должны совпадать',
    });
    expect(messages(resetPasswordRequest, { ...link, password: '123456', password_confirmation: '123456' })).toEqual({});
  });

  it('puts the same new-password rules beside other fields', () => {
    const change = withNewPassword({ current_password: loginRequest.shape.password });
    expect(messages(change, { current_password: '', password: '123456', password_confirmation: '123457' })).toEqual({
      current_password: 'Поле обязательно для заполнения',
      password_confirmation: 'Пароли должны совпадать',
    });
  });
});

const emails = [
  '',
  '   ',
  'not-an-email',
  'a@',
  '@example.com',
  'user@example',
  'user@example.c',
  'user@example.com',
  ' User@Example.COM ',
  'first.last+tag@mail.example.org',
  '.user@example.com',
  'user.@example.com',
  'us..er@example.com',
  "o'brien@example.com",
  'user@-example.com',
  'user@exa_mple.com',
  'иван@пример.рф',
  'user@example.com\t',
  'user @example.com',
];

/** The zod-free check gives what the schema gives: the request it outputs, else each field's first message. */
function expectAgreement<Values extends Record<string, string>, Request>(
  schema: z.ZodType,
  check: FormCheck<Values, Request>,
  values: Values,
) {
  const parsed = schema.safeParse(values);
  const expected = messages(schema, values);
  expect(runCheck(check, values)).toEqual(parsed.success ? { request: parsed.data } : { errors: expected });
  for (const field of check.fields) expect(check.fieldError(field, values), field).toBe(expected[field]);
}

describe('the guest pages check without zod (auth-check.ts) as the schemas do', () => {
  it('checks every field of each schema', () => {
    expect(signInCheck.fields).toEqual(Object.keys(loginRequest.shape));
    expect(resetRequestCheck.fields).toEqual(Object.keys(sendResetLinkRequest.shape));
    expect(resetPasswordCheck.fields).toEqual(Object.keys(resetPasswordRequest.shape));
  });

  const passwords = ['', ' ', 'x', ' secret '];
  it.each(emails.flatMap((email) => passwords.map((password) => [email, password] as const)))(
    'sign-in: email %j, password %j',
    (email, password) => expectAgreement(loginRequest, signInCheck, { email, password }),
  );

  it.each(emails)('reset link request: email %j', (email) => expectAgreement(sendResetLinkRequest, resetRequestCheck, { email }));

  const newPasswords = ['', ' ', '12345', '123456', ' 12345', 'new-password-1', 'new-password-2', 'пароль'];
  it.each(newPasswords.flatMap((password) => newPasswords.map((confirmation) => [password, confirmation] as const)))(
    'new password %j, confirmation %j',
    (password, password_confirmation) => {
      for (const email of ['user@example.com', ' User@Example.COM ', 'not-an-email', '']) {
        for (const token of ['abc', '']) {
          expectAgreement(resetPasswordRequest, resetPasswordCheck, { token, email, password, password_confirmation });
        }
      }
    },
  );

  it('checks addresses with the pattern of z.email()', () => {
    for (const email of emails) expect(EMAIL_PATTERN.test(email.trim()), email).toBe(z.regexes.email.test(email.trim()));
  });

  it('makes the requests the schemas make', () => {
    // Both ways: the hand-made types and zod's say the same.
    const login: LoginRequest = { email: 'x', password: 'y' };
    const signIn: SignInFields = login;
    const backToLogin: LoginRequest = signIn;
    const link: SendResetLinkRequest = { email: 'x' };
    const request: ResetRequestFields = link;
    const backToLink: SendResetLinkRequest = request;
    const reset: ResetPasswordRequest = { token: 't', email: 'x', password: 'p', password_confirmation: 'p' };
    const resetFields: ResetPasswordFields = reset;
    const backToReset: ResetPasswordRequest = resetFields;
    expect([backToLogin, backToLink, backToReset]).toEqual([login, link, reset]);
  });
});
