import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

describe('protocol members', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const add = (user: TestUser, protocolId: number, memberId: unknown) =>
    api(t.app, user, { method: 'POST', url: `/api/protocols/${protocolId}/members`, payload: { member_id: memberId } });
  const list = (user: TestUser, protocolId: number) =>
    api(t.app, user, { method: 'GET', url: `/api/protocols/${protocolId}/members` });
  const remove = (user: TestUser, memberRowId: number) =>
    api(t.app, user, { method: 'DELETE', url: `/api/protocols/members/${memberRowId}` });

  it('adds people once per protocol, and the same person to many protocols', async () => {
    const first = await createProtocol(t.app, p.secretary);
    const second = await createProtocol(t.app, p.secretary);
    const added = await add(p.secretary, first.id, p.external.id);
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ member: { id: p.external.id, full_name: 'Внешний Эксперт', role: 'external', gender: 'm' } });

    const again = await add(p.secretary, first.id, p.external.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'Уже в списке участников', errors: { member_id: ['Уже в списке участников'] } });

    expect((await add(p.secretary, second.id, p.external.id)).statusCode).toBe(201);
    await add(p.secretary, first.id, p.colleague.id);
    const members = (await list(p.secretary, first.id)).json().data;
    expect(members.map((m: { member: { id: number } }) => m.member.id)).toEqual([p.external.id, p.colleague.id]);
    const protocol = (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${first.id}` })).json().data;
    expect(protocol.members_count).toBe(2);
  });

  it('accepts only active, non-admin people', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const blocked = await createUser(t.app, 'external', { is_active: false });
    for (const id of [p.admin.id, blocked.id, 999_999]) {
      const res = await add(p.secretary, protocol.id, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ member_id: ['Пользователь не найден'] });
    }
    const missing = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/members`, payload: {} });
    expect(missing.json().errors).toEqual({ member_id: ['Поле обязательно для заполнения'] });
  });

  it('shows members to readers, lets only the owner change them', async () => {
    const protocol = await createProtocol(t.app, p.secretary, { member_ids: [p.colleague.id] });
    for (const user of [p.manager, p.admin]) {
      expect((await list(user, protocol.id)).json().data).toHaveLength(1);
      expect((await add(user, protocol.id, p.external.id)).statusCode).toBe(403);
    }
    for (const user of [p.otherSecretary, p.otherManager]) {
      expect((await list(user, protocol.id)).statusCode).toBe(404);
      expect((await add(user, protocol.id, p.external.id)).statusCode).toBe(404);
    }
    const rowId = (await list(p.secretary, protocol.id)).json().data[0].id;
    expect((await remove(p.manager, rowId)).statusCode).toBe(403);
    expect((await remove(p.admin, rowId)).statusCode).toBe(403);
    const stranger = await remove(p.otherSecretary, rowId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Участник не найден');
    const removed = await remove(p.secretary, rowId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Участник удалён');
    expect((await list(p.secretary, protocol.id)).json().data).toEqual([]);
    expect((await remove(p.secretary, rowId)).statusCode).toBe(404);
  });

  it('says who was removed in her or his gender, and without gendered forms when the name does not tell', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const removal = async (fullName: string) => {
      const person = await createUser(t.app, 'external', { full_name: fullName });
      const rowId = (await add(p.secretary, protocol.id, person.id)).json().data.id;
      return (await remove(p.secretary, rowId)).json().message;
    };
    expect(await removal('Соколова Мария Ивановна')).toBe('Участница удалена');
    expect(await removal('Орлов Игорь')).toBe('Участник удалён');
    expect(await removal('Шевченко')).toBe('Шевченко больше не в списке участников');
  });
});
