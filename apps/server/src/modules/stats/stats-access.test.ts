import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { loadOwned } from '../../http/access.ts';
import { api, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { readableSecretaries } from './scope.ts';
import { seedStats, type StatsSeed } from './test-fixtures.ts';

describe('statistics access and validation', () => {
  let t: TestApp;
  let seed: StatsSeed;
  const call = (user: TestUser | null, url: string) => api(t.app, user, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedStats(t.app);
  });
  afterAll(() => t.close());

  it('keeps manager statistics to managers and admins', async () => {
    for (const url of ['/api/stats/manager/all', '/api/stats/manager/secretaries']) {
      expect((await call(seed.s1, url)).statusCode).toBe(403);
      expect((await call(null, url)).statusCode).toBe(401);
      expect((await call(seed.external, url)).statusCode).toBe(401);
      expect((await call(seed.managerA, url)).statusCode).toBe(200);
      expect((await call(seed.admin, url)).statusCode).toBe(200);
    }
  });

  it('gives the manager each secretary’s avatar (the drawer shows it, not initials)', async () => {
    await t.app.db.update(users).set({ avatar_key: 'avatars/s1-face' }).where(eq(users.id, seed.s1.id));
    const rows = (await call(seed.managerA, '/api/stats/manager/secretaries')).json().data as { id: number; avatar: string | null }[];
    expect(rows.find((row) => row.id === seed.s1.id)?.avatar).toMatch(/\/api\/avatars\/avatars\/s1-face\.webp$/);
    expect(rows.filter((row) => row.id !== seed.s1.id).every((row) => row.avatar === null)).toBe(true);
    await t.app.db.update(users).set({ avatar_key: null }).where(eq(users.id, seed.s1.id));
  });

  it('keeps the meeting markers to the secretary herself', async () => {
    const url = '/api/stats/secretary/meetings?start_date_at=2026-01-01&end_date_at=2026-12-31';
    expect((await call(seed.managerA, url)).statusCode).toBe(403);
    expect((await call(seed.admin, url)).statusCode).toBe(403);
    const own = await call(seed.s3, url);
    expect(own.statusCode).toBe(200);
    const ids = own.json().data.map((m: { id: number }) => m.id);
    expect(ids.sort()).toEqual(
      seed.meetings
        .filter((m) => m.secretary_id === seed.s3.id && m.event_date.startsWith('2026'))
        .map((m) => m.id)
        .sort(),
    );
  });

  it('shows a secretary’s figures to herself, her manager and admins only (404 to everyone else)', async () => {
    const allowed: [TestUser, TestUser][] = [
      [seed.s1, seed.s1],
      [seed.managerA, seed.s1],
      [seed.managerA, seed.s2],
      [seed.managerB, seed.s3],
      [seed.admin, seed.s4],
    ];
    const hidden: [TestUser, number][] = [
      [seed.s1, seed.s2.id],
      [seed.s3, seed.s1.id],
      [seed.managerA, seed.s3.id],
      [seed.managerB, seed.s1.id],
      [seed.lonelyManager, seed.s4.id],
      [seed.admin, seed.managerA.id],
      [seed.admin, seed.external.id],
      [seed.admin, 987654],
    ];
    for (const suffix of ['entities', 'tasks?month=2026-11']) {
      for (const [viewer, secretary] of allowed) {
        expect((await call(viewer, `/api/stats/secretary/${secretary.id}/${suffix}`)).statusCode).toBe(200);
      }
      for (const [viewer, id] of hidden) {
        const res = await call(viewer, `/api/stats/secretary/${id}/${suffix}`);
        expect(res.statusCode, `${viewer.role} → ${id}/${suffix}`).toBe(404);
        expect(res.json()).toMatchObject({ status: 'error', message: 'Секретарь не найден' });
      }
      expect((await call(null, `/api/stats/secretary/${seed.s1.id}/${suffix}`)).statusCode).toBe(401);
    }
  });

  it('sums over exactly the secretaries whose figures loadOwned opens, for every role', async () => {
    const viewers = [seed.s1, seed.s3, seed.managerA, seed.managerB, seed.lonelyManager, seed.admin, seed.external];
    const secretaries = seed.secretaries.map((secretary) => secretary.user.id);
    for (const viewer of viewers) {
      const [user] = await t.app.db.select().from(users).where(eq(users.id, viewer.id));
      const scope = readableSecretaries(user!);
      const { rows } = await t.app.database.executeSql(
        `SELECT id FROM users WHERE $1::int IS NULL AND (${scope.condition}) ORDER BY id`,
        [null, scope.value],
      );
      const opened: number[] = [];
      for (const id of secretaries) {
        const ok = await loadOwned(t.app.db, 'secretary_stats', id, user!, 'read').then(() => true, () => false);
        if (ok) opened.push(id);
      }
      expect(rows.map((row) => row.id), `${viewer.role} ${viewer.id}`).toEqual(opened.sort((a, b) => a - b));
    }
  });

  it('rejects bad dates, a range ending before it starts, and bad months with Russian messages', async () => {
    const meetings = (query: string) => call(seed.s1, `/api/stats/secretary/meetings${query}`);
    const missing = await meetings('');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      start_date_at: ['Поле обязательно для заполнения'],
      end_date_at: ['Поле обязательно для заполнения'],
    });
    const badDate = await meetings('?start_date_at=2026-02-30&end_date_at=2026-03-01');
    expect(badDate.statusCode).toBe(422);
    expect(badDate.json()).toMatchObject({
      message: 'Неверная дата, ожидается ГГГГ-ММ-ДД',
      errors: { start_date_at: ['Неверная дата, ожидается ГГГГ-ММ-ДД'] },
    });
    const reversed = await meetings('?start_date_at=2026-03-02&end_date_at=2026-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({
      message: 'Дата окончания не может быть раньше даты начала',
      errors: { end_date_at: ['Дата окончания не может быть раньше даты начала'] },
    });
    expect((await meetings('?start_date_at=2026-03-01&end_date_at=2026-03-01')).statusCode).toBe(200);

    for (const month of ['0000-01', '1899-12', '2101-01']) {
      const res = await call(seed.s1, `/api/stats/secretary/${seed.s1.id}/tasks?month=${month}`);
      expect(res.statusCode, month).toBe(422);
      expect(res.json().errors).toEqual({ month: ['Дата должна быть в пределах 1900–2100 годов'] });
    }
    for (const month of ['2026-13', '2026-1', 'ноябрь', '2026-11-01']) {
      const res = await call(seed.s1, `/api/stats/secretary/${seed.s1.id}/tasks?month=${encodeURIComponent(month)}`);
      expect(res.statusCode, month).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Неверный месяц, ожидается ГГГГ-ММ',
        errors: { month: ['Неверный месяц, ожидается ГГГГ-ММ'] },
      });
    }
    const badId = await call(seed.admin, '/api/stats/secretary/abc/entities');
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors.id).toHaveLength(1);
  });
});
