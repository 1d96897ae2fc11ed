import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocols, users } from '../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../test/app.ts';
import { createPeople, createProtocol, type People } from '../test/protocols.ts';

// Answers and sessions kept in memory until the data changes (db/data-changes.ts, http/kept-answers.ts, http/auth.ts):
// every change shows in the next answer, whoever made it, and no reader gets another's answer.
describe('answers kept until the data changes', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp();
    p = await createPeople(t.app);
    await createProtocol(t.app, p.secretary, { theme: 'Первый' });
  });
  afterAll(() => t.close());

  const list = (user: TestUser, url = '/api/protocols?limit=15') => api(t.app, user, { method: 'GET', url });
  const themes = async (user: TestUser, url?: string) => {
    const res = await list(user, url);
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as { theme: string }[]).map((item) => item.theme);
  };
  const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });

  it('answers a page again exactly as it was read: the same bytes and headers', async () => {
    const read = await list(p.secretary);
    const again = await list(p.secretary);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(read.body);
    expect(withoutDate(again.headers)).toEqual(withoutDate(read.headers));
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows a change through the API, and one written straight to the database, in the very next answer', async () => {
    expect(await themes(p.secretary)).toEqual(['Первый']);
    const second = await createProtocol(t.app, p.secretary, { theme: 'Второй' });
    expect(await themes(p.secretary)).toEqual(['Второй', 'Первый']);

    await t.app.db.update(protocols).set({ theme: 'Переименован в базе' }).where(eq(protocols.id, second.id));
    expect(await themes(p.secretary)).toEqual(['Переименован в базе', 'Первый']);
    // A change to a table the list only joins: the secretary's name on every item.
    await t.app.db.update(users).set({ full_name: 'Смирнова-Котова Анна' }).where(eq(users.id, p.secretary.id));
    const res = await list(p.secretary);
    expect(res.json().data.data[0].secretary.full_name).toBe('Смирнова-Котова Анна');
  });

  it("keeps each reader's answer for that reader: the same URL gives each what they may read", async () => {
    expect(await themes(p.secretary)).not.toEqual([]);
    expect(await themes(p.manager)).toEqual(await themes(p.secretary));
    expect(await themes(p.otherSecretary)).toEqual([]);
    expect(await themes(p.otherManager)).toEqual([]);
    expect((await list(p.external)).statusCode).toBe(401);
  });

  it('checks the session before answering from memory: a blocked reader, a logged-out token', async () => {
    const secretary = await createUser(t.app, 'secretary');
    await createProtocol(t.app, secretary, { theme: 'Свой' });
    expect(await themes(secretary)).toEqual(['Свой']);
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);

    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, secretary.id));
    expect((await list(secretary)).statusCode).toBe(403);
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/me' })).statusCode).toBe(403);
    await t.app.db.update(users).set({ is_active: true }).where(eq(users.id, secretary.id));
    expect(await themes(secretary)).toEqual(['Свой']);

    expect((await api(t.app, secretary, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await list(secretary)).statusCode).toBe(401);
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('keeps no answer that was not a 200, and no answer of a page read while the data changed', async () => {
    expect((await list(p.secretary, '/api/protocols?limit=0')).statusCode).toBe(422);
    expect((await list(p.secretary, '/api/protocols?limit=0')).statusCode).toBe(422);

    // Many readers at once while protocols are being created: every answer after the last creation shows it.
    const creations = Array.from({ length: 5 }, (_, i) => createProtocol(t.app, p.secretary, { theme: `Параллельный ${i}` }));
    const reads = Array.from({ length: 20 }, () => list(p.secretary));
    await Promise.all([...creations, ...reads]);
    const after = await themes(p.secretary);
    for (let i = 0; i < 5; i++) expect(after).toContain(`Параллельный ${i}`);
  });
});
