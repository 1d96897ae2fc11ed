// The register of assignments «Поручения» (issue 24) over 20,000 tasks.
//   source scripts/node24.sh; node bench/assignments.mjs [--tasks 20000 --rounds 20]
//   [--database-url postgres://postgres@127.0.0.1:5432/test] [--pglite] [--keep: leave the database for EXPLAIN]
// PostgreSQL by default (a fresh database assignments_bench_<pid>, dropped afterwards); --pglite runs the same on
// the embedded database. The data: 20 secretaries under 5 managers, protocols of 10 tasks each, 50 people
// responsible; a tenth of the tasks done, a tenth overdue, a twentieth with a moved deadline (task_deadline_changes),
// protocols of the last month not final yet (their tasks «Новое»); each protocol with a text of two questions, its
// tasks tied to them.
// Measures GET /api/assignments through the real app (app.inject: auth, validation, the count, the page and its
// people) as an admin (all 20,000), a manager (his 4 secretaries) and a secretary (her own), for the filters and
// sorts the page offers; and, interleaved in the same run, GET /api/me (auth and one row) as the baseline.
// Prints p50/p95 per case, overall, and the ratio of the p95s. Goal: p95 ≤ 100 ms on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { freshPostgresDatabase } from './fresh-database.mjs';

const { values: args } = parseArgs({
  options: {
    tasks: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '20' },
    'database-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const TASKS = Number(args.tasks);
const ROUNDS = Number(args.rounds);
const PER_PROTOCOL = 10;

const { loadConfig } = await import('../apps/server/src/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-assignments-bench-'));
const database = args.pglite
  ? null
  : await freshPostgresDatabase(args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', `assignments_bench_${process.pid}`);
const config = loadConfig({
  ...(database ? { DATABASE_URL: database.url } : {}),
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  WEB_DIST: '',
  LOG_LEVEL: 'warn',
  APP_ROLE: 'api',
});
const app = await buildApp(config, { logger: false, inMemoryDatabase: true });
await app.ready();
const q = (text, values) => app.database.executeSql(text, values);
const one = async (text, values) => (await q(text, values)).rows[0];

try {
  const admin = await one(`INSERT INTO users (full_name, role, email) VALUES ('Администратор', 'admin', 'admin@bench') RETURNING id`);
  const managers = [];
  for (let i = 0; i < 5; i++) managers.push(await one(`INSERT INTO users (full_name, role) VALUES ($1, 'manager') RETURNING id`, [`Руководитель ${i + 1}`]));
  const secretaries = [];
  for (let i = 0; i < 20; i++) {
    secretaries.push(await one(`INSERT INTO users (full_name, role, manager_id) VALUES ($1, 'secretary', $2) RETURNING id`, [`Секретарь ${i + 1}`, managers[i % 5].id]));
  }
  await q(`INSERT INTO users (full_name, role) SELECT 'Ответственный ' || n, 'external' FROM generate_series(1, 50) AS n`);

  console.log(`Database: ${app.database.kind}. Seeding ${TASKS} tasks…`);
  const seedStart = performance.now();
  const protocolCount = Math.ceil(TASKS / PER_PROTOCOL);
  // Protocols over the last three years, each secretary numbering her own; the last month's still being checked.
  await q(
    `INSERT INTO protocols (secretary_id, protocol_number, theme, event_date, stage, status)
     SELECT s.id, (n - 1) / 20 + 1, 'Совещание ' || n, current_date - (n % 1000), CASE WHEN n % 1000 < 30 THEN 'checked' ELSE 'final' END, 'process'
     FROM generate_series(1, $1::int) AS n
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE role = 'secretary') s ON s.k = n % 20`,
    [protocolCount],
  );
  await q(
    `INSERT INTO protocol_tasks (protocol_id, responsible_id, essence, deadline, status, assignment_mailed_at)
     SELECT p.id, r.id, 'Подготовить отчёт по пункту ' || t || ' протокола ' || p.protocol_number,
            p.event_date + 7 + t * 3,
            CASE WHEN abs(hashtext(p.id || '-' || t)) % 10 = 0 THEN 'success' WHEN p.event_date + 7 + t * 3 < current_date AND abs(hashtext(t || '-' || p.id)) % 10 = 0 THEN 'expired' ELSE 'process' END,
            CASE WHEN p.stage = 'final' THEN now() END
     FROM protocols p
     CROSS JOIN generate_series(1, ${PER_PROTOCOL}) AS t
     JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE role = 'external') r ON r.k = (p.id * 7 + t) % 50`,
  );
  // Each protocol has a text of two questions (the register names each task's question from it), the tasks tied
  // to them in turn.
  await q(
    `UPDATE protocols SET agenda = $1, sections = $2::jsonb`,
    [
      '1. Итоги работы за месяц\n2. План закупок на квартал',
      JSON.stringify([
        { key: 'Повестка дня', value: 'Первое — итоги работы за месяц, второе — план закупок на квартал.' },
        { key: 'Слушали', value: 'Кузнецова Дмитрия Андреевича об итогах работы за месяц. Выполнено девять пунктов плана из десяти.' },
        { key: 'Выступили', value: 'Попова Е.В.: Предлагаю принять отчёт к сведению.\nИванов С.П.: Поддерживаю.' },
        { key: 'Решили', value: 'Отчёт принять к сведению. Поручить Кузнецову подготовить отчёт по пунктам плана.' },
        { key: 'Слушали', value: 'Попову Елену Викторовну о плане закупок на квартал.' },
        { key: 'Решили', value: 'Утвердить план закупок. Голосовали: за — 7, против — нет.' },
      ]),
    ],
  );
  await q(`UPDATE protocol_tasks SET question = id % 2 + 1`);
  await q(
    `INSERT INTO task_deadline_changes (task_id, old_deadline, new_deadline)
     SELECT id, deadline - 7, deadline FROM protocol_tasks WHERE abs(hashtext(id::text)) % 20 = 0`,
  );
  if (app.database.kind === 'postgres') await q('VACUUM ANALYZE');
  else await q('ANALYZE');
  const counts = await one(`SELECT (SELECT count(*)::int FROM protocol_tasks) AS tasks, (SELECT count(*)::int FROM protocols) AS protocols`);
  console.log(`Seeded ${counts.tasks} tasks in ${counts.protocols} protocols in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`);

  const token = async (id) => (await app.tokens.issue(id)).token;
  const viewers = [
    ['admin (all)', await token(admin.id)],
    ['manager (4 secretaries)', await token(managers[0].id)],
    ['secretary (her own)', await token(secretaries[0].id)],
  ];
  const person = await one(`SELECT id FROM users WHERE role = 'external' ORDER BY id LIMIT 1`);
  const CASES = [
    ['first page, by deadline', ''],
    ['last page, by deadline desc', 'direction=desc&page=20'],
    ['status: moved', 'status=moved'],
    ['status: new', 'status=new'],
    ['overdue', 'overdue=1'],
    ['this week', 'this_week=1'],
    ['person, sorted by status', `responsible_id=${person.id}&sort=status`],
    ['period, sorted by person', 'from=2025-01-01&to=2025-12-31&sort=responsible'],
    ['status: all in work', 'status=in_work'],
    ['text search', 'search=пункту%205'],
    ['text search, a person', 'search=ответственный%2017'],
  ];

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const fmt = (ms) => ms.toFixed(2).padStart(7);
  async function timed(url, bearer) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, total: res.json().data.meta?.total };
  }
  const register = (query) => `/api/assignments?limit=30${query ? `&${query}` : ''}`;

  // Warm-up: every case once per viewer, and the baseline.
  for (const [, bearer] of viewers) {
    for (const [, query] of CASES) await timed(register(query), bearer);
    for (let i = 0; i < 10; i++) await timed('/api/me', bearer);
  }

  const all = [];
  const baseline = [];
  console.log(`\n${'case'.padEnd(36)} ${'viewer'.padEnd(26)} ${'rows'.padStart(6)}   p50 ms   p95 ms`);
  for (const [label, query] of CASES) {
    for (const [viewer, bearer] of viewers) {
      const times = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const result = await timed(register(query), bearer);
        times.push(result.ms);
        total = result.total;
        baseline.push((await timed('/api/me', bearer)).ms);
      }
      all.push(...times);
      console.log(`${label.padEnd(36)} ${viewer.padEnd(26)} ${String(total).padStart(6)} ${fmt(percentile(times, 50))}  ${fmt(percentile(times, 95))}`);
    }
  }
  const p95 = percentile(all, 95);
  const base95 = percentile(baseline, 95);
  console.log(`\nRegister (${all.length} requests): p50 ${fmt(percentile(all, 50))} ms, p95 ${fmt(p95)} ms, max ${fmt(Math.max(...all))} ms`);
  console.log(`GET /api/me baseline (${baseline.length}): p50 ${fmt(percentile(baseline, 50))} ms, p95 ${fmt(base95)} ms`);
  console.log(`Ratio of p95s, register / baseline: ${(p95 / base95).toFixed(1)}×`);
  console.log(`Goal p95 ≤ 100 ms on PostgreSQL: ${p95 <= 100 ? 'met' : 'NOT met'} (${app.database.kind}).`);
} finally {
  await app.close();
  if (args.keep && database) console.log(`Kept: ${database.url}`);
  else await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
