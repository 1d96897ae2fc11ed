// Set-based seeding for bench/stats.mjs: every table is filled by a few INSERT ... SELECT over generate_series,
// so a million tasks take seconds, not a million round trips.

/** Runs one statement and reports how long it took. */
async function step(database, label, text, values) {
  const started = performance.now();
  const result = await database.executeSql(text, values);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * A manager with `secretaries` secretaries; each has `protocols` protocols (a third final, with sections),
 * `meetings` meetings around today, five keywords, and `tasks` tasks per protocol created over the last
 * 120 days with a status history (every task starts «в работе»; most are later done or expired).
 */
export async function seedOrganisation(database, { secretaries, protocols, tasks, meetings }) {
  // The statistics triggers work row by row; a bulk load goes faster without them and rebuilds their tables after.
  await setStatsTriggers(database, false);
  const { rows: people } = await step(
    database,
    'users',
    `INSERT INTO users (full_name, email, role)
     VALUES ('Руководитель', 'bench-manager-' || gen_random_uuid() || '@example.com', 'manager'),
            ('Администратор', 'bench-admin-' || gen_random_uuid() || '@example.com', 'admin')
     RETURNING id, role`,
  );
  const managerId = people.find((p) => p.role === 'manager').id;
  const adminId = people.find((p) => p.role === 'admin').id;
  const { rows: secretaryRows } = await step(
    database,
    `${secretaries} secretaries`,
    `INSERT INTO users (full_name, email, role, manager_id, department)
     SELECT 'Секретарь ' || g, 'bench-secretary-' || g || '-' || gen_random_uuid() || '@example.com', 'secretary', $1,
            'Отдел ' || (g % 7)
     FROM generate_series(1, $2::int) g RETURNING id`,
    [managerId, secretaries],
  );
  const secretaryIds = secretaryRows.map((r) => r.id);

  await step(
    database,
    'keywords',
    `INSERT INTO keywords (user_id, title, phrase, position)
     SELECT s, k.title, lower(k.title), k.pos
     FROM unnest($1::int[]) s
     CROSS JOIN (VALUES ('Повестка дня', 0), ('Слушали', 1), ('Выступили', 2), ('Решили', 3), ('Поручить', 4)) k(title, pos)`,
    [secretaryIds],
  );
  await step(
    database,
    `${secretaries * protocols} protocols`,
    `INSERT INTO protocols (secretary_id, protocol_number, theme, event_date, status, stage, sections)
     SELECT s, g, 'Совещание ' || g, current_date - (g % 365),
            CASE WHEN g % 3 = 0 THEN 'success' ELSE 'process' END,
            CASE WHEN g % 3 = 0 THEN 'final' ELSE 'success_video_process' END,
            CASE WHEN g % 3 = 0 THEN jsonb_build_array(
              jsonb_build_object('key', '', 'value', 'Вступление'),
              jsonb_build_object('key', 'Слушали', 'value', 'Доклад ' || g),
              jsonb_build_object('key', 'Решили', 'value', CASE WHEN g % 2 = 0 THEN 'Принять' ELSE '' END),
              jsonb_build_object('key', 'Поручить', 'value', 'Подготовить'))
            END
     FROM unnest($1::int[]) s CROSS JOIN generate_series(1, $2::int) g`,
    [secretaryIds, protocols],
  );
  await step(
    database,
    `${secretaries * meetings} meetings`,
    `INSERT INTO meetings (secretary_id, theme, event_date, event_start_time, event_end_time)
     SELECT s, 'Планёрка', current_date + (g % 240) - 180, make_time(8 + g % 9, 0, 0), make_time(17 + g % 2, 30, 0)
     FROM unnest($1::int[]) s CROSS JOIN generate_series(1, $2::int) g`,
    [secretaryIds, meetings],
  );
  await step(
    database,
    `${secretaries * protocols * tasks} tasks`,
    `INSERT INTO protocol_tasks (protocol_id, essence, deadline, status, created_at)
     SELECT p.id, 'Поручение ' || g, current_date - 60 + ((p.id + g) % 120),
            CASE (p.id * 7 + g) % 10 WHEN 0 THEN 'expired' WHEN 1 THEN 'expired' WHEN 2 THEN 'process'
                 WHEN 3 THEN 'process' WHEN 4 THEN 'process' ELSE 'success' END,
            now() - make_interval(days => (p.id + g * 13) % 120, mins => g)
     FROM protocols p CROSS JOIN generate_series(1, $2::int) g
     WHERE p.secretary_id = ANY($1::int[])`,
    [secretaryIds, tasks],
  );
  await step(
    database,
    'status history',
    `INSERT INTO task_status_changes (task_id, user_id, status, created_at)
     SELECT t.id, p.secretary_id, 'process', t.created_at
     FROM protocol_tasks t JOIN protocols p ON p.id = t.protocol_id WHERE p.secretary_id = ANY($1::int[])
     UNION ALL
     SELECT t.id, p.secretary_id, t.status,
            least(now(), t.created_at + make_interval(days => 1 + t.id % 20, hours => t.id % 24))
     FROM protocol_tasks t JOIN protocols p ON p.id = t.protocol_id
     WHERE p.secretary_id = ANY($1::int[]) AND t.status <> 'process'`,
    [secretaryIds],
  );
  await setStatsTriggers(database, true);
  await step(database, 'stats_rebuild()', 'SELECT stats_rebuild()');
  await step(database, 'VACUUM ANALYZE', 'VACUUM ANALYZE');
  return { managerId, adminId, secretaryIds };
}

const TRIGGER_TABLES = ['protocols', 'protocol_tasks', 'task_status_changes', 'meetings', 'keywords'];

export async function setStatsTriggers(database, enabled) {
  for (const table of TRIGGER_TABLES) {
    await database.executeSql(`ALTER TABLE ${table} ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
  }
}

/**
 * What the triggers cost a write: the median of `count` task status changes as the app makes them (UPDATE the
 * task, INSERT the change record), with the statistics triggers on and off.
 */
export async function statusChangeCost(database, secretaryId, count = 101) {
  const { rows } = await database.executeSql(
    `SELECT pt.id FROM protocol_tasks pt JOIN protocols pr ON pr.id = pt.protocol_id
     WHERE pr.secretary_id = $1 ORDER BY pt.id LIMIT $2`,
    [secretaryId, count],
  );
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const run = async (status) => {
    const times = [];
    for (const { id } of rows) {
      const started = performance.now();
      await database.executeSql(`UPDATE protocol_tasks SET status = $2, updated_at = now() WHERE id = $1`, [
        id,
        status,
      ]);
      await database.executeSql(`INSERT INTO task_status_changes (task_id, status) VALUES ($1, $2)`, [id, status]);
      times.push(performance.now() - started);
    }
    return times;
  };
  // Alternating rounds, so that both modes see the same caches and machine load.
  const without = [];
  const withTriggers = [];
  for (let round = 0; round < 4; round++) {
    await setStatsTriggers(database, round % 2 === 1);
    (round % 2 === 1 ? withTriggers : without).push(...(await run(round % 2 === 0 ? 'success' : 'process')));
  }
  // Put the statistics back in step with the rows changed while the triggers were off.
  await setStatsTriggers(database, true);
  await database.executeSql('SELECT stats_rebuild()');
  return { without: median(without), withTriggers: median(withTriggers) };
}

/** The organisation an earlier run seeded (the latest bench manager and his secretaries), or null. */
export async function findOrganisation(database) {
  const { rows } = await database.executeSql(
    `SELECT m.id AS manager_id, array_agg(s.id ORDER BY s.id) AS secretary_ids
     FROM users m JOIN users s ON s.manager_id = m.id AND s.role = 'secretary'
     WHERE m.role = 'manager' AND m.email LIKE 'bench-manager-%'
     GROUP BY m.id ORDER BY m.id DESC LIMIT 1`,
  );
  if (rows.length === 0) return null;
  const { rows: tasks } = await database.executeSql(
    `SELECT count(*)::int AS n FROM protocol_tasks pt JOIN protocols p ON p.id = pt.protocol_id
     WHERE p.secretary_id = ANY($1::int[])`,
    [rows[0].secretary_ids],
  );
  return { managerId: rows[0].manager_id, secretaryIds: rows[0].secretary_ids, tasks: tasks[0].n };
}
