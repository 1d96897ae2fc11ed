import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES } from '@protocolist/contracts/fields';
import { protocols, protocolTasks } from '../../db/schema.ts';
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

  it.each([
    ['/api/protocols?from=2026-11-10&to=2026-11-01', 'to', PERIOD_MESSAGES.toBeforeFrom],
    ['/api/protocols/tasks?from=2026-11-10&to=2026-11-01', 'to', PERIOD_MESSAGES.toBeforeFrom],
    ['/api/protocols?secretary_id=abc', 'secretary_id', null],
    ['/api/protocols/tasks?secretary_id=99999999999999', 'secretary_id', null],
    ['/api/protocols?from=2026-02-30', 'from', null],
    ['/api/protocols?status=archived', 'status', null],
  ])('%s → 422 on %s', async (url, field, message) => {
    const res = await api(t.app, manager, { method: 'GET', url });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors[field]?.length).toBeGreaterThan(0);
    if (message) expect(errors[field]).toContain(message);
  });
});
