import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ical, { type VEvent } from 'node-ical';
import { eq } from 'drizzle-orm';
import { CALENDAR_FEED_MESSAGES, type DeadlineFeed } from '@protocolist/contracts/assignments';
import { calendarFeeds, protocolTasks, users } from '../../db/schema.ts';
import { api, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';
import { addDays, todayIn } from '../../lib/time-zones.ts';

/*
 * Issue 24: a person's deadlines as a calendar feed a calendar app subscribes to. The register's user makes a
 * secret address; anyone with it reads the feed without signing in, and only the person's tasks the maker may
 * read; a forged, revoked or renewed address gets a Russian 404 and nothing else. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
describe('calendar feeds of the people responsible', () => {
  let t: TestApp;
  let p: People;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    today = todayIn('Europe/Moscow');
    const ours = await createProtocol(t.app, p.secretary, { theme: 'Закупки', event_date: '2026-11-02' });
    const theirs = await createProtocol(t.app, p.otherSecretary, { theme: 'Чужой протокол' });
    const add = async (user: TestUser, protocolId: number, essence: string, deadline: string) => {
      const res = await api(t.app, user, { method: 'POST', url: `/api/protocols/${protocolId}/tasks`, payload: { responsible_id: p.colleague.id, essence, deadline } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    await add(p.secretary, ours.id, 'Подготовить смету', addDays(today, 3));
    await add(p.secretary, ours.id, 'Согласовать договор', addDays(today, 10));
    await add(p.otherSecretary, theirs.id, 'ЧужаяТайна', addDays(today, 5));
    // A task of someone else in the secretary's protocol: not in the colleague's feed.
    const res = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${ours.id}/tasks`, payload: { responsible_id: p.external.id, essence: 'Не его задача', deadline: addDays(today, 4) } });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const feedApi = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', personId = p.colleague.id) =>
    api(t.app, user, { method, url: `/api/assignments/calendar-feeds/${personId}` });
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const events = (body: string) =>
    Object.values(ical.sync.parseICS(body))
      .filter((item): item is VEvent => item?.type === 'VEVENT')
      .map((event) => String(event.summary))
      .sort();

  it('makes a secret address that a calendar app reads without signing in: the person’s deadlines the maker reads', async () => {
    expect((await feedApi(p.secretary, 'GET')).json().data).toBeNull();
    const made = await feedApi(p.secretary, 'POST');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe(CALENDAR_FEED_MESSAGES.created);
    const feed = made.json().data as DeadlineFeed;
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/\d+\.[\w-]{43}\/deadlines\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http:', 'webcal:'));
    expect(feed.last_fetched_at).toBeNull();
    // The same address on every later look (copy the link again).
    expect((await feedApi(p.secretary, 'GET')).json().data.url).toBe(feed.url);
    // Only a hash of the token is stored.
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.owner_id, p.secretary.id));
    expect(feed.url).not.toContain(row!.token_hash);

    const res = await fetchFeed(feed.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('X-PUBLISHED-TTL:PT1H');
    expect(res.body).toContain('Кузнецов Дмитрий');
    expect(events(res.body)).toEqual(['Срок: Подготовить смету', 'Срок: Согласовать договор']);
    expect(res.body).not.toContain('ЧужаяТайна');
    expect((await feedApi(p.secretary, 'GET')).json().data.last_fetched_at).not.toBeNull();

    // A change in the register reaches the subscribed calendar on its next fetch.
    const task = (await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.essence, 'Согласовать договор')))[0]!;
    await api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/tasks/${task.id}`, payload: { essence: 'Согласовать договор поставки' } });
    expect(events((await fetchFeed(feed.url)).body)).toContain('Срок: Согласовать договор поставки');
  });

  it('is each user’s own: the manager’s feed of the same person has his reach, another manager cannot make one', async () => {
    const mine = (await feedApi(p.manager, 'POST')).json().data as DeadlineFeed;
    expect(events((await fetchFeed(mine.url)).body)).toHaveLength(2);
    const admin = (await feedApi(p.admin, 'POST')).json().data as DeadlineFeed;
    expect(events((await fetchFeed(admin.url)).body)).toEqual(expect.arrayContaining(['Срок: ЧужаяТайна']));
    // The other manager's team has a task of this person too: his feed shows only that one.
    const theirs = (await feedApi(p.otherManager, 'POST')).json().data as DeadlineFeed;
    expect(events((await fetchFeed(theirs.url)).body)).toEqual(['Срок: ЧужаяТайна']);
    // A person with no task the user reads: 404, as for a person who does not exist.
    const stranger = await feedApi(p.otherSecretary, 'POST', p.external.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(CALENDAR_FEED_MESSAGES.personNotFound);
    expect((await feedApi(p.secretary, 'GET', 999_999)).statusCode).toBe(404);
    expect((await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments/calendar-feeds/abc' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: `/api/assignments/calendar-feeds/${p.colleague.id}` })).statusCode).toBe(401);
  });

  it('answers a forged, renewed or revoked address with a Russian 404 and nothing more', async () => {
    const first = (await feedApi(p.secretary, 'GET')).json().data as DeadlineFeed;
    const token = new URL(first.url).pathname.split('/')[3]!;
    const [id, signature] = token.split('.') as [string, string];
    const forged = [
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${Number(id) + 1}.${signature}`,
      'abc',
      `${id}.${'A'.repeat(43)}`,
      `99999999999.${signature}`,
    ];
    for (const bad of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/calendar-feeds/${bad}/deadlines.ics` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe(CALENDAR_FEED_MESSAGES.invalid);
      expect(res.body).not.toContain('Подготовить смету');
    }

    const renewed = await feedApi(p.secretary, 'POST');
    expect(renewed.json().message).toBe(CALENDAR_FEED_MESSAGES.renewed);
    const second = renewed.json().data as DeadlineFeed;
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(CALENDAR_FEED_MESSAGES.invalid);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const revoked = await feedApi(p.secretary, 'DELETE');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(CALENDAR_FEED_MESSAGES.revoked);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await feedApi(p.secretary, 'GET')).json().data).toBeNull();
  });

  it('stops when its maker is blocked, and under another server secret', async () => {
    const feed = (await feedApi(p.manager, 'GET')).json().data as DeadlineFeed;
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, p.manager.id));
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    await t.app.db.update(users).set({ is_active: true }).where(eq(users.id, p.manager.id));
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    // A token signed with another secret matches no stored hash.
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.owner_id, p.manager.id));
    await t.app.db.update(calendarFeeds).set({ token_hash: 'f'.repeat(64) }).where(eq(calendarFeeds.id, row!.id));
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
    expect((await feedApi(p.manager, 'GET')).json().data).toBeNull();
  });
});
