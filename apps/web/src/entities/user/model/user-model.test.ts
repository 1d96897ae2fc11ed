import { describe, expect, it } from 'vitest';
import type { User } from '@protocolist/contracts/users';
import { userListQuery } from './list-params';
import { canEditField } from '@protocolist/contracts/policies';
import { canBlockUser, canEditUser, canEditUserField, creatableRoles, relationToCreated } from './permissions';
import { userStatusText } from '../config/messages';

const user = (fields: Partial<User>) => ({ id: 1, role: 'secretary', manager: null, created_by: null, is_active: true, ...fields }) as User;

describe('users list query', () => {
  it('sends with_blocked=1 only when asked for', () => {
    expect(userListQuery({ page: 2, limit: 20, search: '  анна ', withBlocked: true, role: 'manager' })).toEqual({
      page: 2,
      limit: 20,
      search: 'анна',
      with_blocked: 1,
      role: 'manager',
    });
    expect(userListQuery({ page: 1, search: ' ', withBlocked: false, role: null })).toEqual({ page: 1 });
  });
});

describe('user permissions shown in the interface', () => {
  it('matches who creates whom', () => {
    expect(creatableRoles('admin')).toEqual(['admin', 'manager', 'secretary', 'external']);
    expect(creatableRoles('manager')).toEqual(['secretary']);
    expect(creatableRoles('secretary')).toEqual(['external']);
    expect(creatableRoles('external')).toEqual([]);
  });

  it('lets a manager edit and block only his secretaries, and nobody block himself', () => {
    const manager = { id: 10, role: 'manager' as const };
    const his = user({ id: 2, manager: { id: 10 } as User['manager'] });
    const other = user({ id: 3, manager: { id: 11 } as User['manager'] });
    expect([canEditUser(manager, his), canBlockUser(manager, his)]).toEqual([true, true]);
    expect([canEditUser(manager, other), canBlockUser(manager, other)]).toEqual([false, false]);
    expect(canBlockUser({ id: 1, role: 'admin' }, user({ id: 1, role: 'admin' }))).toBe(false);
    expect(canBlockUser({ id: 1, role: 'admin' }, user({ id: 2 }))).toBe(true);
  });

  it('lets a manager rename his secretaries but not set their e-mail or password', () => {
    const manager = { id: 10, role: 'manager' as const };
    const his = user({ id: 2, manager: { id: 10 } as User['manager'] });
    expect(['full_name', 'email', 'password'].map((field) => canEditUserField(manager, his, field as 'email'))).toEqual([true, false, false]);
    expect(canEditUserField(manager, user({ id: 10, role: 'manager' }), 'email')).toBe(true);
  });

  it('lets only the admin pick a new secretary\'s manager; every creator may give an avatar', () => {
    expect((['admin', 'manager', 'secretary'] as const).map((role) => canEditField(relationToCreated(role), 'manager_id'))).toEqual([
      true,
      false,
      false,
    ]);
    expect((['admin', 'manager', 'secretary'] as const).map((role) => canEditField(relationToCreated(role), 'avatar'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('lets a secretary edit the external participants she created but block nobody', () => {
    const secretary = { id: 5, role: 'secretary' as const };
    expect(canEditUser(secretary, user({ id: 6, role: 'external', created_by: 5 }))).toBe(true);
    expect(canEditUser(secretary, user({ id: 8, role: 'external', created_by: 9 }))).toBe(false);
    expect(canEditUser(secretary, user({ id: 7, role: 'manager' }))).toBe(false);
    expect(canBlockUser(secretary, user({ id: 6, role: 'external', created_by: 5 }))).toBe(false);
  });
});

describe('user status badge', () => {
  it('agrees with the gender the server sends, and speaks of the access when the name does not tell', () => {
    const texts = (gender: User['gender']) => [true, false].map((is_active) => userStatusText({ is_active, gender }));
    expect(texts('f')).toEqual(['Активна', 'Заблокирована']);
    expect(texts('m')).toEqual(['Активен', 'Заблокирован']);
    expect(texts(null)).toEqual(['Доступ открыт', 'Доступ заблокирован']);
  });
});
