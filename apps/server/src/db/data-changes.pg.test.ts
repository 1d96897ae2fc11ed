import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createTestDatabase, type TestApp } from '../test/app.ts';
import { eventually } from '../test/meetings.ts';
import { createPeople, type People } from '../test/protocols.ts';
import { LISTENER_APPLICATION_NAME } from './client.ts';

/**
 * Changes made by another process (here another connection) reach what this one keeps in memory (db/data-changes.ts),
 * and nothing is trusted while they cannot. Needs a PostgreSQL server (TEST_DATABASE_URL, else the local one):
 * `npm run test:scale-out`.
 */
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

describe("another process's changes on PostgreSQL", () => {
  let fresh: { url: string; drop(): Promise<void> };
  let t: TestApp;
  let p: People;
  let other: pg.Client;

  beforeAll(async () => {
    fresh = (await createTestDatabase(SERVER))!;
    t = await createTestApp({ DATABASE_URL: fresh.url });
    p = await createPeople(t.app);
    other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
    await fresh.drop();
  });

  const themes = async () => {
    const res = await api(t.app, p.secretary, { method: 'GET', url: '/api/protocols?limit=15' });
    expect(res.statusCode).toBe(200);
    return (res.json().data.data as { theme: string }[]).map((item) => item.theme);
  };
  const changes = () => t.app.database.changes;

  it('shows a page changed by another process within moments of its commit', async () => {
    await eventually(async () => changes().hearing, Boolean);
    expect(await themes()).toEqual([]);
    expect(await themes()).toEqual([]);
    await other.query(
      `INSERT INTO protocols (secretary_id, protocol_number, theme, event_date) VALUES ($1, 900, 'Из другого процесса', '2026-11-03')`,
      [p.secretary.id],
    );
    const started = Date.now();
    await eventually(themes, (seen) => seen.length === 1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await themes()).toEqual(['Из другого процесса']);
  });

  it('a blocked account is refused as soon as another process says so', async () => {
    const me = () => api(t.app, p.colleague, { method: 'GET', url: '/api/me' });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await other.query(`UPDATE users SET is_active = false WHERE id = $1`, [p.colleague.id]);
    await eventually(async () => (await me()).statusCode, (status) => status === 403, 2000);
  });

  it('trusts nothing it kept while its LISTEN connection is lost, and again once it is back', async () => {
    await eventually(async () => changes().hearing, Boolean);
    const before = changes().generation;
    // PostgreSQL ends the LISTEN connection, as a restart or a network cut would.
    const ended = await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(ended.rowCount).toBe(1);
    await eventually(async () => changes().hearing, (hearing) => !hearing, 2000);
    expect(changes().generation).toBeGreaterThan(before);
    await eventually(async () => changes().hearing, Boolean, 5000);
    // Heard again: a later change by another process reaches the kept page.
    expect(await themes()).toEqual(['Из другого процесса']);
    await other.query(`UPDATE protocols SET theme = 'После переподключения' WHERE secretary_id = $1`, [p.secretary.id]);
    await eventually(themes, (seen) => seen[0] === 'После переподключения', 2000);
  });
});
