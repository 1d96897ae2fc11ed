import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, type Section } from '../../db/schema.ts';
import { textSectionTitles } from '../../pipeline/protocol-text/index.ts';
import { api, createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { seedStats, type StatsSeed } from './test-fixtures.ts';
import { expectedWeeklyStates } from './test-expected.ts';

/** The expected figures, computed here from the seed arrays without the server's SQL. */
function expectedCounts(seed: StatsSeed, secretaries: TestUser[]) {
  const ids = new Set(secretaries.map((s) => s.id));
  const protocols = seed.protocols.filter((p) => ids.has(p.secretary_id));
  const meetings = seed.meetings.filter((m) => ids.has(m.secretary_id));
  const tasks = seed.tasks.filter((t) => ids.has(t.secretary_id));
  const tasksIn = (status: string) => tasks.filter((t) => t.status === status).length;
  return {
    protocols: {
      in_process: protocols.filter((p) => p.status === 'process').length,
      success: protocols.filter((p) => p.status === 'success').length,
    },
    meetings: {
      in_process: meetings.filter((m) => m.event_date >= seed.today).length,
      success: meetings.filter((m) => m.event_date < seed.today).length,
    },
    tasks: { process: tasksIn('process'), success: tasksIn('success'), expired: tasksIn('expired') },
  };
}

/** Keyword hits by the one definition of the protocol text (pipeline/protocol-text), not by the SQL under test. */
function expectedKeywordHits(seed: StatsSeed, secretary: TestUser): number {
  const titles = new Set(seed.keywords.filter((k) => k.user_id === secretary.id).map((k) => k.title));
  let hits = 0;
  for (const protocol of seed.protocols.filter((p) => p.secretary_id === secretary.id)) {
    const text = textSectionTitles({ final_transcript: protocol.final_transcript as Section[] | null, sections: protocol.sections as Section[] | null });
    hits += text.filter((title) => titles.has(title)).length;
  }
  return hits;
}

describe('statistics figures', () => {
  let t: TestApp;
  let seed: StatsSeed;
  const get = async (user: TestUser, url: string) => {
    const res = await api(t.app, user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedStats(t.app);
  });
  afterAll(() => t.close());

  it('sums a manager’s secretaries, an admin’s whole organisation, zeros for a manager without secretaries', async () => {
    const mine = await get(seed.managerA, '/api/stats/manager/all');
    expect(mine).toEqual(expectedCounts(seed, [seed.s1, seed.s2]));
    expect(mine.protocols).toEqual({ in_process: 3, success: 2 });
    expect(mine.meetings).toEqual({ in_process: 4, success: 3 });
    expect(await get(seed.admin, '/api/stats/manager/all')).toEqual(
      expectedCounts(seed, [seed.s1, seed.s2, seed.s3, seed.s4]),
    );
    const zeros = {
      protocols: { in_process: 0, success: 0 },
      meetings: { in_process: 0, success: 0 },
      tasks: { process: 0, success: 0, expired: 0 },
    };
    expect(await get(seed.lonelyManager, '/api/stats/manager/all')).toEqual(zeros);
  });

  it('lists one row per secretary, ordered by name, with the overdue share and the gender by the name', async () => {
    const genders: Record<string, 'f' | 'm' | null> = {
      'Белова Анна': 'f',
      'Алексеева Вера': 'f',
      'Васильев Глеб': 'm',
      'Григоренко': null,
    };
    const row = (s: StatsSeed['secretaries'][number]) => {
      const counts = expectedCounts(seed, [s.user]);
      const all = counts.tasks.process + counts.tasks.success + counts.tasks.expired;
      return {
        id: s.user.id,
        full_name: s.full_name,
        email: s.user.email,
        department: s.department,
        is_active: s.is_active,
        gender: genders[s.full_name],
        avatar: null,
        ...counts,
        overdue_share: all === 0 ? 0 : counts.tasks.expired / all,
      };
    };
    const byName = (list: StatsSeed['secretaries']) =>
      [...list].sort((a, b) => a.full_name.localeCompare(b.full_name)).map(row);
    const mine = await get(seed.managerA, '/api/stats/manager/secretaries');
    expect(mine).toEqual(byName(seed.secretaries.filter((s) => s.manager_id === seed.managerA.id)));
    expect(mine.map((r: { full_name: string }) => r.full_name)).toEqual(['Алексеева Вера', 'Белова Анна']);
    expect(mine[1].overdue_share).toBeCloseTo(3 / 9);
    expect(await get(seed.admin, '/api/stats/manager/secretaries')).toEqual(byName(seed.secretaries));
    expect(await get(seed.lonelyManager, '/api/stats/manager/secretaries')).toEqual([]);
  });

  it('marks the secretary’s own meetings in a date range, in date and time order', async () => {
    const from = seed.meetings.find((m) => m.secretary_id === seed.s1.id && m.event_date < seed.today)!.event_date;
    const data = await get(seed.s1, `/api/stats/secretary/meetings?start_date_at=${from}&end_date_at=${seed.today}`);
    const expected = seed.meetings
      .filter((m) => m.secretary_id === seed.s1.id && m.event_date >= from && m.event_date <= seed.today)
      .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.event_start_time.localeCompare(b.event_start_time))
      .map((m) => ({ id: m.id, event_date: m.event_date }));
    expect(expected.length).toBeGreaterThan(2);
    expect(data).toEqual(expected);
    const empty = await get(seed.s1, '/api/stats/secretary/meetings?start_date_at=2001-01-01&end_date_at=2001-12-31');
    expect(empty).toEqual([]);
  });

  it('counts a secretary’s entities and keyword sections the same for her, her manager and the admin', async () => {
    const expected = {
      ...expectedCounts(seed, [seed.s1]),
      keywords: { hits: expectedKeywordHits(seed, seed.s1), total: 3 },
    };
    expect(expected.keywords.hits).toBe(4);
    for (const viewer of [seed.s1, seed.managerA, seed.admin]) {
      expect(await get(viewer, `/api/stats/secretary/${seed.s1.id}/entities`)).toEqual(expected);
    }
    const other = await get(seed.admin, `/api/stats/secretary/${seed.s2.id}/entities`);
    expect(other.keywords).toEqual({ hits: expectedKeywordHits(seed, seed.s2), total: 1 });
    expect(other.keywords.hits).toBe(1);
  });

  it('gives task states as of the end of each week of a month starting on a Sunday (Moscow time)', async () => {
    const data = await get(seed.managerA, `/api/stats/secretary/${seed.s1.id}/tasks?month=2026-11`);
    expect(data).toEqual(expectedWeeklyStates(seed, seed.s1.id, 2026, 11, 3));
    expect(data.map((w: { from: string; to: string }) => [w.from, w.to])).toEqual([
      ['2026-11-01', '2026-11-01'],
      ['2026-11-02', '2026-11-08'],
      ['2026-11-09', '2026-11-15'],
      ['2026-11-16', '2026-11-22'],
      ['2026-11-23', '2026-11-29'],
      ['2026-11-30', '2026-11-30'],
    ]);
    expect(data.slice(0, 3)).toMatchObject([
      { week: 1, process: 3, success: 0, expired: 0 },
      { week: 2, process: 4, success: 1, expired: 0 },
      { week: 3, process: 5, success: 1, expired: 1 },
    ]);
    const october = await get(seed.s1, `/api/stats/secretary/${seed.s1.id}/tasks?month=2026-10`);
    expect(october).toEqual(expectedWeeklyStates(seed, seed.s1.id, 2026, 10, 3));
    expect(october.at(-1)).toMatchObject({ from: '2026-10-26', to: '2026-10-31', process: 1 });
  });

  it('moves week boundaries with the organisation timezone', async () => {
    await t.app.db
      .insert(settings)
      .values({ key: 'organization', value: { organization_name: 'Тест', timezone: 'UTC' } });
    try {
      const data = await get(seed.s1, `/api/stats/secretary/${seed.s1.id}/tasks?month=2026-11`);
      expect(data).toEqual(expectedWeeklyStates(seed, seed.s1.id, 2026, 11, 0));
      expect(data[1]).toMatchObject({ week: 2, process: 4, success: 1, expired: 1 });
    } finally {
      await t.app.database.executeSql(`DELETE FROM settings WHERE key = 'organization'`);
    }
  });

  it('defaults to the current month of the organisation', async () => {
    const data = await get(seed.s1, `/api/stats/secretary/${seed.s1.id}/tasks`);
    const [year, month] = seed.today.split('-').map(Number) as [number, number];
    expect(data).toEqual(expectedWeeklyStates(seed, seed.s1.id, year, month, 3));
    expect(data[0].from).toBe(`${seed.today.slice(0, 7)}-01`);
    expect(data.at(-1).expired).toBeGreaterThanOrEqual(1);
  });
});
