import { describe, expect, test } from 'vitest';
import { emailGreeting } from './layout.ts';

/** Issue 23: letters greet by first name and patronymic, never surname first. */
describe('emailGreeting', () => {
  test('first name and patronymic, whatever the order the name was typed in', () => {
    expect(emailGreeting('Орлов Павел Андреевич')).toBe('Здравствуйте, Павел Андреевич!');
    expect(emailGreeting('Павел Андреевич Орлов')).toBe('Здравствуйте, Павел Андреевич!');
    expect(emailGreeting('Соколова Мария Ивановна')).toBe('Здравствуйте, Мария Ивановна!');
  });

  test('the first name alone when there is no patronymic and the surname is plain', () => {
    expect(emailGreeting('Попова Елена')).toBe('Здравствуйте, Елена!');
    expect(emailGreeting('Елена Попова')).toBe('Здравствуйте, Елена!');
  });

  test('the name as typed when either of two words may be the surname', () => {
    expect(emailGreeting('Ирина Новая')).toBe('Здравствуйте, Ирина Новая!');
  });

  test('nobody named when the name does not tell which word is the first name', () => {
    expect(emailGreeting('Иван Гость')).toBe('Здравствуйте!');
    expect(emailGreeting('Орлов')).toBe('Здравствуйте!');
    expect(emailGreeting('')).toBe('Здравствуйте!');
    expect(emailGreeting(null)).toBe('Здравствуйте!');
  });
});
