import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginSchema, newPasswordSchema, resetRequestSchema } from './validation';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  // Like the form resolver: the first message of each field.
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.')] ??= issue.message;
  return byField;
}

describe('seed §5 form rules', () => {
  it('requires e-mail and password on login', () => {
    expect(messages(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Поле обязательно для заполнения',
      password: 'Поле обязательно для заполнения',
    });
  });

  it('rejects a malformed e-mail with the seed message', () => {
    expect(messages(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({ email: 'Неверный формат e-mail' });
    expect(messages(resetRequestSchema, { email: 'a@' })).toEqual({ email: 'Неверный формат e-mail' });
    expect(messages(loginSchema, { email: ' user@example.com ', password: 'secret' })).toEqual({});
  });

  it('requires a new password of at least 6 characters and a matching confirmation', () => {
    expect(messages(newPasswordSchema, { password: '', password_confirmation: '' })).toEqual({
      password: 'Поле обязательно для заполнения',
      password_confirmation: 'Поле обязательно для заполнения',
    });
    expect(messages(newPasswordSchema, { password: '12345', password_confirmation: '12345' })).toEqual({
      password: 'Пароль должен содержать минимум 6 символов',
    });
    expect(messages(newPasswordSchema, { password: '123456', password_confirmation: '1234567' })).toEqual({
      password_confirmation: 'Пароли должны совпадать',
    });
    expect(messages(newPasswordSchema, { password: '123456', password_confirmation: '123456' })).toEqual({});
  });
});
