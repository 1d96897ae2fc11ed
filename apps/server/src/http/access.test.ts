import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { OWNED_KINDS, type Intent, type OwnedKind } from '@protocolist/contracts/policies';
import { keywords, meetings, protocols, protocolTasks, users } from '../db/schema.ts';
import { createTestApp, createUser, type TestApp } from '../test/app.ts';
import { loadOwned, readableWhere } from './access.ts';
import type { CurrentUser } from './auth.ts';

/**
 * The access layer against itself and against the table: for every kind, role and row (own, a team member's,
 * a stranger's), `loadOwned` opens exactly the rows `readableWhere` lists, and answers 404 / 403 as
 * OWNED_ACCESS says.
 */
describe('access layer', () => {
  let t: TestApp;
  const people: Record<string, CurrentUser> = {};
  /** Row ids of each kind, by the name of the secretary who owns them. */
  const rows: Record<OwnedKind, Record<string, number>> = {
    meeting: {},
    protocol: {},
    task: {},
    keyword: {},
    secretary_stats: {},
  };

  const userRow = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    const managerA = await createUser(t.app, 'manager');
    const managerB = await createUser(t.app, 'manager');
    const admin = await createUser(t.app, 'admin');
    const external = await createUser(t.app, 'external', { password_hash: null });
    const anna = await createUser(t.app, 'secretary', { manager_id: managerA.id });
    const boris = await createUser(t.app, 'secretary', { manager_id: managerB.id });
    const orphan = await createUser(t.app, 'secretary');
    for (const [name, user] of Object.entries({ managerA, managerB, admin, external, anna, boris, orphan })) {
      people[name] = await userRow(user.id);
    }
    for (const name of ['anna', 'boris', 'orphan']) {
      const secretaryId = people[name]!.id;
      const [meeting] = await t.app.db
        .insert(meetings)
        .values({ secretary_id: secretaryId, theme: 'Планёрка', event_date: '2026-11-02', event_start_time: '10:00', event_end_time: '11:00' })
        .returning();
      const [protocol] = await t.app.db
        .insert(protocols)
        .values({ secretary_id: secretaryId, protocol_number: 1, theme: 'Планёрка', event_date: '2026-11-02' })
        .returning();
      const [task] = await t.app.db
        .insert(protocolTasks)
        .values({ protocol_id: protocol!.id, responsible_id: external.id, essence: 'Подготовить отчёт', deadline: '2026-11-20' })
        .returning();
      const [keyword] = await t.app.db
        .insert(keywords)
        .values({ user_id: secretaryId, title: 'Решили', phrase: 'решили', position: 1 })
        .returning();
      rows.meeting[name] = meeting!.id;
      rows.protocol[name] = protocol!.id;
      rows.task[name] = task!.id;
      rows.keyword[name] = keyword!.id;
      rows.secretary_stats[name] = secretaryId;
    }
  });
  afterAll(() => t.close());

  /** What each viewer may do with the rows of anna (team of managerA), boris (team of managerB), orphan (no manager). */
  const expected: Record<string, Record<OwnedKind, { read: string[]; write: string[] }>> = {
    anna: {
      meeting: { read: ['anna'], write: ['anna'] },
      protocol: { read: ['anna'], write: ['anna'] },
      task: { read: ['anna'], write: ['anna'] },
      keyword: { read: ['anna'], write: ['anna'] },
      secretary_stats: { read: ['anna'], write: [] },
    },
    managerA: {
      meeting: { read: ['anna'], write: [] },
      protocol: { read: ['anna'], write: [] },
      task: { read: ['anna'], write: [] },
      keyword: { read: [], write: [] },
      secretary_stats: { read: ['anna'], write: [] },
    },
    admin: {
      meeting: { read: ['anna', 'boris', 'orphan'], write: [] },
      protocol: { read: ['anna', 'boris', 'orphan'], write: [] },
      task: { read: ['anna', 'boris', 'orphan'], write: [] },
      keyword: { read: [], write: [] },
      secretary_stats: { read: ['anna', 'boris', 'orphan'], write: [] },
    },
    external: Object.fromEntries(OWNED_KINDS.map((kind) => [kind, { read: [], write: [] }])) as never,
  };

  async function outcome(kind: OwnedKind, viewer: CurrentUser, id: number, intent: Intent): Promise<number> {
    try {
      await loadOwned(t.app.db, kind, id, viewer, intent);
      return 200;
    } catch (error) {
      return (error as { statusCode: number }).statusCode;
    }
  }

  it.each(Object.keys(expected))('opens for %s exactly the rows OWNED_ACCESS gives: 404 outside reading, 403 for a reader who writes', async (viewerName) => {
    const viewer = people[viewerName]!;
    for (const kind of OWNED_KINDS) {
      for (const [owner, id] of Object.entries(rows[kind])) {
        const { read, write } = expected[viewerName]![kind];
        const readOutcome = await outcome(kind, viewer, id, 'read');
        const writeOutcome = await outcome(kind, viewer, id, 'write');
        expect(readOutcome, `${viewerName} reads ${kind} of ${owner}`).toBe(read.includes(owner) ? 200 : 404);
        expect(writeOutcome, `${viewerName} writes ${kind} of ${owner}`).toBe(
          write.includes(owner) ? 200 : read.includes(owner) ? 403 : 404,
        );
      }
    }
  });

  const lists: Record<OwnedKind, { table: PgTable; id: AnyPgColumn; owner: AnyPgColumn; join?: 'protocol' }> = {
    meeting: { table: meetings, id: meetings.id, owner: meetings.secretary_id },
    protocol: { table: protocols, id: protocols.id, owner: protocols.secretary_id },
    task: { table: protocolTasks, id: protocolTasks.id, owner: protocols.secretary_id, join: 'protocol' },
    keyword: { table: keywords, id: keywords.id, owner: keywords.user_id },
    secretary_stats: { table: users, id: users.id, owner: users.id },
  };

  it('lists with readableWhere exactly the rows loadOwned opens, for every role and kind', async () => {
    for (const viewer of Object.values(people)) {
      for (const kind of OWNED_KINDS) {
        const { table, id, owner, join } = lists[kind];
        const base = t.app.db.select({ id }).from(table);
        const query = join ? base.innerJoin(protocols, eq(protocols.id, protocolTasks.protocol_id)) : base;
        const listed = (await query.where(readableWhere(kind, viewer, owner))).map((row) => row.id as number);
        const ours = Object.values(rows[kind]);
        const opened: number[] = [];
        for (const rowId of ours) if ((await outcome(kind, viewer, rowId, 'read')) === 200) opened.push(rowId);
        expect(listed.filter((rowId) => ours.includes(rowId)).sort(), `${viewer.role} ${viewer.id} lists ${kind}`).toEqual(
          opened.sort(),
        );
      }
    }
  });
});
