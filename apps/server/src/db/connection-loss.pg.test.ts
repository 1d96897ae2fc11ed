import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';
import { createTestDatabase } from '../test/app.ts';

/**
 * PostgreSQL restarted or a backend killed: the app must neither die nor go deaf. Needs a PostgreSQL server
 * (TEST_DATABASE_URL, else the local one), so it runs with the scale-out test (`npm run test:scale-out`).
 */
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe('a lost PostgreSQL connection', () => {
  let fresh: { url: string; drop(): Promise<void> };
  let database: Database;
  const warnings: string[] = [];

  beforeAll(async () => {
    fresh = (await createTestDatabase(SERVER))!;
    database = await openDatabase({ url: fresh.url, dataDir: null, poolSize: 3, log: { warn: (_details, message) => warnings.push(message) } });
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });

  /** Terminates every backend of the test database but the caller's, as a PostgreSQL restart does. */
  async function killConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    const name = new URL(fresh.url).pathname.slice(1);
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    return rows[0]!.n;
  }

  it('keeps the process alive, queries again, and hears notifications on a new LISTEN connection', async () => {
    const heard: string[] = [];
    await database.listen('loss_test', (payload) => heard.push(payload));
    await Promise.all([1, 2, 3].map(() => database.executeSql('SELECT pg_sleep(0.05)', [])));
    await database.notify('loss_test', 'before');
    await expect.poll(() => heard).toEqual(['before']);

    const killed = await killConnections();
    expect(killed).toBeGreaterThanOrEqual(2);
    await expect.poll(() => warnings.filter((w) => w.includes('LISTEN connection was lost'))).toHaveLength(1);
    // Every idle connection of the pool reports its loss (the one left is the LISTEN connection).
    await expect.poll(() => warnings.filter((w) => w.includes('idle connection was lost'))).toHaveLength(killed - 1);

    const { rows } = await database.executeSql('SELECT 41 + 1 AS answer', []);
    expect(rows[0]!.answer).toBe(42);
    await expect
      .poll(
        async () => {
          await database.notify('loss_test', 'after');
          return heard.includes('after');
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(true);

    await database.listen('loss_test_new', (payload) => heard.push(payload));
    await database.notify('loss_test_new', 'new channel');
    await expect.poll(() => heard).toContain('new channel');
  });
});
