import { describe, expect, it } from 'vitest';
import { errorsOnFields } from './use-server-form';

const unprocessable = (errors: Record<string, string[]>) => ({
  status: 422,
  data: { status: 'error', message: 'Проверьте поля', data: {}, errors },
});

describe('server errors on form fields', () => {
  const values = { email: 'a@example.com', department: '', sections: [{ key: '', value: 'x' }], director_id: null };

  it('puts a message on every name the form holds a value under, nested ones included', () => {
    const error = unprocessable({
      email: ['Пользователь с таким e-mail уже существует'],
      department: ['Не более 255 символов'],
      'sections.0.key': ['Поле обязательно для заполнения'],
      director_id: ['Пользователь не найден'],
    });
    expect(errorsOnFields(error, values)).toEqual([
      ['email', 'Пользователь с таким e-mail уже существует'],
      ['department', 'Не более 255 символов'],
      ['sections.0.key', 'Поле обязательно для заполнения'],
      ['director_id', 'Пользователь не найден'],
    ]);
  });

  it('leaves names the form does not hold to the form-level message', () => {
    const error = unprocessable({ avatar: ['Аватар должен быть изображением'], 'sections.3.key': ['Поле обязательно'] });
    expect(errorsOnFields(error, values)).toEqual([]);
    expect(errorsOnFields({ status: 'FETCH_ERROR' }, values)).toEqual([]);
  });
});
