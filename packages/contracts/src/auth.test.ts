import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginRequest, resetPasswordRequest, sendResetLinkRequest, withNewPassword } from './auth.ts';
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
