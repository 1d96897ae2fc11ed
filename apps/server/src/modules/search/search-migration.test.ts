import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/app.ts';

/** The migrations before 0009_search only: a database as the release before search left it. */
function migrationsBeforeSearch(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'protocolist-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // In journal order: what came after it there (whatever its number) had not been released either.
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === '0009_search'));
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0009: search over what existed before it', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let oldFolder: string;

  beforeAll(async () => {
    const server = await createTestDatabase();
    drop = server?.drop;
    oldFolder = migrationsBeforeSearch();
    database = await openDatabase({ url: server?.url ?? null, dataDir: null, migrationsFolder: oldFolder });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  const one = async (sql: string, values: unknown[] = []) => (await database.executeSql(sql, values)).rows[0]!;

  it('indexes the existing protocols, transcripts, tasks and meetings, then follows changes', async () => {
    const secretary = (await one(`INSERT INTO users (full_name, role) VALUES ('Анна', 'secretary') RETURNING id`)).id;
    const owner = (await one(`INSERT INTO users (full_name, role) VALUES ('Соколов Игорь', 'external') RETURNING id`)).id;
    const transcript = JSON.stringify([
      { start: 0, end: 4, text: 'Обсудили смету.' },
      { start: 4.5, end: 9, text: 'Соколову поручили закупку бумаги.' },
    ]);
    const protocol = (
      await one(
        `INSERT INTO protocols (secretary_id, protocol_number, theme, event_date, transcript, sections)
         VALUES ($1, 1, 'Итоги квартала', '2026-03-01', $2::jsonb, '[{"key":"Решили","value":"Закупить бумагу"}]'::jsonb) RETURNING id`,
        [secretary, transcript],
      )
    ).id;
    await one(`INSERT INTO protocol_tasks (protocol_id, responsible_id, essence, deadline) VALUES ($1, $2, 'Подготовить смету', '2026-04-01') RETURNING id`, [
      protocol,
      owner,
    ]);
    await one(
      `INSERT INTO meetings (secretary_id, theme, event_date, event_start_time, event_end_time) VALUES ($1, 'Смета на ремонт', '2026-03-05', '10:00', '11:00') RETURNING id`,
      [secretary],
    );

    await migrateDatabase(database);
    const found = async (query: string) =>
      (
        await database.executeSql(
          `SELECT kind, label, starts FROM search_entries WHERE tsv @@ websearch_to_tsquery('russian', $1) ORDER BY kind, label`,
          [query],
        )
      ).rows.map((row) => [row.kind, row.label, row.starts]);
    expect(await found('смета')).toEqual([
      ['meeting', null, null],
      ['task', 'Соколов Игорь', null],
      ['transcript', null, [0, 4.5]],
    ]);
    expect(await found('бумага')).toEqual([
      ['protocol', 'Решили', null],
      ['transcript', null, [0, 4.5]],
    ]);
    // The nominative «Соколов» is found through the genitive form indexed beside it.
    expect((await found('Соколову')).map((row) => row[0])).toEqual(['task', 'transcript']);

    // Triggers from now on: a renamed person, a rewritten transcript.
    await database.executeSql(`UPDATE users SET full_name = 'Орлов Игорь' WHERE id = $1`, [owner]);
    expect((await found('Орлову')).map((row) => row[0])).toEqual(['task']);
    await database.executeSql(`UPDATE protocols SET transcript = '[{"start": 1, "end": 2, "text": "Всё отменили."}]'::jsonb WHERE id = $1`, [protocol]);
    expect(await found('бумага')).toEqual([['protocol', 'Решили', null]]);
    expect(await found('отменили')).toEqual([['transcript', null, [1]]]);
  });
});
