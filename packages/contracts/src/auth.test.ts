import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest, resetPasswordRequest, sendResetLinkRequest, withNewPassword, type LoginRequest } from './auth.ts';
import { checkSignIn, EMAIL_PATTERN, signInFieldError, type SignInFields } from './sign-in-check.ts';
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

describe('the sign-in page check without zod (sign-in-check.ts) agrees with loginRequest', () => {
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
  const passwords = ['', ' ', 'x', ' secret '];

  it.each(emails.flatMap((email) => passwords.map((password) => [email, password] as const)))(
    'email %j, password %j',
    (email, password) => {
      const parsed = loginRequest.safeParse({ email, password });
      const checked = checkSignIn({ email, password });
      if (parsed.success) {
        expect(checked).toEqual({ request: parsed.data });
      } else {
        expect(checked).toEqual({ errors: messages(loginRequest, { email, password }) });
      }
      expect(signInFieldError('email', email)).toBe(messages(loginRequest, { email, password })['email']);
      expect(signInFieldError('password', password)).toBe(messages(loginRequest, { email, password })['password']);
    },
  );

  it('checks addresses with the pattern of z.email()', () => {
    for (const email of emails) expect(EMAIL_PATTERN.test(email.trim()), email).toBe(z.regexes.email.test(email.trim()));
  });

  it('makes the request loginRequest makes', () => {
    const request: LoginRequest = { email: 'x', password: 'y' };
    // Both ways: the hand-made type and zod's say the same.
    const fields: SignInFields = request;
    const back: LoginRequest = fields;
    expect(back).toBe(request);
  });
});
