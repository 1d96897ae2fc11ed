import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type SuggestedMember, type SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocolMembers, protocols, protocolTasks, users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';
import { suggestMembers } from '../../pipeline/tasks/index.ts';

/** Issue 15: unknown speakers become external members, «Принять все», and what it leaves for the secretary. */
describe('suggestions: unknown speakers and «Принять все»', () => {
  let t: TestApp;
  let p: People;
  let popova: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    popova = await createUser(t.app, 'secretary', { full_name: 'Попова Елена Викторовна' });
  });
  afterAll(() => t.close());

  const member = (id: string, userId: number | null, fullName: string): SuggestedMember => ({ id, user_id: userId, full_name: fullName, reason: '' });
  const task = (id: string, responsibleId: number | null, deadline: string | null, essence = `Задача ${id}`): SuggestedTask => ({
    id,
    essence,
    responsible_id: responsibleId,
    responsible_name: null,
    deadline,
    source: { start: 0, end: 1, text: essence },
  });
  async function protocolWith(members: SuggestedMember[], tasks: SuggestedTask[]) {
    const protocol = await createProtocol(t.app, p.secretary);
    await t.app.db.update(protocols).set({ suggested_members: members, suggested_tasks: tasks }).where(eq(protocols.id, protocol.id));
    return protocol.id;
  }
  const membersOf = async (protocolId: number) =>
    (
      await t.app.db
        .select({ name: users.full_name, role: users.role, createdBy: users.created_by })
        .from(protocolMembers)
        .innerJoin(users, eq(users.id, protocolMembers.member_id))
        .where(eq(protocolMembers.protocol_id, protocolId))
    ).sort((a, b) => a.name.localeCompare(b.name));

  it('suggests a speaker in no directory as a new person, and never a role or a numbered label', () => {
    const segments = [
      { start: 0, end: 1, speaker: 'Орлов Игорь', text: 'Добрый день.' },
      { start: 1, end: 2, speaker: 'Спикер 2', text: 'Здравствуйте.' },
      { start: 2, end: 3, speaker: 'Гость из финансового отдела', text: 'Да.' },
      { start: 3, end: 4, speaker: 'Попова Е. В.', text: 'Согласна.' },
      { start: 4, end: 5, speaker: 'Орлов  Игорь', text: 'Продолжим.' },
    ];
    const found = suggestMembers(segments, [{ id: 7, full_name: 'Попова Елена Викторовна' }]);
    expect(found.map((s) => [s.user_id, s.full_name])).toEqual([
      [7, 'Попова Елена Викторовна'],
      [null, 'Орлов Игорь'],
    ]);
  });

  it('accepting an unknown speaker creates an external member of the secretary, without e-mail', async () => {
    const protocolId = await protocolWith([member('m1', null, 'Орлов Игорь')], []);
    const res = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/members/m1/accept` });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Добавлен новый внешний участник');
    expect(await membersOf(protocolId)).toEqual([{ name: 'Орлов Игорь', role: 'external', createdBy: p.secretary.id }]);
    const [created] = await t.app.db.select().from(users).where(eq(users.id, res.json().data.member_id));
    expect(created!.email).toBeNull();
    // The same name again is the same person, not a second external.
    const next = await protocolWith([member('m2', null, 'орлов игорь')], []);
    const again = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${next}/suggestions/members/m2/accept` });
    expect(again.json().data.member_id).toBe(res.json().data.member_id);
  });

  it('speaks of the person accepted in her or his gender, and without gendered forms when the name does not tell', async () => {
    const protocolId = await protocolWith(
      [member('w', null, 'Соколова Мария Ивановна'), member('x', null, 'Шевченко'), member('d', popova.id, 'Попова Елена Викторовна')],
      [],
    );
    const accept = async (sid: string) =>
      (await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/members/${sid}/accept` })).json().message;
    expect(await accept('w')).toBe('Добавлена новая внешняя участница');
    expect(await accept('x')).toBe('Шевченко теперь среди внешних участников');
    expect(await accept('d')).toBe('Участница добавлена');
    // The web words its messages by the same gender: every person the API sends carries it.
    const presented = (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocolId}` })).json().data;
    expect(presented.members.map((m: { member: { full_name: string; gender: string | null } }) => [m.member.full_name, m.member.gender])).toEqual([
      ['Соколова Мария Ивановна', 'f'],
      ['Шевченко', null],
      ['Попова Елена Викторовна', 'f'],
    ]);
  });

  it('a task for someone in no directory: the typed name becomes an external member and the responsible', async () => {
    const protocolId = await protocolWith([], [task('t1', null, '2030-12-01', 'Подготовить смету')]);
    const res = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/suggestions/tasks/t1/accept`,
      payload: { new_responsible_name: 'Сидоров Пётр' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.responsible.full_name).toBe('Сидоров Пётр');
    expect((await membersOf(protocolId)).map((m) => [m.name, m.role])).toEqual([['Сидоров Пётр', 'external']]);
    // A bare surname is the one person of that surname already known: no second Сидоров.
    const next = await protocolWith([], [task('t2', null, '2030-12-01', 'Сверить акты')]);
    const again = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${next}/suggestions/tasks/t2/accept`,
      payload: { new_responsible_name: 'Сидоров' },
    });
    expect(again.json().data.responsible.full_name).toBe('Сидоров Пётр');
  });

  it('«Принять все» accepts every member and every task that has a person and a deadline, and leaves the rest', async () => {
    const protocolId = await protocolWith(
      [member('m1', popova.id, 'Попова Елена Викторовна'), member('m2', null, 'Белов Артём')],
      [task('t1', popova.id, '2030-12-01'), task('t2', null, '2030-12-01'), task('t3', p.colleague.id, null), task('t4', p.colleague.id, '2030-11-30')],
    );
    const res = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/accept-all` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ members: 2, tasks: 2, left: 2 });
    expect(res.json().message).toBe('Принято: участников — 2, поручений — 2. Осталось уточнить предложений: 2');
    expect((await membersOf(protocolId)).map((m) => m.name)).toEqual(['Белов Артём', 'Попова Елена Викторовна']);
    const tasks = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocolId));
    expect(tasks.map((row) => row.essence).sort()).toEqual(['Задача t1', 'Задача t4']);
    // No letters while the protocol is being checked.
    expect(tasks.every((row) => row.assignment_mailed_at === null)).toBe(true);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    expect((row!.suggested_tasks as SuggestedTask[]).map((s) => s.id)).toEqual(['t2', 't3']);
    expect(row!.suggested_members).toEqual([]);
  });

  it('«Принять все» is the owner’s: 403 for her manager, 404 for a stranger', async () => {
    const protocolId = await protocolWith([member('m1', popova.id, 'Попова Елена Викторовна')], []);
    const url = `/api/protocols/${protocolId}/suggestions/accept-all`;
    expect((await api(t.app, p.manager, { method: 'POST', url })).statusCode).toBe(403);
    expect((await api(t.app, p.otherSecretary, { method: 'POST', url })).statusCode).toBe(404);
  });
});
