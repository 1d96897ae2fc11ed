import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread.ts';

const first = <T,>(result: { rows: unknown[] }) => result.rows[0] as T;

/** The embedded database on its thread, reached through PgliteThread as drizzle and the app reach it. */
describe('PgliteThread', () => {
  let db: PgliteThread;

  beforeAll(async () => {
    db = await PgliteThread.start({ dataDir: null, startParams: [] });
    await db.exec(`
      CREATE TABLE notes (id serial PRIMARY KEY, title text UNIQUE, body jsonb, tags text[], marks int[], big bigint,
        at timestamptz, day date);`);
  });

  afterAll(async () => {
    await db.close();
  });

  it('reads the rows of a prepared statement with PGlite\'s types, arrays and drizzle\'s text-kept types', async () => {
    const insert = 'INSERT INTO notes (title, body, tags, marks, big, at, day) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id';
    const at = new Date('2026-11-10T09:30:00Z');
    const inserted = await db.query(insert, ['Повестка', { items: [1, 'два'] }, ['а', 'б'], [1, 2], '9007199254740993', at, '2026-11-10']);
    expect(inserted.affectedRows).toBe(1);

    const select = 'SELECT title, body, tags, marks, big, at, day FROM notes WHERE id = $1';
    const [row] = (await db.query(select, [first<{ id: number }>(inserted).id])).rows as Record<string, unknown>[];
    expect(row).toEqual({
      title: 'Повестка',
      body: { items: [1, 'два'] },
      tags: ['а', 'б'],
      marks: [1, 2],
      big: 9007199254740993n,
      at,
      day: new Date('2026-11-10T00:00:00Z'),
    });

    // drizzle asks for rows as arrays, with timestamps and dates kept as their text.
    const asText = (text: string) => text;
    const arrays = await db.query(select, [1], { rowMode: 'array', parsers: { 1184: asText, 1082: asText } });
    expect(arrays.rows[0]).toEqual(['Повестка', { items: [1, 'два'] }, ['а', 'б'], [1, 2], 9007199254740993n, '2026-11-10 09:30:00+00', '2026-11-10']);
    expect(arrays.fields.map((field) => field.name)).toEqual(['title', 'body', 'tags', 'marks', 'big', 'at', 'day']);
  });

  it('throws a prepared statement\'s error with PostgreSQL\'s fields', async () => {
    const insert = 'INSERT INTO notes (title) VALUES ($1)';
    await db.query(insert, ['Дубль']);
    const error = await db.query(insert, ['Дубль']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_title_key' });
    // The statement still works after its error.
    expect((await db.query(insert, ['Другой'])).affectedRows).toBe(1);
  });

  it('hands a notification sent by a prepared statement to the listener', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('notes_changed', (payload) => heard.push(payload));
    await db.query('SELECT pg_notify($1, $2)', ['notes_changed', 'первая']);
    await db.query('SELECT pg_notify($1, $2)', ['notes_changed', 'вторая']);
    await expect.poll(() => heard).toEqual(['первая', 'вторая']);
    await unlisten();
  });

  it('prepares a statement again when its table changed under it', async () => {
    const select = 'SELECT * FROM notes WHERE title = $1';
    expect(Object.keys((await db.query(select, ['Дубль'])).rows[0]!)).not.toContain('extra');
    await db.exec('ALTER TABLE notes ADD COLUMN extra text DEFAULT \'x\'');
    expect((await db.query(select, ['Дубль'])).rows[0]).toMatchObject({ title: 'Дубль', extra: 'x' });
  });

  it('runs a transaction\'s prepared statements in it and rolls them back when it throws', async () => {
    const count = async () => first<{ n: number }>(await db.query('SELECT count(*)::int AS n FROM notes')).n;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (title) VALUES ($1)', ['В транзакции']);
        expect(first<{ n: number }>(await tx.query('SELECT count(*)::int AS n FROM notes')).n).toBe(before + 1);
        throw new Error('отмена');
      }),
    ).rejects.toThrow('отмена');
    expect(await count()).toBe(before);
  });
});
