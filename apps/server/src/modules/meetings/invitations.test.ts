import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import type { Meeting } from '@protocolist/contracts/meetings';
import { eq } from 'drizzle-orm';
import { settings, users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp.ts';
import { createMeeting, eventually } from '../../test/meetings.ts';

interface Invitation {
  method: string;
  event: VEvent;
  attendees: string[];
}

/** The calendar part of a received e-mail, parsed as a calendar client would. */
function invitationIn(mail: ReceivedMail): Invitation {
  const part = mail.attachments.find((a) => a.contentType.includes('calendar') || a.filename?.endsWith('.ics'));
  if (!part) throw new Error(`no .ics in «${mail.subject}»`);
  const parsed = ical.sync.parseICS(part.content.toString('utf8'));
  const event = Object.values(parsed).find((item) => item?.type === 'VEVENT') as VEvent;
  const attendee = (event as unknown as { attendee?: unknown }).attendee;
  const list = (Array.isArray(attendee) ? attendee : attendee ? [attendee] : []) as { val: string }[];
  return {
    method: (parsed.vcalendar as unknown as { method: string }).method,
    event,
    attendees: list.map((a) => a.val.replace(/^mailto:/i, '').toLowerCase()).sort(),
  };
}

describe('meeting invitations by e-mail', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let secretary: TestUser;
  let ivan: TestUser;
  let olga: TestUser;
  let quiet: TestUser;
  let noAddress: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    secretary = await createUser(t.app, 'secretary', { full_name: 'Анна Секретарь', email: 'anna@example.com' });
    ivan = await createUser(t.app, 'external', { full_name: 'Иван Гость', email: 'ivan@example.com' });
    olga = await createUser(t.app, 'secretary', { full_name: 'Ольга Коллега', email: 'olga@example.com' });
    quiet = await createUser(t.app, 'manager', { email: 'quiet@example.com' });
    noAddress = await createUser(t.app, 'external');
    await t.app.db.update(users).set({ email: null }).where(eq(users.id, noAddress.id));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailTo = (address: string, subjectStart: string, timeoutMs = 10_000) =>
    smtp.waitFor((mail) => mail.envelope.to.includes(address) && mail.subject.startsWith(subjectStart), timeoutMs);
  const show = async (id: number) => (await api(t.app, secretary, { method: 'GET', url: `/api/meetings/${id}` })).json().data as Meeting;
  const sentFlags = (meeting: Meeting) => Object.fromEntries(meeting.members.map((m) => [m.member!.email, m.email_sent]));

  let meeting: Meeting;

  it('invites the members to notify with an .ics REQUEST in the organisation timezone', async () => {
    meeting = await createMeeting(t.app, secretary, {
      theme: 'Бюджет 2026',
      event_date: '2025-06-10',
      event_start_time: '10:00',
      event_end_time: '11:30',
      link: 'https://meet.example.com/budget',
      members: [
        { member_id: ivan.id, should_notify: true },
        { member_id: olga.id, should_notify: true },
        { member_id: quiet.id, should_notify: false },
        { member_id: noAddress.id, should_notify: true },
      ],
    });
    const [toIvan, toOlga] = await Promise.all([mailTo('ivan@example.com', 'Приглашение'), mailTo('olga@example.com', 'Приглашение')]);
    expect(toIvan.subject).toBe('Приглашение на совещание: Бюджет 2026');
    expect(toIvan.text).toContain('Здравствуйте!');
    expect(toIvan.text).toContain('Дата: 10.06.2025');
    expect(toIvan.text).toContain('Время: 10:00–11:30, Москва (UTC+3)');
    expect(toIvan.html).toContain('https://meet.example.com/budget');

    for (const mail of [toIvan, toOlga]) {
      const { method, event, attendees } = invitationIn(mail);
      expect(method).toBe('REQUEST');
      expect(event.uid).toBe(`meeting-${meeting.id}@localhost`);
      expect(Number(event.sequence)).toBe(0);
      expect(new Date(event.start).toISOString()).toBe('2025-06-10T07:00:00.000Z');
      expect(new Date(event.end!).toISOString()).toBe('2025-06-10T08:30:00.000Z');
      expect(event.summary).toBe('Бюджет 2026');
      expect(attendees).toEqual(['ivan@example.com', 'olga@example.com']);
      expect((event.organizer as unknown as { val: string }).val.toLowerCase()).toBe('mailto:anna@example.com');
      expect((event.organizer as unknown as { params: { CN: string } }).params.CN).toBe('Анна Секретарь');
    }
    expect(smtp.messages.some((mail) => mail.envelope.to.includes('quiet@example.com'))).toBe(false);

    const flags = sentFlags(await eventually(() => show(meeting.id), (m) => m.members.filter((x) => x.email_sent).length === 2));
    expect(flags).toEqual({ 'ivan@example.com': true, 'olga@example.com': true, 'quiet@example.com': false, null: false });
  });

  it('sends an update with a higher SEQUENCE when the time changes, nothing for a description', async () => {
    smtp.clear();
    const quietEdit = await api(t.app, secretary, { method: 'PUT', url: `/api/meetings/${meeting.id}`, payload: { description: 'Новые цифры' } });
    expect(quietEdit.statusCode).toBe(200);
    const moved = await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      payload: { event_start_time: '12:00', event_end_time: '13:00' },
    });
    expect(moved.statusCode).toBe(200);
    const [toIvan] = await Promise.all([mailTo('ivan@example.com', 'Совещание изменено'), mailTo('olga@example.com', 'Совещание изменено')]);
    const { method, event } = invitationIn(toIvan);
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(`meeting-${meeting.id}@localhost`);
    expect(Number(event.sequence)).toBe(1);
    expect(new Date(event.start).toISOString()).toBe('2025-06-10T09:00:00.000Z');
    expect(event.description).toBe('Новые цифры');
    // The letter spells out what changed, old → new, and carries exactly one calendar file.
    expect(toIvan.text).toContain('Что изменилось:\nДата и время: 10.06.2025, 10:00–11:30 → 10.06.2025, 12:00–13:00');
    expect(toIvan.html).toContain('10.06.2025, 10:00–11:30 → 10.06.2025, 12:00–13:00');
    expect(toIvan.text).not.toContain('Тема: Бюджет 2026 →');
    // nodemailer's icalEvent gives the text/calendar alternative and one invite.ics; no second copy of the file.
    expect(toIvan.attachments.filter((a) => a.filename?.endsWith('.ics')).map((a) => a.filename)).toEqual(['invite.ics']);
    await eventually(() => show(meeting.id), (m) => m.members.filter((x) => x.email_sent).length === 2);
    expect(smtp.messages).toHaveLength(2);
  });

  it('withdraws removed and muted members with a CANCEL and invites new ones', async () => {
    smtp.clear();
    const res = await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/meetings/${meeting.id}`,
      payload: { members: [{ member_id: ivan.id, should_notify: false }, { member_id: quiet.id, should_notify: true }] },
    });
    expect(res.statusCode).toBe(200);
    const [toIvan, toOlga, toQuiet] = await Promise.all([
      mailTo('ivan@example.com', 'Приглашение на совещание отозвано'),
      mailTo('olga@example.com', 'Приглашение на совещание отозвано'),
      mailTo('quiet@example.com', 'Приглашение на совещание:'),
    ]);
    for (const [mail, address] of [
      [toIvan, 'ivan@example.com'],
      [toOlga, 'olga@example.com'],
    ] as const) {
      const withdrawal = invitationIn(mail);
      expect(withdrawal.method).toBe('CANCEL');
      expect(withdrawal.event.status).toBe('CANCELLED');
      expect(withdrawal.event.uid).toBe(`meeting-${meeting.id}@localhost`);
      expect(withdrawal.attendees).toEqual([address]);
    }
    const invitation = invitationIn(toQuiet);
    expect(invitation).toMatchObject({ method: 'REQUEST', attendees: ['quiet@example.com'] });
    expect(Number(invitation.event.sequence)).toBe(1);
    const flags = sentFlags(await eventually(() => show(meeting.id), (m) => m.members.some((x) => x.email_sent)));
    expect(flags).toEqual({ 'ivan@example.com': false, 'quiet@example.com': true });
    expect(smtp.messages).toHaveLength(3);
  });

  it('cancels the meeting for everyone notified when it is deleted', async () => {
    smtp.clear();
    expect((await api(t.app, secretary, { method: 'DELETE', url: `/api/meetings/${meeting.id}` })).statusCode).toBe(200);
    const cancellation = invitationIn(await mailTo('quiet@example.com', 'Совещание отменено'));
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.event.status).toBe('CANCELLED');
    expect(Number(cancellation.event.sequence)).toBe(2);
    expect(cancellation.event.summary).toBe('Бюджет 2026');
  });

  it('uses the timezone saved in the organisation settings', async () => {
    await t.app.db.insert(settings).values({ key: 'organization', value: { organization_name: 'ООО Тест', timezone: 'Asia/Yekaterinburg' } });
    const ural = await createMeeting(t.app, secretary, { event_date: '2025-01-15', members: [{ member_id: olga.id, should_notify: true }] });
    const mail = await mailTo('olga@example.com', 'Приглашение на совещание:');
    expect(mail.text).toContain('Время: 10:00–11:00, Екатеринбург (UTC+5)');
    const { event } = invitationIn(mail);
    expect(event.uid).toBe(`meeting-${ural.id}@localhost`);
    expect(new Date(event.start).toISOString()).toBe('2025-01-15T05:00:00.000Z');
    await t.app.db.delete(settings);
  });

  it('keeps an invitation through an SMTP outage and delivers it afterwards', async () => {
    smtp.clear();
    smtp.rejectMessages(true);
    const pending = await createMeeting(t.app, secretary, { theme: 'Во время сбоя', members: [{ member_id: ivan.id, should_notify: true }] });
    const failures = async () => {
      const { rows } = await t.app.database.executeSql(
        `SELECT retry_count FROM pgboss.job WHERE name = 'meetings.mail' AND (data->'event'->>'meeting_id')::int = $1`,
        [pending.id],
      );
      return Number(rows[0]?.retry_count ?? 0);
    };
    await eventually(failures, (count) => count >= 1, 15_000);
    expect((await show(pending.id)).members[0]!.email_sent).toBe(false);
    smtp.rejectMessages(false);
    const mail = await mailTo('ivan@example.com', 'Приглашение на совещание: Во время сбоя', 20_000);
    expect(invitationIn(mail).event.uid).toBe(`meeting-${pending.id}@localhost`);
    await eventually(() => show(pending.id), (m) => m.members[0]!.email_sent);
  });
  it('two edits before the first letter went (the mail server down): one letter each, saying both changes; an untold invitation stays an invitation', async () => {
    const edited = await createMeeting(t.app, secretary, {
      theme: 'Смета на ремонт',
      event_date: '2025-06-17',
      event_start_time: '12:00',
      event_end_time: '13:00',
      members: [{ member_id: olga.id, should_notify: true }],
    });
    await mailTo('olga@example.com', 'Приглашение на совещание: Смета на ремонт');
    await eventually(() => show(edited.id), (m) => m.members[0]!.email_sent);
    smtp.clear();
    smtp.rejectMessages(true);
    const jobsIn = async (state: 'retry' | 'active') => {
      const { rows } = await t.app.database.executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'meetings.mail' AND state = $2 AND (data->'event'->>'meeting_id')::int = $1`,
        [edited.id, state],
      );
      return Number(rows[0]?.n ?? 0);
    };
    const retrying = () => jobsIn('retry');
    const put = (payload: Record<string, unknown>) => api(t.app, secretary, { method: 'PUT', url: `/api/meetings/${edited.id}`, payload });
    expect((await put({ event_start_time: '14:00', event_end_time: '15:00' })).statusCode).toBe(200);
    // Olga's letter of the first edit failed once and waits for its next try.
    await eventually(retrying, (count) => count >= 1, 15_000);
    // Meanwhile Ivan is added: his invitation waits too, and is still untold when the next edit comes.
    expect((await put({ members: [{ member_id: olga.id, should_notify: true }, { member_id: ivan.id, should_notify: true }] })).statusCode).toBe(200);
    await eventually(retrying, (count) => count >= 2, 15_000);
    expect((await put({ theme: 'Смета на ремонт кровли' })).statusCode).toBe(200);
    // A try that began before this edit (and so still found its letter current) ends at the refusing server first.
    await eventually(() => jobsIn('active'), (count) => count === 0, 15_000);
    smtp.rejectMessages(false);

    const toOlga = await mailTo('olga@example.com', 'Совещание изменено', 20_000);
    expect(toOlga.text).toContain('Дата и время: 17.06.2025, 12:00–13:00 → 17.06.2025, 14:00–15:00');
    expect(toOlga.text).toContain('Тема: Смета на ремонт → Смета на ремонт кровли');
    const toIvan = await mailTo('ivan@example.com', 'Приглашение на совещание: Смета на ремонт кровли', 20_000);
    expect(toIvan.text).toContain('Время: 14:00–15:00');
    await eventually(() => show(edited.id), (m) => m.members.every((x) => x.email_sent), 20_000);
    // The letters of the first edit were outdated when their turn came: one letter each, nothing else.
    await eventually(retrying, (count) => count === 0, 20_000);
    expect(smtp.messages.map((mail) => `${mail.envelope.to.join()} ${mail.subject}`).sort()).toEqual([
      'ivan@example.com Приглашение на совещание: Смета на ремонт кровли',
      'olga@example.com Совещание изменено: Смета на ремонт кровли',
    ]);
  });

  it('moves without mail when asked (notify: false); the next announced change says old → new from there', async () => {
    const moving = await createMeeting(t.app, secretary, {
      theme: 'Бюджет 2026',
      event_date: '2025-06-10',
      event_start_time: '12:00',
      event_end_time: '13:00',
      members: [
        { member_id: ivan.id, should_notify: true },
        { member_id: olga.id, should_notify: true },
      ],
    });
    await Promise.all([mailTo('ivan@example.com', 'Приглашение'), mailTo('olga@example.com', 'Приглашение')]);
    await eventually(() => show(moving.id), (m) => m.members.filter((x) => x.email_sent).length === 2);
    smtp.clear();
    const quietMove = await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/meetings/${moving.id}`,
      payload: { event_date: '2025-06-11', notify: false },
    });
    expect(quietMove.statusCode).toBe(200);
    expect((quietMove.json().data as Meeting).event_date).toBe('2025-06-11');
    const announced = await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/meetings/${moving.id}`,
      payload: { theme: 'Бюджет 2026 (уточнённый)', event_date: '2025-06-12' },
    });
    expect(announced.statusCode).toBe(200);
    const toOlga = await mailTo('olga@example.com', 'Совещание изменено');
    expect(toOlga.text).toContain('Дата и время: 11.06.2025, 12:00–13:00 → 12.06.2025, 12:00–13:00');
    expect(toOlga.text).toContain('Тема: Бюджет 2026 → Бюджет 2026 (уточнённый)');
    expect(Number(invitationIn(toOlga).event.sequence)).toBe(2);
    await mailTo('ivan@example.com', 'Совещание изменено');
    await eventually(() => show(moving.id), (m) => m.members.filter((x) => x.email_sent).length === 2);
    // Only the announced change was mailed: one letter to each of the two reachable members.
    expect(smtp.messages).toHaveLength(2);
  });

});
