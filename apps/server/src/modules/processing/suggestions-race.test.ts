import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { protocolMembers, protocols, protocolTasks } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/*
 * Issue 14, «side effects happen once»: concurrent accepts of one suggestion make one task and queue one letter.
 * Runs on the embedded database, and on PostgreSQL with TEST_DATABASE_URL (where the requests truly overlap).
 */
describe('accepting a suggestion under concurrency', () => {
  let t: TestApp;
  let p: People;
  const PARALLEL = 20;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const queued = async (queue: string) => {
    const { rows } = await t.app.database.executeSql(`SELECT data FROM pgboss.job WHERE name = $1`, [queue]);
    return rows.map((row) => row.data as Record<string, unknown>);
  };

  it(`${PARALLEL} parallel accepts of one task suggestion make one task and one letter`, async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const suggestion = {
      id: 'task-1',
      essence: 'Подготовить смету',
      responsible_id: p.colleague.id,
      responsible_name: 'Кузнецов Дмитрий',
      deadline: '2030-12-01',
      source: { start: 0, end: 1, text: 'подготовить смету' },
    };
    const other = { ...suggestion, id: 'task-2', essence: 'Другое' };
    await t.app.db.update(protocols).set({ suggested_tasks: [suggestion, other] }).where(eq(protocols.id, protocol.id));

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/suggestions/tasks/task-1/accept`, payload: {} }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(PARALLEL - 1).fill(404)]);
    for (const answer of answers.filter((a) => a.statusCode === 404)) {
      expect(answer.json().message).toBe('Предложение не найдено');
    }
    const tasks = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocol.id));
    expect(tasks.map((task) => task.essence)).toEqual(['Подготовить смету']);
    // No letter while the protocol is being checked (issue 15); one when it is final.
    expect((await queued('tasks.mail')).filter((data) => data.taskId === tasks[0]!.id)).toHaveLength(0);
    const final = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/final`,
      payload: { final_transcript: [{ key: 'Решили', value: 'Смета' }], location: 'Зал', city: 'Москва' },
    });
    expect(final.statusCode).toBe(200);
    const letters = (await queued('tasks.mail')).filter((data) => (data.taskIds as number[] | undefined)?.includes(tasks[0]!.id));
    expect(letters).toHaveLength(1);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.suggested_tasks).toEqual([other]);
  });

  it('a suggestion whose task cannot be made stays on the list', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const suggestion = {
      id: 'task-x',
      essence: 'Позвонить',
      responsible_id: p.admin.id, // not in the secretary's directory: 422
      responsible_name: null,
      deadline: '2030-12-01',
      source: { start: 0, end: 1, text: 'позвонить' },
    };
    await t.app.db.update(protocols).set({ suggested_tasks: [suggestion] }).where(eq(protocols.id, protocol.id));
    const answer = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/suggestions/tasks/task-x/accept`,
      payload: {},
    });
    expect(answer.statusCode).toBe(422);
    const [row] = await t.app.db.select().from(protocols).where(eq(protocols.id, protocol.id));
    expect(row!.suggested_tasks).toEqual([suggestion]);
  });

  it(`${PARALLEL} parallel accepts and dismissals of one member suggestion: one wins`, async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const suggestion = { id: 'member-1', user_id: p.colleague.id, full_name: 'Кузнецов Дмитрий', reason: 'выступал' };
    await t.app.db.update(protocols).set({ suggested_members: [suggestion] }).where(eq(protocols.id, protocol.id));
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 === 0
          ? api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/suggestions/members/member-1/accept` })
          : api(t.app, p.secretary, { method: 'DELETE', url: `/api/protocols/${protocol.id}/suggestions/members/member-1` }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode < 300);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(PARALLEL - 1);
    const members = await t.app.db.select().from(protocolMembers).where(eq(protocolMembers.protocol_id, protocol.id));
    expect(members.map((m) => m.member_id)).toEqual(won[0]!.statusCode === 201 ? [p.colleague.id] : []);
  });
});
