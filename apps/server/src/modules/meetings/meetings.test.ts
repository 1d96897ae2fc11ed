import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { VALIDATION } from '@protocolist/contracts/messages';
import { protocols } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createMeeting, listMeetings, meetingBody } from '../../test/meetings.ts';

describe('meetings API', () => {
  let t: TestApp;
  let secretary: TestUser;
  let other: TestUser;
  let colleague: TestUser;
  let guest: TestUser;
  let admin: TestUser;
  let blocked: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    secretary = await createUser(t.app, 'secretary');
    other = await createUser(t.app, 'secretary');
    colleague = await createUser(t.app, 'manager');
    guest = await createUser(t.app, 'external', { full_name: 'Пётр Гость' });
    admin = await createUser(t.app, 'admin');
    blocked = await createUser(t.app, 'external', { is_active: false });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: object) => api(t.app, user, { method: 'POST', url: '/api/meetings', payload });
  const put = (user: TestUser, id: number, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/meetings/${id}`, payload });

  it('lists a range with both edge days included, sorted by date and start time', async () => {
    const make = (event_date: string, event_start_time: string, event_end_time: string) =>
      createMeeting(t.app, secretary, { theme: `${event_date} ${event_start_time}`, event_date, event_start_time, event_end_time });
    const before = await make('2025-04-09', '10:00', '11:00');
    const lateOnFirst = await make('2025-04-10', '15:00', '16:00');
    const earlyOnFirst = await make('2025-04-10', '09:00', '09:30');
    const middle = await make('2025-04-15', '12:00', '13:00');
    const lastDay = await make('2025-04-20', '23:00', '23:59');
    const after = await make('2025-04-21', '00:00', '01:00');
    await createMeeting(t.app, other, { event_date: '2025-04-15' });

    const res = await listMeetings(t.app, secretary, '2025-04-10', '2025-04-20');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((m: { id: number }) => m.id);
    expect(ids).toEqual([earlyOnFirst.id, lateOnFirst.id, middle.id, lastDay.id]);
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(after.id);

    const oneDay = await listMeetings(t.app, secretary, '2025-04-21', '2025-04-21');
    expect(oneDay.json().data.map((m: { id: number }) => m.id)).toEqual([after.id]);
  });

  it('rejects a bad range with 422 and Russian messages', async () => {
    const missing = await api(t.app, secretary, { method: 'GET', url: '/api/meetings?end_date_at=2025-01-01' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.start_date_at).toEqual([VALIDATION.required]);

    const reversed = await listMeetings(t.app, secretary, '2025-02-01', '2025-01-31');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ message: MEETING_MESSAGES.rangeReversed, errors: { end_date_at: [MEETING_MESSAGES.rangeReversed] } });

    const tooLong = await listMeetings(t.app, secretary, '2025-01-01', '2026-01-02');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.end_date_at).toEqual([MEETING_MESSAGES.rangeTooLong]);
    expect((await listMeetings(t.app, secretary, '2024-01-01', '2024-12-31')).statusCode).toBe(200);

    const badDate = await listMeetings(t.app, secretary, '2025-02-30', '2025-03-01');
    expect(badDate.json().errors.start_date_at).toEqual([VALIDATION.date]);
  });

  it('creates a meeting and answers the full resource', async () => {
    const res = await post(secretary, meetingBody({ members: [{ member_id: guest.id, should_notify: false }] }));
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(MEETING_MESSAGES.created);
    expect(data).toMatchObject({
      theme: 'Планёрка',
      description: 'Итоги недели',
      link: 'https://meet.example.com/room',
      event_date: '2025-03-10',
      event_start_time: '10:00',
      event_end_time: '11:00',
      document: null,
      protocol_id: null,
      secretary: { id: secretary.id, role: 'secretary' },
    });
    expect(data.members).toEqual([
      { id: expect.any(Number), member: expect.objectContaining({ id: guest.id, full_name: 'Пётр Гость' }), should_notify: false, email_sent: false },
    ]);
    const again = await api(t.app, secretary, { method: 'GET', url: `/api/meetings/${data.id}` });
    expect(again.json().data).toEqual(data);
  });

  it('validates every field with Russian messages', async () => {
    const empty = await post(secretary, {});
    expect(empty.statusCode).toBe(422);
    for (const field of ['theme', 'event_date', 'event_start_time', 'event_end_time']) {
      expect(empty.json().errors[field]).toEqual([VALIDATION.required]);
    }
    const long = await post(secretary, meetingBody({ theme: 'я'.repeat(256), description: 'д'.repeat(5001), link: 'l'.repeat(1001) }));
    expect(long.json().errors).toMatchObject({
      theme: [VALIDATION.maxLength(255)],
      description: [VALIDATION.maxLength(5000)],
      link: [VALIDATION.maxLength(1000)],
    });
    const badTime = await post(secretary, meetingBody({ event_start_time: '25:00', event_date: '10.03.2025' }));
    expect(badTime.json().errors).toMatchObject({ event_start_time: [VALIDATION.time], event_date: [VALIDATION.date] });
    for (const end of ['09:00', '10:00']) {
      const reversed = await post(secretary, meetingBody({ event_end_time: end }));
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toMatchObject({
        message: 'Время окончания должно быть позже времени начала',
        errors: { event_end_time: ['Время окончания должно быть позже времени начала'] },
      });
    }
  });

  it('accepts only existing, active, non-admin members, each once', async () => {
    const res = await post(
      secretary,
      meetingBody({
        members: [
          { member_id: guest.id, should_notify: true },
          { member_id: 999_999, should_notify: true },
          { member_id: admin.id, should_notify: false },
          { member_id: blocked.id, should_notify: false },
          { member_id: guest.id, should_notify: false },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'members.1.member_id': [MEETING_MESSAGES.memberNotFound],
      'members.2.member_id': [MEETING_MESSAGES.memberNotFound],
      'members.3.member_id': [MEETING_MESSAGES.memberNotFound],
      'members.4.member_id': [MEETING_MESSAGES.memberDuplicate],
    });
    const notAnId = await post(secretary, meetingBody({ members: [{ member_id: 'abc' as unknown as number, should_notify: true }] }));
    expect(Object.keys(notAnId.json().errors)).toEqual(['members.0.member_id']);
  });

  it('lets only secretaries create meetings', async () => {
    expect((await post(colleague, meetingBody())).statusCode).toBe(403);
    expect((await post(admin, meetingBody())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/meetings', payload: meetingBody() })).statusCode).toBe(401);
  });

  it('keeps members when an update omits them and syncs them when it names them', async () => {
    const second = await createUser(t.app, 'secretary', { full_name: 'Вторая' });
    const third = await createUser(t.app, 'manager', { full_name: 'Третий' });
    const meeting = await createMeeting(t.app, secretary, {
      members: [
        { member_id: guest.id, should_notify: false },
        { member_id: second.id, should_notify: true },
      ],
    });
    const renamed = await put(secretary, meeting.id, { theme: 'Новая тема', description: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ theme: 'Новая тема', description: null, link: meeting.link, event_start_time: '10:00' });
    expect(renamed.json().data.members.map((m: { member: { id: number } }) => m.member.id)).toEqual([guest.id, second.id]);

    const synced = await put(secretary, meeting.id, {
      members: [
        { member_id: second.id, should_notify: false },
        { member_id: third.id, should_notify: true },
      ],
    });
    expect(synced.statusCode).toBe(200);
    const members = synced.json().data.members.map((m: { member: { id: number }; should_notify: boolean }) => [m.member.id, m.should_notify]);
    expect(members).toEqual([
      [second.id, false],
      [third.id, true],
    ]);
    const cleared = await put(secretary, meeting.id, { members: [] });
    expect(cleared.json().data.members).toEqual([]);
  });

  it('checks end after start against the stored times on update', async () => {
    const meeting = await createMeeting(t.app, secretary);
    const res = await put(secretary, meeting.id, { event_end_time: '09:30' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.event_end_time).toEqual([MEETING_MESSAGES.endBeforeStart]);
    const moved = await put(secretary, meeting.id, { event_start_time: '08:00', event_end_time: '09:30' });
    expect(moved.json().data).toMatchObject({ event_start_time: '08:00', event_end_time: '09:30' });
  });

  it('flags the caller’s meetings that overlap a slot', async () => {
    const meeting = await createMeeting(t.app, secretary, { event_date: '2025-05-05', event_start_time: '10:00', event_end_time: '11:00' });
    await createMeeting(t.app, other, { event_date: '2025-05-05', event_start_time: '10:00', event_end_time: '11:00' });
    const overlaps = (query: string) =>
      api(t.app, secretary, { method: 'GET', url: `/api/meetings/overlaps?event_date=2025-05-05&${query}` });
    const hit = await overlaps('event_start_time=10:30&event_end_time=11:30');
    expect(hit.json().data.map((m: { id: number }) => m.id)).toEqual([meeting.id]);
    expect((await overlaps('event_start_time=11:00&event_end_time=12:00')).json().data).toEqual([]);
    expect((await overlaps(`event_start_time=10:00&event_end_time=11:00&exclude_id=${meeting.id}`)).json().data).toEqual([]);
    expect((await overlaps('event_start_time=12:00&event_end_time=11:00')).statusCode).toBe(422);
  });

  it('links the protocol made from a meeting and deletes meetings', async () => {
    const meeting = await createMeeting(t.app, secretary);
    const [protocol] = await t.app.db
      .insert(protocols)
      .values({ secretary_id: secretary.id, protocol_number: 1, theme: meeting.theme, event_date: meeting.event_date, meeting_id: meeting.id })
      .returning();
    const shown = await api(t.app, secretary, { method: 'GET', url: `/api/meetings/${meeting.id}` });
    expect(shown.json().data.protocol_id).toBe(protocol!.id);

    const deleted = await api(t.app, secretary, { method: 'DELETE', url: `/api/meetings/${meeting.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(MEETING_MESSAGES.deleted);
    const gone = await api(t.app, secretary, { method: 'GET', url: `/api/meetings/${meeting.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MEETING_MESSAGES.notFound);
  });
});
