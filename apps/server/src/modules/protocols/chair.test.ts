import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import type { DocumentBlock } from '@protocolist/contracts/documents';
import { protocols, users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/** Issue 22: the chair is set on the protocol page before it is final, and the documents name him above the secretary. */
describe('the chair of a protocol', () => {
  let t: TestApp;
  let p: People;
  let kravchenko: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    kravchenko = await createUser(t.app, 'secretary', { full_name: 'Кравченко Леонид Петрович' });
  });
  afterAll(() => t.close());

  const setChair = (protocolId: number, payload: object, user: TestUser = p.secretary) =>
    api(t.app, user, { method: 'PUT', url: `/api/protocols/${protocolId}/chair`, payload });
  const memberNames = (data: { members: { member: { full_name: string } }[] }) => data.members.map((m) => m.member.full_name);

  it('a directory person: the chair and a member; his suggestions go and the tasks naming him are his', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const suggestedMember: SuggestedMember = { id: 'm1', user_id: kravchenko.id, full_name: 'Кравченко Леонид Петрович', reason: '' };
    const task: SuggestedTask = {
      id: 't1',
      essence: 'Утвердить смету',
      responsible_id: null,
      responsible_name: 'Кравченко',
      deadline: '2030-12-01',
      source: { start: 0, end: 1, text: 'Поручить Кравченко утвердить смету' },
    };
    await t.app.db.update(protocols).set({ suggested_members: [suggestedMember], suggested_tasks: [task] }).where(eq(protocols.id, protocol.id));
    const res = await setChair(protocol.id, { user_id: kravchenko.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Председатель назначен');
    const data = res.json().data;
    expect(data.director).toMatchObject({ id: kravchenko.id, full_name: 'Кравченко Леонид Петрович' });
    expect(memberNames(data)).toEqual(['Кравченко Леонид Петрович']);
    expect(data.suggested_members).toEqual([]);
    expect(data.suggested_tasks.map((s: SuggestedTask) => [s.responsible_id, s.responsible_dative])).toEqual([[kravchenko.id, 'Кравченко Л.П.']]);
  });

  it('a name heard in the recording: found in the directory, else a new external person of the secretary', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const known = await setChair(protocol.id, { name: 'Кравченко Леонид Петрович' });
    expect(known.json().data.director.id).toBe(kravchenko.id);
    const heard = await setChair(protocol.id, { name: 'Белоусова Ирина' });
    expect(heard.statusCode).toBe(200);
    const chair = heard.json().data.director;
    expect(chair.full_name).toBe('Белоусова Ирина');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, chair.id));
    expect([row!.role, row!.email, row!.created_by]).toEqual(['external', null, p.secretary.id]);
    expect(memberNames(heard.json().data).sort()).toEqual(['Белоусова Ирина', 'Кравченко Леонид Петрович']);
    const cleared = await setChair(protocol.id, { user_id: null });
    expect(cleared.json().message).toBe('Председатель не указан');
    expect(cleared.json().data.director).toBeNull();
  });

  it('the document names the chair, and his signature line comes above the secretary’s', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await setChair(protocol.id, { user_id: kravchenko.id });
    const preview = await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/documents/preview` });
    expect(preview.statusCode).toBe(200);
    const blocks = preview.json().data.blocks as DocumentBlock[];
    const fields = blocks.flatMap((block) => (block.kind === 'field' ? [`${block.label}${block.separator}${block.text}`] : []));
    expect(fields).toEqual(expect.arrayContaining(['Председатель — Кравченко Л.П.', 'Секретарь — Смирнова А.']));
    expect(fields.indexOf('Председатель — Кравченко Л.П.')).toBeLessThan(fields.indexOf('Секретарь — Смирнова А.'));
    const signatures = blocks.find((block) => block.kind === 'signatures');
    expect(signatures).toEqual({
      kind: 'signatures',
      rows: [
        { role: 'Председатель', name: 'Л.П. Кравченко' },
        { role: 'Секретарь', name: 'А. Смирнова' },
      ],
    });
    // Named as the chair, not again among those present.
    expect(JSON.stringify(blocks.filter((block) => block.kind !== 'field' && block.kind !== 'signatures'))).not.toContain('Кравченко');
  });

  it('a final protocol keeps its chair: 409 in Russian, by PUT …/chair and by the header form; the same chair sent back is fine', async () => {
    const protocol = await createProtocol(t.app, p.secretary, { director_id: kravchenko.id });
    await t.app.db.update(protocols).set({ stage: 'final', status: 'success' }).where(eq(protocols.id, protocol.id));
    const refused = await setChair(protocol.id, { user_id: p.colleague.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Председателя итогового протокола не изменить: сначала верните протокол в работу');
    expect((await setChair(protocol.id, { name: 'Новиков Олег' })).statusCode).toBe(409);
    const header = (payload: object) => api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/${protocol.id}`, payload });
    expect((await header({ director_id: p.colleague.id })).statusCode).toBe(409);
    expect((await header({ director_id: null })).statusCode).toBe(409);
    expect((await header({ director_id: kravchenko.id, city: 'Тверь' })).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.director_id).toBe(kravchenko.id);
    const [heard] = await t.app.db.select().from(users).where(eq(users.full_name, 'Новиков Олег'));
    expect(heard).toBeUndefined();
  });

  it('validates the body and checks the owner', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const empty = await setChair(protocol.id, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ user_id: ['Выберите председателя из справочника или из имён в записи'] });
    expect((await setChair(protocol.id, { user_id: kravchenko.id, name: 'Кто-то' })).statusCode).toBe(422);
    expect((await setChair(protocol.id, { name: '   ' })).statusCode).toBe(422);
    const admin = await setChair(protocol.id, { user_id: p.admin.id });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors).toEqual({ user_id: ['Пользователь не найден'] });
    expect((await setChair(protocol.id, { user_id: kravchenko.id }, p.manager)).statusCode).toBe(403);
    expect((await setChair(protocol.id, { user_id: kravchenko.id }, p.otherSecretary)).statusCode).toBe(404);
  });

  it('parallel changes of the chair end with one chair, a member each', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => setChair(protocol.id, { user_id: index % 2 ? kravchenko.id : p.colleague.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(200));
    const data = (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}` })).json().data;
    expect([kravchenko.id, p.colleague.id]).toContain(data.director.id);
    expect(memberNames(data).sort()).toEqual(['Кравченко Леонид Петрович', 'Кузнецов Дмитрий']);
  });
});
