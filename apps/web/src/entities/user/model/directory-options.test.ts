import { describe, expect, it } from 'vitest';
import type { UserRef } from '@protocolist/contracts/users';
import { directoryOptions, userMatches } from './directory-options';

const user = (id: number, full_name: string, email: string | null = null): UserRef => ({
  id,
  full_name,
  email,
  role: 'external',
  department: null,
  position: null,
  avatar: null,
  gender: null,
});

describe('people picker options', () => {
  it('lists the known users first and every user once', () => {
    const known = [user(1, 'Анна'), user(2, 'Борис')];
    const found = [user(2, 'Борис'), user(3, 'Вера')];
    expect(directoryOptions(known, found)).toEqual([
      { value: '1', label: 'Анна' },
      { value: '2', label: 'Борис' },
      { value: '3', label: 'Вера' },
    ]);
    expect(directoryOptions(known, found, { known: 'Участники', found: 'Сотрудники' })).toEqual([
      { group: 'Участники', items: [{ value: '1', label: 'Анна' }, { value: '2', label: 'Борис' }] },
      { group: 'Сотрудники', items: [{ value: '3', label: 'Вера' }] },
    ]);
    expect(directoryOptions([], found, { known: 'Участники', found: 'Сотрудники' })).toHaveLength(1);
  });

  it('matches by name or e-mail, ignoring case and ё', () => {
    const person = user(1, 'Сергей Ёлкин', 'elkin@example.com');
    expect(userMatches(person, 'елкин')).toBe(true);
    expect(userMatches(person, 'ELKIN@')).toBe(true);
    expect(userMatches(person, 'петров')).toBe(false);
    expect(userMatches(person, '  ')).toBe(true);
  });
});
