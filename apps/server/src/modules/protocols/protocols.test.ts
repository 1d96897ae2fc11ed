import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { meetings, protocols, users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, protocolBody, type People } from '../../test/protocols.ts';

describe('protocols API', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp();
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const get = (user: People[keyof People], url: string) => api(t.app, user, { method: 'GET', url });

  it('creates a protocol with chair, meeting and members for the secretary', async () => {
    const [meeting] = await t.app.db
      .insert(meetings)
      .values({ secretary_id: p.secretary.id, theme: 'Планёрка', event_date: '2026-11-02', event_start_time: '10:00', event_end_time: '11:00' })
      .returning();
    const res = await api(t.app, p.secretary, {
      method: 'POST',
      url: '/api/protocols',
      payload: protocolBody({
        director_id: p.manager.id,
        meeting_id: meeting!.id,
        member_ids: [p.colleague.id, p.external.id, p.colleague.id],
      }),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      protocol_number: 1,
      theme: 'Планёрка отдела закупок',
      agenda: 'Итоги октября',
      event_date: '2026-11-02',
      event_start_time: '10:00',
      location: 'Переговорная 1',
      city: 'Москва',
      stage: 'no_video',
      status: 'process',
      video: null,
      members_count: 2,
      tasks_count: 0,
      meeting_id: meeting!.id,
      secretary: { id: p.secretary.id, full_name: 'Смирнова Анна' },
      director: { id: p.manager.id },
      transcript: [],
      sections: [],
      final_transcript: null,
    });
    expect(body.data.members.map((m: { member: { id: number } }) => m.member.id).sort()).toEqual(
      [p.colleague.id, p.external.id].sort(),
    );
  });

  it('rejects bad input with Russian messages', async () => {
    const post = (payload: object) => api(t.app, p.secretary, { method: 'POST', url: '/api/protocols', payload });
    const empty = await post({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      theme: ['Поле обязательно для заполнения'],
      event_date: ['Поле обязательно для заполнения'],
    });
    const bad = await post(protocolBody({ theme: 'x'.repeat(256), event_date: '2026-02-30', event_start_time: '25:00' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      theme: ['Не более 255 символов'],
      event_date: ['Неверная дата, ожидается ГГГГ-ММ-ДД'],
      event_start_time: ['Введите время в формате ЧЧ:ММ'],
    });
    expect(bad.json().message).toBe('Не более 255 символов');
  });

  it('accepts only active non-admin people and her own meeting', async () => {
    const blocked = await createUser(t.app, 'manager', { is_active: false });
    const [foreign] = await t.app.db
      .insert(meetings)
      .values({ secretary_id: p.otherSecretary.id, theme: 'Чужое', event_date: '2026-11-02', event_start_time: '10:00', event_end_time: '11:00' })
      .returning();
    const cases: [object, string, string][] = [
      [{ director_id: p.admin.id }, 'director_id', 'Пользователь не найден'],
      [{ director_id: blocked.id }, 'director_id', 'Пользователь не найден'],
      [{ director_id: 999_999 }, 'director_id', 'Пользователь не найден'],
      [{ member_ids: [p.colleague.id, 999_999] }, 'member_ids', 'Пользователь не найден'],
      [{ meeting_id: foreign!.id }, 'meeting_id', 'Совещание не найдено'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await api(t.app, p.secretary, { method: 'POST', url: '/api/protocols', payload: protocolBody(fields) });
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('lets only secretaries create protocols; externals cannot even sign in', async () => {
    for (const user of [p.manager, p.admin]) {
      const res = await api(t.app, user, { method: 'POST', url: '/api/protocols', payload: protocolBody() });
      expect(res.statusCode).toBe(403);
    }
    const external = await api(t.app, p.external, { method: 'GET', url: '/api/protocols' });
    expect(external.statusCode).toBe(401);
  });

  it('shows each role only the protocols it may see, newest first, without transcripts', async () => {
    const mine = await createProtocol(t.app, p.secretary, { theme: 'Бюджет на 2027 год' });
    const theirs = await createProtocol(t.app, p.otherSecretary, { theme: 'Чужой протокол' });
    const ids = async (user: People[keyof People], query = '') =>
      (await get(user, `/api/protocols?limit=100${query}`)).json().data.data.map((item: { id: number }) => item.id);

    const own = await get(p.secretary, '/api/protocols?limit=100');
    expect(own.statusCode).toBe(200);
    const items = own.json().data.data;
    expect(items[0].id).toBe(mine.id);
    expect(items.every((item: { secretary: { id: number } }) => item.secretary.id === p.secretary.id)).toBe(true);
    expect(items[0]).not.toHaveProperty('transcript');
    expect(items[0]).not.toHaveProperty('final_transcript');
    expect(await ids(p.manager)).toEqual(items.map((item: { id: number }) => item.id));
    expect(await ids(p.otherManager)).toEqual([theirs.id]);
    expect(await ids(p.otherSecretary)).toEqual([theirs.id]);
    expect(await ids(p.admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await ids(p.secretary, `&search=${encodeURIComponent('бюджет')}`)).toEqual([mine.id]);
    expect(await ids(p.secretary, `&search=${encodeURIComponent(`№${mine.protocol_number}`)}`)).toEqual([mine.id]);
    expect(await ids(p.otherSecretary, `&search=${encodeURIComponent('бюджет')}`)).toEqual([]);
    expect(await ids(p.secretary, '&stage=final')).toEqual([]);
    expect(await ids(p.secretary, '&stage=no_video')).toContain(mine.id);
    // The web's page size and the default are read by statements of their own (list-query.ts): the same rows.
    const pageIds = async (user: People[keyof People], url: string) =>
      (await get(user, url)).json().data.data.map((item: { id: number }) => item.id);
    for (const user of [p.secretary, p.manager, p.otherManager, p.otherSecretary, p.admin]) {
      const all = await ids(user);
      expect(await pageIds(user, '/api/protocols?limit=15'), user.role).toEqual(all.slice(0, 15));
      expect(await pageIds(user, '/api/protocols'), user.role).toEqual(all.slice(0, 30));
    }
    const byNumber = `/api/protocols?limit=15&search=${encodeURIComponent(`№${mine.protocol_number}`)}`;
    expect(await pageIds(p.secretary, byNumber)).toEqual([mine.id]);
    const bad = await get(p.secretary, '/api/protocols?stage=unknown&limit=0');
    expect(bad.statusCode).toBe(422);
  });

  it('pages the list in the Laravel shape', async () => {
    const secretary = await createUser(t.app, 'secretary');
    for (let i = 0; i < 3; i += 1) await createProtocol(t.app, secretary, { theme: `Протокол ${i}` });
    const res = await get(secretary, '/api/protocols?limit=2&page=2');
    const data = res.json().data;
    expect(data.data.map((item: { theme: string }) => item.theme)).toEqual(['Протокол 0']);
    expect(data.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
    expect(data.links.prev).toContain('page=1');
    expect(data.links.next).toBeNull();
    // The first page and the later ones are read by different statements (list-query.ts): together they are
    // the whole list, newest first, each protocol once.
    const first = (await get(secretary, '/api/protocols?limit=2')).json().data;
    expect(first.data.map((item: { theme: string }) => item.theme)).toEqual(['Протокол 2', 'Протокол 1']);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 3, from: 1, to: 2 });
    // Past the last page: no rows, and still the total.
    const past = (await get(secretary, '/api/protocols?limit=2&page=3')).json().data;
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 3, last_page: 2, total: 3, from: null, to: null });
    const pastFiltered = (await get(secretary, `/api/protocols?limit=2&page=5&search=${encodeURIComponent('Протокол')}`)).json().data;
    expect(pastFiltered.meta).toMatchObject({ total: 3, last_page: 2, from: null });
    const nobody = await createUser(t.app, 'secretary');
    expect((await get(nobody, '/api/protocols')).json().data.meta).toMatchObject({ total: 0, last_page: 1, from: null });
  });

  it('gives every role the total of the protocols it may read, filtered or not, as they come and go', async () => {
    const manager = await createUser(t.app, 'manager');
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const colleague = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const mine = [];
    for (let i = 0; i < 3; i += 1) mine.push(await createProtocol(t.app, secretary, { theme: `Итог ${i}` }));
    await createProtocol(t.app, colleague);
    const totalOf = async (user: TestUser, filter = '') =>
      (await api(t.app, user, { method: 'GET', url: `/api/protocols?limit=1${filter}` })).json().data.meta.total;
    // Counted the slow way, as the list's own WHERE does.
    const counted = async (where: (row: typeof protocols.$inferSelect) => boolean) =>
      (await t.app.db.select().from(protocols)).filter(where).length;

    expect(await totalOf(secretary)).toBe(3);
    expect(await totalOf(manager)).toBe(4);
    expect(await totalOf(p.admin)).toBe(await counted(() => true));
    expect(await totalOf(secretary, '&stage=no_video')).toBe(3);
    expect(await totalOf(secretary, `&search=${encodeURIComponent('Итог 1')}`)).toBe(1);

    await t.app.db.update(protocols).set({ status: 'success', stage: 'final' }).where(eq(protocols.id, mine[0]!.id));
    expect(await totalOf(secretary)).toBe(3);
    expect(await totalOf(secretary, '&stage=final')).toBe(1);
    const removed = await api(t.app, secretary, { method: 'DELETE', url: `/api/protocols/${mine[1]!.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await totalOf(secretary)).toBe(2);
    expect(await totalOf(manager)).toBe(3);
    expect(await totalOf(p.admin)).toBe(await counted(() => true));
  });

  it('lets the owner, her manager and admins read a protocol, hiding it from everyone else', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    for (const user of [p.secretary, p.manager, p.admin]) {
      const res = await get(user, `/api/protocols/${protocol.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(protocol.id);
    }
    for (const user of [p.otherSecretary, p.otherManager]) {
      const res = await get(user, `/api/protocols/${protocol.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Протокол не найден');
    }
    expect((await get(p.secretary, '/api/protocols/999999')).statusCode).toBe(404);
    expect((await get(p.secretary, '/api/protocols/abc')).statusCode).toBe(422);
  });

  it('updates the header for the owner only; status and stage are not settable', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const put = (user: People[keyof People], payload: object) =>
      api(t.app, user, { method: 'PUT', url: `/api/protocols/${protocol.id}`, payload });
    const res = await put(p.secretary, {
      theme: 'Новая тема',
      event_start_time: '',
      city: 'Казань',
      director_id: p.colleague.id,
      status: 'success',
      stage: 'final',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      theme: 'Новая тема',
      event_start_time: null,
      city: 'Казань',
      agenda: 'Итоги октября',
      director: { id: p.colleague.id },
      status: 'process',
      stage: 'no_video',
    });
    expect((await put(p.manager, { theme: 'x' })).statusCode).toBe(403);
    expect((await put(p.admin, { theme: 'x' })).statusCode).toBe(403);
    expect((await put(p.otherSecretary, { theme: 'x' })).statusCode).toBe(404);
    expect((await put(p.otherManager, { theme: 'x' })).statusCode).toBe(404);
    const invalid = await put(p.secretary, { theme: '', event_date: 'завтра', director_id: p.admin.id });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({
      theme: ['Поле обязательно для заполнения'],
      event_date: ['Неверная дата, ожидается ГГГГ-ММ-ДД'],
    });
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.theme).toBe('Новая тема');
  });

  it('deletes for the owner only', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const del = (user: People[keyof People]) => api(t.app, user, { method: 'DELETE', url: `/api/protocols/${protocol.id}` });
    expect((await del(p.manager)).statusCode).toBe(403);
    expect((await del(p.admin)).statusCode).toBe(403);
    expect((await del(p.otherSecretary)).statusCode).toBe(404);
    const res = await del(p.secretary);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Протокол удалён');
    expect((await get(p.secretary, `/api/protocols/${protocol.id}`)).statusCode).toBe(404);
  });

  it('numbers concurrent protocols 1..20 without gaps or repeats, and never reuses a number', async () => {
    const secretary = await createUser(t.app, 'secretary');
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => createProtocol(t.app, secretary, { theme: `№${i}` })));
    const numbers = created.map((protocol) => protocol.protocol_number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const last = created.find((protocol) => protocol.protocol_number === 20)!;
    expect((await api(t.app, secretary, { method: 'DELETE', url: `/api/protocols/${last.id}` })).statusCode).toBe(200);
    expect((await createProtocol(t.app, secretary)).protocol_number).toBe(21);
    // Numbers are per secretary.
    const another = await createUser(t.app, 'secretary');
    expect((await createProtocol(t.app, another)).protocol_number).toBe(1);
  });

  it('keeps a blocked director visible on old protocols', async () => {
    const director = await createUser(t.app, 'manager', { full_name: 'Бывший Директор' });
    const protocol = await createProtocol(t.app, p.secretary, { director_id: director.id });
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, director.id));
    const res = await get(p.secretary, `/api/protocols/${protocol.id}`);
    expect(res.json().data.director.full_name).toBe('Бывший Директор');
  });
});
