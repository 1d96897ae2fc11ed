import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';

describe('user directory: list and open users within the caller’s scope', () => {
  let t: TestApp;
  let admin: TestUser, managerA: TestUser, managerB: TestUser;
  let secretaryA: TestUser, blockedSecretaryA: TestUser, secretaryB: TestUser;
  let external: TestUser, blockedExternal: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, 'admin', { full_name: 'Алла Админова', email: 'alla.admin@example.com' });
    managerA = await createUser(t.app, 'manager', { full_name: 'Борис Андреев', email: 'boris@example.com' });
    managerB = await createUser(t.app, 'manager', { full_name: 'Вера Белова', email: 'vera@example.com' });
    secretaryA = await createUser(t.app, 'secretary', { full_name: 'Галина Смирнова', email: 'galina@example.com', manager_id: managerA.id });
    blockedSecretaryA = await createUser(t.app, 'secretary', {
      full_name: 'Дарья Заблокированная',
      email: 'daria@example.com',
      manager_id: managerA.id,
      is_active: false,
    });
    secretaryB = await createUser(t.app, 'secretary', { full_name: 'Елена Смирнова', email: 'elena@corp.example.com', manager_id: managerB.id });
    external = await createUser(t.app, 'external', { full_name: 'Жанна Внешняя', email: 'zhanna@partner.example.com', password_hash: null });
    blockedExternal = await createUser(t.app, 'external', { full_name: 'Зоя Бывшая', email: 'zoya@partner.example.com', is_active: false });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => {
    const res = await api(t.app, user, { method: 'GET', url: `/api/users${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { data: { id: number; full_name: string; gender: string | null }[]; meta: Record<string, unknown>; links: Record<string, unknown> };
  };
  const ids = (page: { data: { id: number }[] }) => page.data.map((u) => u.id).sort((a, b) => a - b);
  const sorted = (...users: TestUser[]) => users.map((u) => u.id).sort((a, b) => a - b);

  it('admin sees every active user, blocked ones with with_blocked=1, and can filter by role', async () => {
    expect(ids(await list(admin))).toEqual(sorted(admin, managerA, managerB, secretaryA, secretaryB, external));
    expect(ids(await list(admin, '?with_blocked=1'))).toEqual(
      sorted(admin, managerA, managerB, secretaryA, blockedSecretaryA, secretaryB, external, blockedExternal),
    );
    expect(ids(await list(admin, '?with_blocked=1&role=secretary'))).toEqual(sorted(secretaryA, blockedSecretaryA, secretaryB));
    expect(ids(await list(admin, '?with_blocked=0'))).toHaveLength(6);
  });

  it('a manager sees only his own secretaries', async () => {
    expect(ids(await list(managerA))).toEqual(sorted(secretaryA));
    expect(ids(await list(managerA, '?with_blocked=1'))).toEqual(sorted(secretaryA, blockedSecretaryA));
    expect(ids(await list(managerB, '?with_blocked=1&role=manager'))).toEqual([]);
  });

  it('a secretary sees active non-admin users, never blocked ones', async () => {
    const expected = sorted(managerA, managerB, secretaryA, secretaryB, external);
    expect(ids(await list(secretaryA))).toEqual(expected);
    expect(ids(await list(secretaryA, '?with_blocked=1'))).toEqual(expected);
    expect(ids(await list(secretaryA, '?role=external'))).toEqual(sorted(external));
  });

  it('searches name and e-mail case-insensitively without widening the scope', async () => {
    expect(ids(await list(admin, '?search=смирнова'))).toEqual(sorted(secretaryA, secretaryB));
    expect(ids(await list(admin, '?search=PARTNER.example&with_blocked=1'))).toEqual(sorted(external, blockedExternal));
    expect(ids(await list(managerA, '?search=смирнова'))).toEqual(sorted(secretaryA));
    const sneaky = encodeURIComponent("x' OR 1=1 OR full_name ILIKE '%");
    expect(ids(await list(managerA, `?search=${sneaky}`))).toEqual([]);
    expect(ids(await list(admin, '?search=%25'))).toEqual([]); // % is a character, not a wildcard
    expect(ids(await list(secretaryA, '?search=alla'))).toEqual([]);
  });

  it('gives each listed user the gender by the name, for her or his status badge', async () => {
    const page = await list(admin, '?with_blocked=1&role=secretary');
    expect(page.data.map((u) => [u.full_name, u.gender])).toEqual([
      ['Галина Смирнова', 'f'],
      ['Дарья Заблокированная', 'f'],
      ['Елена Смирнова', 'f'],
    ]);
    expect((await list(admin, '?role=manager')).data).toMatchObject([{ full_name: 'Борис Андреев', gender: 'm' }, { gender: 'f' }]);
  });

  it('pages the list in the Laravel shape, sorted by name', async () => {
    const page = await list(admin, '?limit=2&page=2');
    expect(page.data.map((u) => u.full_name)).toEqual(['Вера Белова', 'Галина Смирнова']);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2, total: 6, last_page: 3, from: 3, to: 4 });
    expect(page.links.next).toContain('page=3');
    expect(page.links.prev).toContain('page=1');
    const bad = await api(t.app, admin, { method: 'GET', url: '/api/users?limit=0' });
    expect(bad.statusCode).toBe(422);
  });

  it('opens one user within scope (and oneself), 404 otherwise', async () => {
    const open = (viewer: TestUser, target: TestUser) => api(t.app, viewer, { method: 'GET', url: `/api/users/${target.id}` });
    const res = await open(managerA, secretaryA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: secretaryA.id, full_name: 'Галина Смирнова', manager: { id: managerA.id } });
    expect((await open(managerA, blockedSecretaryA)).statusCode).toBe(200);
    expect((await open(managerA, managerA)).statusCode).toBe(200);
    expect((await open(admin, blockedExternal)).statusCode).toBe(200);
    expect((await open(secretaryA, external)).statusCode).toBe(200);
    for (const [viewer, target] of [
      [managerA, secretaryB],
      [managerA, managerB],
      [managerA, admin],
      [secretaryA, admin],
      [secretaryA, blockedExternal],
    ] as const) {
      const hidden = await open(viewer, target);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ status: 'error', message: 'Не найдено' });
    }
    expect((await api(t.app, admin, { method: 'GET', url: '/api/users/999999' })).statusCode).toBe(404);
    expect((await api(t.app, null, { method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
