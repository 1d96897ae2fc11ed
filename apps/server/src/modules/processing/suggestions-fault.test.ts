import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SuggestedMember, SuggestedTask } from '@protocolist/contracts/suggestions';
import { protocolMembers, protocols, protocolTasks, users } from '../../db/schema.ts';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

/**
 * Issue 25: accepting a suggestion is one transaction. The database itself refuses the last step (a trigger on
 * the tasks' table) after the person, the membership and the linked suggestions were written: nothing of it stays,
 * and the suggestions are there as they were, in their order.
 */
describe('a suggestion whose accept fails half-way is kept, and nothing half-made stays', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    await t.app.db.execute(sql.raw(`
      CREATE FUNCTION refuse_test_task() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.essence = 'Сбой при записи' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END;
      $$`));
    await t.app.db.execute(sql.raw(`CREATE TRIGGER refuse_test_task BEFORE INSERT ON protocol_tasks FOR EACH ROW EXECUTE FUNCTION refuse_test_task()`));
  });
  afterAll(() => t.close());

  const members: SuggestedMember[] = [
    { id: 'm1', user_id: null, full_name: 'Лебедева Анна', reason: '' },
    { id: 'm2', user_id: null, full_name: 'Орлов Игорь', reason: '' },
  ];
  const task = (id: string, essence: string): SuggestedTask => ({
    id,
    essence,
    responsible_id: null,
    responsible_name: 'Лебедевой',
    deadline: '2030-03-01',
    source: { start: 0, end: 1, text: essence },
  });
  const tasks = [task('t1', 'Сбой при записи'), task('t2', 'Подготовить смету')];

  it('a new responsible named in the accept, the task refused by the database: no person, no member, the lists as they were', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    await t.app.db.update(protocols).set({ suggested_members: members, suggested_tasks: tasks }).where(eq(protocols.id, protocol.id));
    const accept = (sid: string) =>
      api(t.app, p.secretary, {
        method: 'POST',
        url: `/api/protocols/${protocol.id}/suggestions/tasks/${sid}/accept`,
        payload: { new_responsible_name: 'Лебедева Анна' },
      });

    const failed = await accept('t1');
    expect(failed.statusCode).toBe(500);
    const [row] = await t.app.db
      .select({ members: protocols.suggested_members, tasks: protocols.suggested_tasks })
      .from(protocols)
      .where(eq(protocols.id, protocol.id));
    expect(row).toEqual({ members, tasks });
    expect(await t.app.db.select().from(protocolMembers).where(eq(protocolMembers.protocol_id, protocol.id))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.full_name, 'Лебедева Анна'))).toEqual([]);
    expect(await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.protocol_id, protocol.id))).toEqual([]);

    // The other one goes through: the person, her membership, her task; her suggestions linked or gone.
    const accepted = await accept('t2');
    expect(accepted.statusCode).toBe(201);
    const [after] = await t.app.db
      .select({ members: protocols.suggested_members, tasks: protocols.suggested_tasks })
      .from(protocols)
      .where(eq(protocols.id, protocol.id));
    const [lebedeva] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.full_name, 'Лебедева Анна'));
    expect(after!.members).toEqual([members[1]]);
    expect(after!.tasks).toEqual([{ ...tasks[0], responsible_id: lebedeva!.id, responsible_name: 'Лебедева Анна' }]);
  });
});
