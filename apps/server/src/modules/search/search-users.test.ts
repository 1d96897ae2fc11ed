import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_FINDS_USERS, type SearchResults } from '@protocolist/contracts/search';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { personWords } from './people.ts';

/**
 * Issue 24: the admin's search finds people (name in any part, e-mail, department, position; every word must
 * match; ё as е); the roles that do not see the whole directory find none through search.
 */
describe('search: people for the admin', () => {
  let t: TestApp;
  let admin: TestUser;
  let manager: TestUser;
  let secretary: TestUser;
  const people: Record<string, TestUser> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, 'admin');
    manager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id, full_name: 'Смирнова Анна Петровна' });
    people.fyodorov = await createUser(t.app, 'secretary', {
      full_name: 'Фёдоров Пётр Ильич',
      department: 'Отдел закупок',
      position: 'Ведущий специалист',
      email: 'fedorov.p@example.com',
    });
    people.fedotova = await createUser(t.app, 'external', { full_name: 'Федотова Мария', department: 'Бухгалтерия', password_hash: null });
    people.blocked = await createUser(t.app, 'manager', { full_name: 'Закупкин Олег', is_active: false });
  });
  afterAll(() => t.close());

  const found = async (user: TestUser, params: Record<string, string>) => {
    const res = await api(t.app, user, { method: 'GET', url: `/api/search?${new URLSearchParams(params)}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as SearchResults).users.map((person) => person.full_name);
  };

  it('is for the roles that see everyone in the directory', () => {
    expect(SEARCH_FINDS_USERS).toEqual(['admin']);
  });

  it('finds people by name, e-mail, department and position, every word, ё as е', async () => {
    expect(await found(admin, { q: 'Федоров' })).toEqual(['Фёдоров Пётр Ильич']);
    expect(await found(admin, { q: 'федо' })).toEqual(['Федотова Мария', 'Фёдоров Пётр Ильич']);
    expect(await found(admin, { q: 'fedorov.p@' })).toEqual(['Фёдоров Пётр Ильич']);
    expect(await found(admin, { q: 'закупок специалист' })).toEqual(['Фёдоров Пётр Ильич']);
    expect(await found(admin, { q: 'бухгалтерия' })).toEqual(['Федотова Мария']);
    // A blocked user is found too (the admin unblocks him from the directory).
    expect(await found(admin, { q: 'Закупкин' })).toEqual(['Закупкин Олег']);
    expect(await found(admin, { q: 'Петр -Смирнова' })).toEqual(['Фёдоров Пётр Ильич']);
    expect(await found(admin, { q: 'Никто Такой' })).toEqual([]);
    // A % or _ typed is a character, not a wildcard.
    expect(await found(admin, { q: '%' })).toEqual([]);
  });

  it('describes each person found', async () => {
    const res = await api(t.app, admin, { method: 'GET', url: `/api/search?q=${encodeURIComponent('Фёдоров')}` });
    expect(res.json().data.users).toEqual([
      {
        id: people.fyodorov!.id,
        full_name: 'Фёдоров Пётр Ильич',
        email: 'fedorov.p@example.com',
        role: 'secretary',
        department: 'Отдел закупок',
        position: 'Ведущий специалист',
        is_active: true,
      },
    ]);
  });

  it('finds people only on the first page of a search without filters', async () => {
    expect(await found(admin, { q: 'Федоров', page: '2' })).toEqual([]);
    expect(await found(admin, { q: 'Федоров', kind: 'task' })).toEqual([]);
    expect(await found(admin, { q: 'Федоров', from: '2026-01-01' })).toEqual([]);
  });

  it('finds nobody for a manager or a secretary', async () => {
    expect(await found(manager, { q: 'Смирнова' })).toEqual([]);
    expect(await found(secretary, { q: 'Федоров' })).toEqual([]);
  });

  it('reads the search box’s syntax plainly', () => {
    expect(personWords('"Пётр Ильич" или Фёдоров -Смирнова')).toEqual({ include: ['петр', 'ильич', 'федоров'], exclude: ['смирнова'] });
  });
});
