import { describe, expect, it } from 'vitest';
import { canRetry, describeError, errorStatus, serverFieldErrors, serverMessage } from './errors';
import { hasFile, toFormData } from './form-data';

const unprocessable = {
  status: 422,
  data: { status: 'error', message: 'Неверный формат e-mail', data: {}, errors: { email: ['Неверный формат e-mail', 'x'] } },
};

describe('server error envelopes', () => {
  it('reads the message and the first message per field', () => {
    expect(serverMessage(unprocessable)).toBe('Неверный формат e-mail');
    expect(serverFieldErrors(unprocessable)).toEqual({ email: 'Неверный формат e-mail' });
    expect(errorStatus(unprocessable)).toBe(422);
  });

  it('falls back to a network or generic text', () => {
    expect(describeError({ status: 'FETCH_ERROR', error: 'TypeError' })).toMatch(/Не удалось связаться с сервером/);
    expect(describeError({ status: 500, data: 'oops' }, 'Запасной текст')).toBe('Запасной текст');
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('offers to repeat a request only where repeating can help', () => {
    expect([{ status: 'FETCH_ERROR' }, { status: 'TIMEOUT_ERROR' }, { status: 502 }, { status: 429 }].map(canRetry)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([unprocessable, { status: 401 }, { status: 403 }, { status: 409 }].map(canRetry)).toEqual([false, false, false, false]);
  });
});

describe('form payloads', () => {
  it('adds the method override and leaves out undefined fields', () => {
    const avatar = new Blob(['png'], { type: 'image/png' });
    const form = toFormData({ full_name: 'Анна', position: null, department: undefined, is_active: true, avatar }, 'PUT');
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('full_name')).toBe('Анна');
    expect(form.get('position')).toBe('');
    expect(form.has('department')).toBe(false);
    expect(form.get('is_active')).toBe('1');
    expect(form.get('avatar')).toBeInstanceOf(Blob);
    expect(hasFile({ avatar })).toBe(true);
    expect(hasFile({ full_name: 'Анна' })).toBe(false);
  });
});
