import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { eq } from 'drizzle-orm';
import { MEETING_MESSAGES } from '@protocolist/contracts/meetings';
import { users } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createMeeting } from '../../test/meetings.ts';
import { shiftYears, todayIn } from '../../lib/time-zones.ts';

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('calendar feed', () => {
  let t: TestApp;
  let secretary: TestUser;
  let other: TestUser;
  let manager: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    secretary = await createUser(t.app, 'secretary', { full_name: 'Анна Секретарь', email: 'anna@example.com' });
    other = await createUser(t.app, 'secretary');
    manager = await createUser(t.app, 'manager');
  });
  afterAll(() => t.close());

  const feedPath = (url: string) => new URL(url).pathname;
  const getFeed = (url: string) => t.app.inject({ method: 'GET', url: feedPath(url) });
  const feedUrl = async (user: TestUser) => (await api(t.app, user, { method: 'GET', url: '/api/calendar/feed' })).json().data.url as string;

  it('gives a secretary one private address, the same on every call', async () => {
    const url = await feedUrl(secretary);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(secretary)).toBe(url);
    expect(await feedUrl(other)).not.toBe(url);
    expect((await api(t.app, manager, { method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
  });

  it('serves her meetings from a year back onwards as iCalendar, without a token', async () => {
    const today = todayIn('Europe/Moscow');
    const tooOld = await createMeeting(t.app, secretary, { theme: 'Давно', event_date: shiftDays(shiftYears(today, -1), -1) });
    const yearAgo = await createMeeting(t.app, secretary, { theme: 'Год назад', event_date: shiftYears(today, -1) });
    const next = await createMeeting(t.app, secretary, {
      theme: 'Скоро',
      event_date: shiftDays(today, 7),
      event_start_time: '09:30',
      event_end_time: '10:15',
      link: 'Переговорная 1',
    });
    const theirs = await createMeeting(t.app, other, { theme: 'Чужое', event_date: today });
    await api(t.app, secretary, { method: 'PUT', url: `/api/meetings/${next.id}`, payload: { event_start_time: '09:00' } });

    const res = await getFeed(await feedUrl(secretary));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('X-WR-CALNAME:Протоколист — Анна Секретарь');
    expect(res.body).toContain('X-WR-TIMEZONE:Europe/Moscow');
    expect(res.body).toMatch(/^PRODID:-\/\/Protocolist\/\/Protocolist\/\/RU\r?$/m);

    const parsed = ical.sync.parseICS(res.body);
    const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
    const uids = events.map((event) => event.uid).sort();
    expect(uids).toEqual([`meeting-${next.id}@localhost`, `meeting-${yearAgo.id}@localhost`].sort());
    expect(uids).not.toContain(`meeting-${tooOld.id}@localhost`);
    expect(uids).not.toContain(`meeting-${theirs.id}@localhost`);

    const soon = events.find((event) => event.uid === `meeting-${next.id}@localhost`)!;
    expect(Number(soon.sequence)).toBe(1);
    expect(soon.summary).toBe('Скоро');
    expect(soon.location).toBe('Переговорная 1');
    const expectedStart = new Date(`${shiftDays(today, 7)}T06:00:00Z`).toISOString();
    expect(new Date(soon.start).toISOString()).toBe(expectedStart);
    expect(new Date(soon.end!).toISOString()).toBe(new Date(`${shiftDays(today, 7)}T07:15:00Z`).toISOString());
  });

  it('regenerating the secret kills the old address', async () => {
    const old = await feedUrl(secretary);
    const res = await api(t.app, secretary, { method: 'POST', url: '/api/calendar/feed/regenerate' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MEETING_MESSAGES.feedRegenerated);
    const fresh = res.json().data.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(secretary)).toBe(fresh);
    expect((await getFeed(old)).statusCode).toBe(404);
    expect((await getFeed(fresh)).statusCode).toBe(200);
  });

  it('answers 404 for unknown secrets and for a blocked secretary', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/${'a'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(404);
    const url = await feedUrl(other);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, other.id));
    expect((await getFeed(url)).statusCode).toBe(404);
  });
});
