import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/** Issue 22: naming a speaker corrects the member and task suggestions that name the label. */
describe('renaming a speaker updates the suggestions', () => {
  let t: TestApp;
  let p: People;
  let lebedeva: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    lebedeva = await createUser(t.app, 'secretary', { full_name: 'Лебедева Анна Сергеевна' });
  });
  afterAll(() => t.close());

  const TRANSCRIPT = [
    { start: 0, end: 4, speaker: 'Лебедева', text: 'Добрый день, начнём.' },
    { start: 5, end: 9, speaker: 'Спикер 2', text: 'Отчёт готов.' },
    { start: 10, end: 14, speaker: 'Лебедева', text: 'Смету подготовлю к пятнице.' },
  ];
  const heardTask: SuggestedTask = {
    id: 't1',
    essence: 'Подготовить смету',
    responsible_id: null,
    responsible_name: 'Лебедева',
    deadline: '2030-12-01',
    source: { start: 10, end: 14, text: 'Поручить Лебедевой подготовить смету к пятнице.' },
  };
  const heardMember: SuggestedMember = { id: 'm1', user_id: null, full_name: 'Лебедева', reason: 'Выступает в записи', gender: 'f' };

  async function heardProtocol() {
    const protocol = await createProtocol(t.app, p.secretary);
    await t.app.db
      .update(protocols)
      .set({ transcript: TRANSCRIPT, stage: 'success_video_process', suggested_members: [heardMember], suggested_tasks: [heardTask] })
      .where(eq(protocols.id, protocol.id));
    return protocol.id;
  }
  const rename = (protocolId: number, speakers: object[]) =>
    api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/${protocolId}/speakers`, payload: { speakers } });
  const suggestionsOf = async (protocolId: number) => {
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocolId));
    return { members: row!.suggested_members as SuggestedMember[], tasks: row!.suggested_tasks as SuggestedTask[] };
  };

  it('a heard name given to a directory person: the same suggestion now names her, and the task is hers', async () => {
    const protocolId = await heardProtocol();
    expect((await rename(protocolId, [{ label: 'Лебедева', user_id: lebedeva.id }])).statusCode).toBe(200);
    const { members, tasks } = await suggestionsOf(protocolId);
    expect(members.map((m) => [m.id, m.user_id, m.full_name])).toEqual([['m1', lebedeva.id, 'Лебедева Анна Сергеевна']]);
    expect(tasks.map((s) => [s.id, s.responsible_id, s.responsible_name])).toEqual([['t1', lebedeva.id, 'Лебедева Анна Сергеевна']]);
    // «Принять все» now takes both.
    const all = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/accept-all` });
    expect(all.json().data).toEqual({ members: 1, tasks: 1, left: 0 });
  });

  it('a heard name corrected to a fuller typed name: one suggestion, the task follows the new name', async () => {
    const protocolId = await heardProtocol();
    await rename(protocolId, [{ label: 'Лебедева', name: 'Лебедева Ольга' }]);
    await rename(protocolId, [{ label: 'Лебедева', name: 'Лебедева Ольга Петровна' }]);
    const { members, tasks } = await suggestionsOf(protocolId);
    expect(members.map((m) => [m.id, m.user_id, m.full_name])).toEqual([['m1', null, 'Лебедева Ольга Петровна']]);
    expect(tasks.map((s) => [s.responsible_id, s.responsible_name])).toEqual([[null, 'Лебедева Ольга Петровна']]);
  });

  it('a speaker named after someone already a member is not suggested, and an accepted stranger is not suggested again', async () => {
    const protocolId = await heardProtocol();
    await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/members`, payload: { member_id: lebedeva.id } });
    await rename(protocolId, [{ label: 'Лебедева', user_id: lebedeva.id }]);
    expect((await suggestionsOf(protocolId)).members).toEqual([]);

    await rename(protocolId, [{ label: 'Спикер 2', name: 'Гусев Павел' }]);
    const { members } = await suggestionsOf(protocolId);
    expect(members.map((m) => m.full_name)).toEqual(['Гусев Павел']);
    await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/members/${members[0]!.id}/accept` });
    await rename(protocolId, [{ label: 'Спикер 2', name: 'Гусев Павел' }, { label: 'Лебедева', user_id: lebedeva.id }]);
    expect((await suggestionsOf(protocolId)).members).toEqual([]);
  });

  it('parallel renames and accepts: an accepted member never comes back', async () => {
    const protocolId = await heardProtocol();
    await rename(protocolId, [{ label: 'Спикер 2', name: 'Гусев Павел' }]);
    const { members } = await suggestionsOf(protocolId);
    const gusev = members.find((m) => m.full_name === 'Гусев Павел')!;
    await Promise.all([
      api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocolId}/suggestions/members/${gusev.id}/accept` }),
      ...Array.from({ length: 6 }, () => rename(protocolId, [{ label: 'Лебедева', user_id: lebedeva.id }])),
    ]);
    await rename(protocolId, [{ label: 'Лебедева', user_id: lebedeva.id }]);
    const after = await suggestionsOf(protocolId);
    expect(after.members.map((m) => m.full_name)).toEqual(['Лебедева Анна Сергеевна']);
  });
});
