import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from './client.ts';

/** The migrations up to `tag` only: a database as an older release left it. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'protocolist-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0002: who created each user', () => {
  let database: Database;
  let dropDatabase: (() => Promise<void>) | undefined;
  let oldFolder: string;

  beforeAll(async () => {
    const server = await createTestDatabase();
    dropDatabase = server?.drop;
    oldFolder = migrationsUpTo('0001_stats_indexes');
    database = await openDatabase({ url: server?.url ?? null, dataDir: null, migrationsFolder: oldFolder });
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase?.();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  const insert = async (sql: string, values: unknown[]) => (await database.executeSql(`${sql} RETURNING id`, values)).rows[0]!.id as number;

  it('gives an existing external member the secretary who first used him', async () => {
    const user = (name: string, role: string) => insert(`INSERT INTO users (full_name, role) VALUES ($1, $2)`, [name, role]);
    const anna = await user('Анна', 'secretary');
    const boris = await user('Борис', 'secretary');
    const inMeetingFirst = await user('Сначала на совещании', 'external');
    const onlyTask = await user('Только задача', 'external');
    const unused = await user('Никем не взят', 'external');
    const colleague = await user('Коллега', 'secretary');

    const at = (day: number) => `2026-0${day}-01T10:00:00Z`;
    const meeting = await insert(
      `INSERT INTO meetings (secretary_id, theme, event_date, event_start_time, event_end_time) VALUES ($1, 'Планёрка', '2026-01-10', '10:00', '11:00')`,
      [boris],
    );
    await insert(`INSERT INTO meeting_members (meeting_id, member_id, created_at) VALUES ($1, $2, $3)`, [meeting, inMeetingFirst, at(2)]);
    const protocol = await insert(
      `INSERT INTO protocols (secretary_id, protocol_number, theme, event_date) VALUES ($1, 1, 'Итоги', '2026-01-10')`,
      [anna],
    );
    await insert(`INSERT INTO protocol_members (protocol_id, member_id, created_at) VALUES ($1, $2, $3)`, [protocol, inMeetingFirst, at(3)]);
    await insert(`INSERT INTO protocol_tasks (protocol_id, responsible_id, essence, deadline, created_at) VALUES ($1, $2, 'Смета', '2026-02-01', $3)`, [
      protocol,
      onlyTask,
      at(1),
    ]);

    await migrateDatabase(database);

    const { rows } = await database.executeSql(`SELECT id, created_by FROM users ORDER BY id`);
    const createdBy = Object.fromEntries(rows.map((row) => [row.id as number, row.created_by]));
    expect(createdBy[inMeetingFirst]).toBe(boris);
    expect(createdBy[onlyTask]).toBe(anna);
    expect(createdBy[unused]).toBeNull();
    expect(createdBy[colleague]).toBeNull();
  });
});
