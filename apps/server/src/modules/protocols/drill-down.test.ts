import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES } from '@protocolist/contracts/fields';
import { protocols, protocolTasks, taskStatusChanges } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';

/*
 * Issue 24, the manager's drill-down: one secretary's protocols (stage, in work / done, meeting day from / to) and
 * tasks (status — overdue is `expired` —, deadline from / to) through the lists everyone reads, narrowed by
 * `secretary_id`. The narrowing never widens what the reader may read: another team's secretary gives an empty list.
 */
describe('drill-down: a secretary’s protocols and tasks for her manager', () => {
  let t: TestApp;
  let manager: TestUser;
  let otherManager: TestUser;
  let secretary: TestUser;
  let colleague: TestUser;
  let responsible: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    colleague = await createUser(t.app, 'secretary', { manager_id: manager.id });
    responsible = await createUser(t.app, 'external');
    const protocol = async (owner: TestUser, number: number, fields: Partial<typeof protocols.$inferInsert>) => {
      const [row] = await t.app.db
        .insert(protocols)
        .values({ secretary_id: owner.id, protocol_number: number, theme: `Протокол ${number}`, event_date: '2026-11-10', ...fields })
        .returning();
      return row!.id;
    };
    ids.october = await protocol(secretary, 1, { event_date: '2026-10-05', stage: 'final', status: 'success' });
    ids.november = await protocol(secretary, 2, { event_date: '2026-11-10', stage: 'no_video' });
    ids.colleagues = await protocol(colleague, 1, { event_date: '2026-11-12', stage: 'no_video' });
    const task = async (protocolId: number, essence: string, deadline: string, status: 'process' | 'success' | 'expired') => {
      const [row] = await t.app.db
        .insert(protocolTasks)
        .values({ protocol_id: protocolId, responsible_id: responsible.id, essence, deadline, status })
        .returning();
      return row!.id;
    };
    ids.overdue = await task(ids.october!, 'Сдать отчёт', '2026-10-20', 'expired');
    ids.done = await task(ids.october!, 'Закупить бумагу', '2026-10-25', 'success');
    ids.open = await task(ids.november!, 'Подготовить смету', '2026-12-01', 'process');
    ids.colleagueTask = await task(ids.colleagues!, 'Чужое поручение', '2026-10-21', 'expired');
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, url: string) => {
    const res = await api(t.app, user, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  };
  const sorted = (...values: number[]) => values.sort((a, b) => a - b);

  it('lists one secretary’s protocols by stage, state and meeting day', async () => {
    const of = (query: string) => list(manager, `/api/protocols?secretary_id=${secretary.id}${query}`);
    expect(await of('')).toEqual(sorted(ids.october!, ids.november!));
    expect(await of('&status=success')).toEqual([ids.october]);
    expect(await of('&status=process')).toEqual([ids.november]);
    expect(await of('&stage=final')).toEqual([ids.october]);
    expect(await of('&from=2026-11-01')).toEqual([ids.november]);
    expect(await of('&to=2026-10-31')).toEqual([ids.october]);
    expect(await of('&from=2026-10-05&to=2026-10-05')).toEqual([ids.october]);
    expect(await of('&status=process&stage=final')).toEqual([]);
    // Both of his secretaries without the narrowing.
    expect(await list(manager, '/api/protocols?limit=100')).toEqual(sorted(ids.october!, ids.november!, ids.colleagues!));
    // The total follows the filters.
    const page = await api(t.app, manager, { method: 'GET', url: `/api/protocols?secretary_id=${secretary.id}&status=success` });
    expect(page.json().data.meta.total).toBe(1);
  });

  it('lists one secretary’s tasks by status and deadline', async () => {
    const of = (query: string) => list(manager, `/api/protocols/tasks?secretary_id=${secretary.id}${query}`);
    expect(await of('')).toEqual(sorted(ids.overdue!, ids.done!, ids.open!));
    expect(await of('&status=expired')).toEqual([ids.overdue]);
    expect(await of('&from=2026-10-21&to=2026-10-31')).toEqual([ids.done]);
    expect(await of('&from=2026-11-01')).toEqual([ids.open]);
    expect(await list(manager, '/api/protocols/tasks?status=expired')).toEqual(sorted(ids.overdue!, ids.colleagueTask!));
  });

  it('gives another manager nothing of her work, and the secretary only her own', async () => {
    expect(await list(otherManager, `/api/protocols?secretary_id=${secretary.id}`)).toEqual([]);
    expect(await list(otherManager, `/api/protocols/tasks?secretary_id=${secretary.id}`)).toEqual([]);
    expect(await list(colleague, `/api/protocols?secretary_id=${secretary.id}`)).toEqual([]);
    expect(await list(colleague, `/api/protocols/tasks?secretary_id=${secretary.id}&status=expired`)).toEqual([]);
  });

  it('lists the tasks behind each bar of the weekly chart: their status at the week’s end, as the chart counts them', async () => {
    const writer = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const [protocol] = await t.app.db
      .insert(protocols)
      .values({ secretary_id: writer.id, protocol_number: 1, theme: 'Октябрь', event_date: '2026-10-01' })
      .returning();
    const task = async (essence: string, createdAt: string, status: 'process' | 'success' | 'expired', changes: [string, string][]) => {
      const [row] = await t.app.db
        .insert(protocolTasks)
        .values({ protocol_id: protocol!.id, responsible_id: responsible.id, essence, deadline: '2026-10-09', status, created_at: new Date(createdAt) })
        .returning();
      for (const [changed, at] of changes) {
        await t.app.db.insert(taskStatusChanges).values({ task_id: row!.id, status: changed as 'process', created_at: new Date(at) });
      }
      return row!.id;
    };
    // Overdue on the 10th, done on the 20th; created in the third week; done before it existed (counts from creation).
    const late = await task('Сдать отчёт', '2026-10-01T09:00:00Z', 'success', [['expired', '2026-10-10T12:00:00Z'], ['success', '2026-10-20T12:00:00Z']]);
    const fresh = await task('Подготовить смету', '2026-10-15T09:00:00Z', 'process', []);
    const early = await task('Закупить бумагу', '2026-10-16T09:00:00Z', 'success', [['success', '2026-10-02T09:00:00Z']]);
    const weeks = (await api(t.app, manager, { method: 'GET', url: `/api/stats/secretary/${writer.id}/tasks?month=2026-10` })).json().data as {
      to: string;
      process: number;
      success: number;
      expired: number;
    }[];
    const behind = (asOf: string, status: string) => list(manager, `/api/protocols/tasks?secretary_id=${writer.id}&as_of=${asOf}&status=${status}`);
    for (const week of weeks) {
      for (const status of ['process', 'success', 'expired'] as const) {
        expect((await behind(week.to, status)).length, `${week.to} ${status}`).toBe(week[status]);
      }
    }
    // The weeks spelled out: the 4th (nothing yet), the 11th, the 18th, the 25th.
    expect(await behind('2026-10-04', 'process')).toEqual([late]);
    expect(await behind('2026-10-11', 'expired')).toEqual([late]);
    expect(await behind('2026-10-18', 'process')).toEqual([fresh]);
    expect(await behind('2026-10-18', 'success')).toEqual([early]);
    expect(await behind('2026-10-25', 'success')).toEqual(sorted(late, early));
    expect(await list(manager, `/api/protocols/tasks?secretary_id=${writer.id}&as_of=2026-09-30`)).toEqual([]);
    // Another manager: nothing behind her bars.
    expect(await list(otherManager, `/api/protocols/tasks?secretary_id=${writer.id}&as_of=2026-10-25`)).toEqual([]);
  });

  it.each([
    ['/api/protocols?from=2026-11-10&to=2026-11-01', 'to', PERIOD_MESSAGES.toBeforeFrom],
    ['/api/protocols/tasks?from=2026-11-10&to=2026-11-01', 'to', PERIOD_MESSAGES.toBeforeFrom],
    ['/api/protocols?secretary_id=abc', 'secretary_id', null],
    ['/api/protocols/tasks?secretary_id=99999999999999', 'secretary_id', null],
    ['/api/protocols?from=2026-02-30', 'from', null],
    ['/api/protocols?status=archived', 'status', null],
    ['/api/protocols/tasks?as_of=2026-13-01', 'as_of', null],
  ])('%s → 422 on %s', async (url, field, message) => {
    const res = await api(t.app, manager, { method: 'GET', url });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors[field]?.length).toBeGreaterThan(0);
    if (message) expect(errors[field]).toContain(message);
  });
});
