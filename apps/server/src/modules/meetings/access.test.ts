import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES, type Meeting } from '@protocolist/contracts/meetings';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createMeeting, listMeetings } from '../../test/meetings.ts';

describe('meeting ownership', () => {
  let t: TestApp;
  let manager: TestUser;
  let otherManager: TestUser;
  let owner: TestUser;
  let otherSecretary: TestUser;
  let admin: TestUser;
  let meeting: Meeting;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
    owner = await createUser(t.app, 'secretary', { manager_id: manager.id });
    otherSecretary = await createUser(t.app, 'secretary', { manager_id: otherManager.id });
    admin = await createUser(t.app, 'admin');
    meeting = await createMeeting(t.app, owner, { event_date: '2025-06-02' });
    await createMeeting(t.app, otherSecretary, { event_date: '2025-06-03' });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', id = meeting.id) =>
    api(t.app, user, { method, url: `/api/meetings/${id}`, ...(method === 'PUT' ? { payload: { theme: 'Чужая правка' } } : {}) });

  it('the owner reads, changes and deletes', async () => {
    expect((await call(owner, 'GET')).statusCode).toBe(200);
    const changed = await call(owner, 'PUT');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.theme).toBe('Чужая правка');
  });

  it('another secretary and another manager do not see it at all (404)', async () => {
    for (const user of [otherSecretary, otherManager]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(user, method);
        expect(res.statusCode, `${user.role} ${method}`).toBe(404);
        expect(res.json().message).toBe(MEETING_MESSAGES.notFound);
      }
      expect((await api(t.app, user, { method: 'GET', url: `/api/meetings/${meeting.id}/document` })).statusCode).toBe(404);
    }
  });

  it('her manager and admins read but may not change (403)', async () => {
    for (const user of [manager, admin]) {
      const read = await call(user, 'GET');
      expect(read.statusCode).toBe(200);
      expect(read.json().data.secretary.id).toBe(owner.id);
      expect((await call(user, 'PUT')).statusCode).toBe(403);
      expect((await call(user, 'DELETE')).statusCode).toBe(403);
    }
    expect((await call(owner, 'GET')).json().data.theme).toBe('Чужая правка');
  });

  it('lists: a secretary only her own, a manager his secretaries, admin everyone', async () => {
    const ids = async (user: TestUser, extra = '') =>
      (await listMeetings(t.app, user, '2025-06-01', '2025-06-30', extra)).json().data.map((m: Meeting) => m.secretary!.id);
    expect(await ids(owner)).toEqual([owner.id]);
    expect(await ids(manager)).toEqual([owner.id]);
    expect(await ids(admin)).toEqual([owner.id, otherSecretary.id]);
    expect(await ids(manager, `&secretary_id=${owner.id}`)).toEqual([owner.id]);
    expect(await ids(admin, `&secretary_id=${otherSecretary.id}`)).toEqual([otherSecretary.id]);

    for (const [user, secretaryId] of [
      [otherManager, owner.id],
      [otherSecretary, owner.id],
      [admin, manager.id],
    ] as const) {
      const res = await listMeetings(t.app, user, '2025-06-01', '2025-06-30', `&secretary_id=${secretaryId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MEETING_MESSAGES.secretaryNotFound);
    }
  });

  it('the overlap hint is a secretary’s tool', async () => {
    const res = await api(t.app, manager, {
      method: 'GET',
      url: '/api/meetings/overlaps?event_date=2025-06-02&event_start_time=10:00&event_end_time=11:00',
    });
    expect(res.statusCode).toBe(403);
  });

  it('the owner deletes; readers then get 404 too', async () => {
    expect((await call(owner, 'DELETE')).statusCode).toBe(200);
    expect((await call(manager, 'GET')).statusCode).toBe(404);
    expect((await call(owner, 'DELETE')).statusCode).toBe(404);
  });
});
