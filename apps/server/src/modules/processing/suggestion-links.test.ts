import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocols, protocolTasks, users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';
import { suggestMembers } from '../../pipeline/tasks/index.ts';

/** Issue 22: suggestions stay linked — a member accepted is the responsible of the tasks naming her, nobody twice. */
describe('suggestions stay linked to the people they name', () => {
  let t: TestApp;
  let p: People;
  let lebedeva: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    lebedeva = await createUser(t.app, 'secretary', { full_name: 'Лебедева Анна Сергеевна' });
  });
  afterAll(() => t.close());

  const member = (id: string, userId: number | null, fullName: string): SuggestedMember => ({ id, user_id: userId, full_name: fullName, reason: '' });
  const task = (id: string, name: string | null, deadline: string | null = '2030-12-01'): SuggestedTask => ({
    id,
    essence: `Задача ${id}`,
    responsible_id: null,
    responsible_name: name,
    deadline,
    source: { start: 0, end: 1, text: `Задача ${id}` },
  });
  async function protocolWith(members: SuggestedMember[], tasks: SuggestedTask[]) {
    const protocol = await createProtocol(t.app, p.secretary);
    await t.app.db.update(protocols).set({ suggested_members: members, suggested_tasks: tasks }).where(eq(protocols.id, protocol.id));
    return protocol.id;
  }
  const suggestionsOf = async (protocolId: number) => {
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    return { members: (row!.suggested_members ?? []) as SuggestedMember[], tasks: (row!.suggested_tasks ?? []) as SuggestedTask[] };
  };
  const post = (url: string, payload?: object) => api(t.app, p.secretary, { method: 'POST', url, ...(payload ? { payload } : {}) });

  it('accepting a directory member gives every task naming her, in any case, its responsible; «Принять все» then takes them', async () => {
    const protocolId = await protocolWith(
      [member('m1', lebedeva.id, 'Лебедева Анна Сергеевна')],
      [task('t1', 'Лебедевой'), task('t2', 'Лебедева Анна'), task('t3', 'Лебедева'), task('t4', 'Сидоров'), task('t5', 'Лебедева', null)],
    );
    expect((await post(`/api/protocols/${protocolId}/suggestions/members/m1/accept`)).statusCode).toBe(201);
    const { tasks } = await suggestionsOf(protocolId);
    expect(tasks.map((s) => [s.id, s.responsible_id, s.responsible_name])).toEqual([
      ['t1', lebedeva.id, 'Лебедева Анна Сергеевна'],
      ['t2', lebedeva.id, 'Лебедева Анна Сергеевна'],
      ['t3', lebedeva.id, 'Лебедева Анна Сергеевна'],
      ['t4', null, 'Сидоров'],
      ['t5', lebedeva.id, 'Лебедева Анна Сергеевна'],
    ]);
    // «Поручить Лебедевой А.С.»: the wording's dative comes with the protocol.
    const presented = (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocolId}` })).json().data;
    expect(presented.suggested_tasks.map((s: SuggestedTask) => s.responsible_dative)).toEqual([
      'Лебедевой А.С.',
      'Лебедевой А.С.',
      'Лебедевой А.С.',
      'Сидорову',
      'Лебедевой А.С.',
    ]);
    const all = await post(`/api/protocols/${protocolId}/suggestions/accept-all`);
    expect(all.json().data).toEqual({ members: 0, tasks: 3, left: 2 });
    const made = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocolId));
    expect(made.map((row) => row.responsible_id)).toEqual([lebedeva.id, lebedeva.id, lebedeva.id]);
  });

  it('«Принять все» alone: the unknown speaker becomes an external member and the responsible of «Поручить Орловой»', async () => {
    const protocolId = await protocolWith([member('m1', null, 'Орлова Вера')], [task('t1', 'Орловой')]);
    const all = await post(`/api/protocols/${protocolId}/suggestions/accept-all`);
    expect(all.json().data).toEqual({ members: 1, tasks: 1, left: 0 });
    const made = await t.app.db
      .select({ name: users.full_name, role: users.role })
      .from(protocolTasks)
      .innerJoin(users, eq(users.id, protocolTasks.responsible_id))
      .where(eq(protocolTasks.protocol_id, protocolId));
    expect(made).toEqual([{ name: 'Орлова Вера', role: 'external' }]);
    expect(await suggestionsOf(protocolId)).toEqual({ members: [], tasks: [] });
  });

  it('a member picked by hand links the tasks too, and her member suggestion goes', async () => {
    const protocolId = await protocolWith([member('m1', lebedeva.id, 'Лебедева Анна Сергеевна'), member('m2', null, 'Лебедева А. С.')], [task('t1', 'Лебедевой')]);
    const res = await post(`/api/protocols/${protocolId}/members`, { member_id: lebedeva.id });
    expect(res.statusCode).toBe(201);
    const { members, tasks } = await suggestionsOf(protocolId);
    expect(members).toEqual([]);
    expect(tasks[0]!.responsible_id).toBe(lebedeva.id);
  });

  it('a task for a stranger accepted with the typed name links the other tasks naming the same stranger', async () => {
    const protocolId = await protocolWith([member('m1', null, 'Белкин Олег')], [task('t1', 'Белкин'), task('t2', 'Белкину')]);
    const res = await post(`/api/protocols/${protocolId}/suggestions/tasks/t1/accept`, { new_responsible_name: 'Белкин Олег' });
    expect(res.statusCode).toBe(201);
    const { members, tasks } = await suggestionsOf(protocolId);
    expect(members).toEqual([]);
    expect(tasks.map((s) => [s.id, s.responsible_name])).toEqual([['t2', 'Белкин Олег']]);
    expect(tasks[0]!.responsible_id).toBe(res.json().data.responsible.id);
  });

  it('never suggests one stranger twice: «Орлов И.» and «Орлов Игорь» are one suggestion', () => {
    const segments = [
      { start: 0, end: 1, speaker: 'Орлов И.', text: 'Добрый день.' },
      { start: 1, end: 2, speaker: 'Орлов Игорь', text: 'Продолжим.' },
      { start: 2, end: 3, speaker: 'Орлов Пётр', text: 'Согласен.' },
    ];
    expect(suggestMembers(segments, []).map((s) => s.full_name)).toEqual(['Орлов Игорь', 'Орлов Пётр']);
  });

  it('parallel accepts of a member and «Принять все» link and accept each task once', async () => {
    const protocolId = await protocolWith(
      [member('m1', lebedeva.id, 'Лебедева Анна Сергеевна')],
      [task('t1', 'Лебедевой'), task('t2', 'Лебедева Анна')],
    );
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => post(`/api/protocols/${protocolId}/suggestions/members/m1/accept`)),
      ...Array.from({ length: 5 }, () => post(`/api/protocols/${protocolId}/suggestions/accept-all`)),
    ]);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    // Whoever took the member, the tasks end linked; a second «Принять все» takes what the first could not yet.
    await post(`/api/protocols/${protocolId}/suggestions/accept-all`);
    const made = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocolId));
    expect(made.map((row) => [row.essence, row.responsible_id]).sort()).toEqual([
      ['Задача t1', lebedeva.id],
      ['Задача t2', lebedeva.id],
    ]);
    expect(await suggestionsOf(protocolId)).toEqual({ members: [], tasks: [] });
  });
});
