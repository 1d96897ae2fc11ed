import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { eventually } from '../test/meetings.ts';
import { openDatabase, type Database } from './client.ts';
import { DataChanges, KeptUntilDataChanges } from './data-changes.ts';

describe('KeptUntilDataChanges', () => {
  const hearingChanges = () => {
    const changes = new DataChanges();
    changes.setHearing(true);
    return changes;
  };

  it('keeps a value until the data changes, then forgets every value', async () => {
    const changes = hearingChanges();
    const kept = new KeptUntilDataChanges<string>(changes, 10);
    let reads = 0;
    const read = async () => `value ${++reads}`;
    expect(await kept.getOrRead('a', read)).toBe('value 1');
    expect(await kept.getOrRead('a', read)).toBe('value 1');
    expect(await kept.getOrRead('b', read)).toBe('value 2');
    changes.changed();
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBeUndefined();
    expect(await kept.getOrRead('a', read)).toBe('value 3');
  });

  it('does not keep a value read while the data changed (it may have been read before the change)', async () => {
    const changes = hearingChanges();
    const kept = new KeptUntilDataChanges<string>(changes, 10);
    const value = await kept.getOrRead('a', async () => {
      changes.changed();
      return 'read across a change';
    });
    expect(value).toBe('read across a change');
    expect(kept.get('a')).toBeUndefined();

    const ticket = kept.ticket();
    changes.changed();
    kept.keep('b', 'old', ticket);
    expect(kept.get('b')).toBeUndefined();
  });

  it('keeps nothing while changes of other processes go unheard, and forgets what it had', async () => {
    const changes = new DataChanges();
    const kept = new KeptUntilDataChanges<string>(changes, 10);
    await kept.getOrRead('a', async () => 'x');
    expect(kept.get('a')).toBeUndefined();
    changes.setHearing(true);
    await kept.getOrRead('a', async () => 'y');
    expect(kept.get('a')).toBe('y');
    changes.setHearing(false);
    expect(kept.get('a')).toBeUndefined();
    changes.setHearing(true);
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, forgetting the oldest first', async () => {
    const kept = new KeptUntilDataChanges<number>(hearingChanges(), 3);
    for (const n of [1, 2, 3, 4]) await kept.getOrRead(`k${n}`, async () => n);
    expect(kept.size).toBe(3);
    expect(kept.get('k1')).toBeUndefined();
    expect(kept.get('k4')).toBe(4);
  });
});

describe('changes to the data as the database tells of them', () => {
  let database: Database;
  let server: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    server = await createTestDatabase();
    database = await openDatabase({ url: server?.url ?? null, dataDir: null });
  });
  afterAll(async () => {
    await database.close();
    await server?.drop();
  });

  it('every table of the app has the trigger that tells of its changes (a new table needs it too)', async () => {
    const { rows } = await database.executeSql(`
      SELECT t.tablename AS name
      FROM pg_tables t
      WHERE t.schemaname = current_schema()
        AND NOT EXISTS (
          SELECT 1 FROM pg_trigger g
          WHERE g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass AND g.tgname = 'data_changed'
        )`);
    expect(rows.map((row) => row.name)).toEqual([]);
    const { rows: tables } = await database.executeSql(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = current_schema()`);
    expect(tables[0]!.n).toBeGreaterThan(20);
  });

  it("counts this process's own write before the statement's answer, on its own or in a transaction", async () => {
    await eventually(async () => database.changes.hearing, Boolean);
    for (let i = 0; i < 20; i++) {
      const before = database.changes.generation;
      await database.executeSql(`INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, now())`, [`changes-${i}`]);
      expect(database.changes.generation).toBeGreaterThan(before);
    }
    const before = database.changes.generation;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE rate_limits SET hits = hits + 1`);
    });
    expect(database.changes.generation).toBeGreaterThan(before);

    // On PostgreSQL the LISTEN connection hears those writes too, a moment later: wait until it has.
    let last = -1;
    await eventually(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const settled = database.changes.generation === last;
        last = database.changes.generation;
        return settled;
      },
      Boolean,
    );
    const unchanged = database.changes.generation;
    await database.executeSql(`SELECT count(*) FROM rate_limits`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM rate_limits`);
    });
    expect(database.changes.generation).toBe(unchanged);
  });
});
