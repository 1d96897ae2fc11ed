// Full-text search (issue 17) on an archive of 2,000 protocols with 20,000-word transcripts.
//   source scripts/node24.sh; node bench/search.mjs [--protocols 2000 --words 20000 --rounds 5]
//   [--database-url postgres://postgres@127.0.0.1:5432/test] [--pglite] [--keep: leave the database for EXPLAIN]
//   [--reuse postgres://…/search_bench_N: measure again on an archive a --keep run left, without seeding]
// PostgreSQL by default (a fresh database search_bench_<pid> on --database-url / DATABASE_URL / the local server,
// dropped afterwards); --pglite runs the same on the embedded database. The archive: 20 secretaries under 5
// managers, each protocol with a transcript of --words words (segments of 8–20 words), 5 sections, 3 tasks and a
// meeting. Words are drawn Zipf-like from real Russian text (../shared) and a long tail of made-up words, with a
// few phrases planted in some protocols, so that queries range from rare to very common.
// Measures GET /api/search through the real app (app.inject: auth, validation, the count and the page) as an
// admin (every protocol), a manager (his team) and a secretary (her own), per query class; and, in the same run,
// an indexed primary-key lookup (SELECT … FROM protocols WHERE id = $1) on the same database. Prints p50/p95/p99
// and the ratio of the p95s. Goal: p95 ≤ 100 ms per query on PostgreSQL.
import { readFileSync, mkdtempSync, rmSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { freshPostgresDatabase } from './fresh-database.mjs';

const { values: args } = parseArgs({
  options: {
    protocols: { type: 'string', default: '2000' },
    words: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    pglite: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const PROTOCOLS = Number(args.protocols);
const WORDS = Number(args.words);
const ROUNDS = Number(args.rounds);
const SHARED = path.resolve(import.meta.dirname, '../../shared');

// --- the text generator -------------------------------------------------------------------------------------
// mulberry32: a small seeded generator, so that every run writes the same archive.
let seed = 17;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

function realWords() {
  const texts = [readFileSync(path.join(SHARED, 'speech/cv-ru/manifest.tsv'), 'utf8'), readFileSync(path.join(SHARED, 'meetings/zakupki/script.tsv'), 'utf8')];
  const vox = path.join(SHARED, 'speech/voxforge-ru');
  for (const file of readdirSync(vox)) if (file.endsWith('.txt')) texts.push(readFileSync(path.join(vox, file), 'utf8'));
  const words = new Set();
  for (const text of texts) for (const w of text.toLowerCase().match(/[а-яё]{2,}/gu) ?? []) words.add(w);
  return [...words];
}

function madeUpWords(n) {
  const syllables = ['про', 'ва', 'ло', 'ни', 'ка', 'ре', 'ст', 'ми', 'до', 'за', 'ко', 'ле', 'ту', 'на', 'по', 'ри', 'све', 'гра', 'мо', 'бе'];
  const endings = ['ение', 'ость', 'ник', 'ация', 'ый', 'ать', 'ами', 'ов', 'ому', 'ская', 'ить', 'ек'];
  const words = new Set();
  while (words.size < n) words.add(pick(syllables) + pick(syllables) + pick(syllables) + pick(endings));
  return [...words];
}

const REAL = realWords();
const TAIL = madeUpWords(30_000);
// Zipf: the real words are the frequent ones, the made-up tail the long one.
const VOCABULARY = [...REAL, ...TAIL];
const CUMULATIVE = (() => {
  let sum = 0;
  return VOCABULARY.map((_, i) => (sum += 1 / (i + 1) ** 1.05));
})();
function word() {
  const x = random() * CUMULATIVE.at(-1);
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}
const SURNAMES = ['Кузнецов', 'Попова', 'Иванов', 'Смирнова', 'Соколов', 'Морозова', 'Волков', 'Лебедева', 'Козлов', 'Новикова'];
const CASES = { ов: ['ов', 'ова', 'ову', 'овым'], ва: ['ва', 'вой', 'ву'] };
const nameIn = (surname) => {
  const stem = surname.endsWith('ва') ? surname.slice(0, -2) : surname.slice(0, -2);
  return stem + pick(surname.endsWith('ва') ? CASES.ва : CASES.ов);
};
const PLANTED = [
  { share: 0.01, text: 'поручить подготовить претензии поставщикам' },
  { share: 0.02, text: 'тендер на поставку оргтехники' },
  { share: 0.05, text: 'гарантийный срок три года' },
];

function sentence(n) {
  const words = Array.from({ length: n }, word);
  if (random() < 0.15) words[Math.floor(random() * n)] = nameIn(pick(SURNAMES));
  const text = words.join(' ');
  return text[0].toUpperCase() + text.slice(1) + '.';
}

function transcript(totalWords, planted) {
  const segments = [];
  let t = 0;
  let count = 0;
  while (count < totalWords) {
    const n = 8 + Math.floor(random() * 13);
    let text = sentence(n);
    if (planted.length > 0 && random() < 0.002) text += ' ' + planted.pop() + '.';
    const duration = n * 0.4;
    segments.push({ start: Math.round(t * 1000) / 1000, end: Math.round((t + duration) * 1000) / 1000, speaker: `Спикер ${1 + (segments.length % 4)}`, text });
    t += duration + 0.3;
    count += n;
  }
  for (const text of planted) segments.push({ start: t, end: t + 3, speaker: 'Спикер 1', text: text + '.' });
  return segments;
}

// --- the database --------------------------------------------------------------------------------------------

const { loadConfig } = await import('../apps/server/src/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-search-bench-'));
const database = args.reuse ? { url: args.reuse, drop: async () => {} } : args.pglite
    ? null
    : await freshPostgresDatabase(
        args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
        `search_bench_${process.pid}`,
      );
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
  let admin;
  let managers;
  let secretaries;
  if (args.reuse) {
    const ofRole = async (role) => (await q(`SELECT id FROM users WHERE role = $1 ORDER BY id`, [role])).rows;
    [admin] = await ofRole('admin');
    managers = await ofRole('manager');
    secretaries = await ofRole('secretary');
    console.log(`Database: ${app.database.kind}, reused: ${(await one('SELECT count(*)::int AS n FROM protocols')).n} protocols.`);
  } else {
    // People.
    admin = await one(`INSERT INTO users (full_name, role, email) VALUES ('Администратор', 'admin', 'admin@bench') RETURNING id`);
    managers = [];
    for (let i = 0; i < 5; i++) managers.push(await one(`INSERT INTO users (full_name, role) VALUES ($1, 'manager') RETURNING id`, [`Руководитель ${i + 1}`]));
    secretaries = [];
    for (let i = 0; i < 20; i++) {
      secretaries.push(
        await one(`INSERT INTO users (full_name, role, manager_id) VALUES ($1, 'secretary', $2) RETURNING id`, [`Секретарь ${i + 1}`, managers[i % 5].id]),
      );
    }
    const externals = [];
    for (const surname of SURNAMES) externals.push(await one(`INSERT INTO users (full_name, role) VALUES ($1, 'external') RETURNING id`, [`${surname} ${pick(['Дмитрий', 'Елена', 'Сергей', 'Анна'])}`]));

    // Protocols, written as the app writes them; the triggers index them.
    console.log(`Database: ${app.database.kind}. Seeding ${PROTOCOLS} protocols × ${WORDS} words (${((PROTOCOLS * WORDS) / 1e6).toFixed(1)} M words)…`);
    const seedStart = performance.now();
    const numbers = new Map();
    let done = 0;
    async function seedOne(i) {
      const secretary = secretaries[i % secretaries.length];
      const number = (numbers.get(secretary.id) ?? 0) + 1;
      numbers.set(secretary.id, number);
      const day = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 1000) * 86_400_000).toISOString().slice(0, 10);
      const planted = PLANTED.filter((p) => random() < p.share).map((p) => p.text);
      const sections = ['Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Постановили'].map((key) => ({ key, value: Array.from({ length: 3 }, () => sentence(12)).join(' ') }));
      const protocol = await one(
        `INSERT INTO protocols (secretary_id, protocol_number, theme, agenda, event_date, stage, status, transcript, sections)
         VALUES ($1, $2, $3, $4, $5, 'final', 'success', $6::jsonb, $7::jsonb) RETURNING id`,
        [secretary.id, number, sentence(5).slice(0, -1), sentence(15), day, JSON.stringify(transcript(WORDS, planted)), JSON.stringify(sections)],
      );
      const tasks = Array.from({ length: 3 }, () => [sentence(10), pick(externals).id]);
      await q(
        `INSERT INTO protocol_tasks (protocol_id, responsible_id, essence, deadline)
         SELECT $1, r, e, $2::date + 14 FROM unnest($3::text[], $4::int[]) AS x(e, r)`,
        [protocol.id, day, tasks.map((t) => t[0]), tasks.map((t) => t[1])],
      );
      await q(
        `INSERT INTO meetings (secretary_id, theme, description, event_date, event_start_time, event_end_time) VALUES ($1, $2, $3, $4, '10:00', '11:00')`,
        [secretary.id, sentence(5).slice(0, -1), sentence(20), day],
      );
      done += 1;
      if (done % 100 === 0) process.stdout.write(`  ${done} protocols, ${((performance.now() - seedStart) / 1000).toFixed(0)} s\n`);
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: Number(args.concurrency) }, async () => {
        while (next < PROTOCOLS) await seedOne(next++);
      }),
    );
    const seedSeconds = (performance.now() - seedStart) / 1000;
    if (app.database.kind === 'postgres') await q('VACUUM ANALYZE');
    else await q('ANALYZE');
    const stats = await one(`SELECT count(*)::int AS entries, pg_size_pretty(pg_total_relation_size('search_entries')) AS table_size,
                                    pg_size_pretty(pg_relation_size('search_entries_tsv_idx')) AS gin_size FROM search_entries`);
    console.log(`Seeded in ${seedSeconds.toFixed(0)} s (${((seedSeconds * 1000) / PROTOCOLS).toFixed(0)} ms per protocol, indexing included): ${stats.entries} search entries, table ${stats.table_size}, GIN ${stats.gin_size}.`);
  }
  // Viewers: tokens as the app issues them.
  const token = async (id) => (await app.tokens.issue(id)).token;
  const viewers = [
    ['admin (all 20 secretaries)', await token(admin.id)],
    ['manager (4 secretaries)', await token(managers[0].id)],
    ['secretary (her own)', await token(secretaries[0].id)],
  ];
  const frequent = REAL.filter((w) => w.length > 5).slice(0, 3);
  const QUERIES = [
    ['rare phrase', 'претензии поставщикам'],
    ['quoted phrase', '"тендер на поставку"'],
    ['surname, dative', 'Кузнецову'],
    ['surname, nominative', 'Кузнецов'],
    ['medium word', TAIL[300]],
    ['two medium words', `${TAIL[100]} ${TAIL[200]}`],
    ['rare made-up word', TAIL[20_000]],
    ['words + date range', `${TAIL[50]} from:2025-01-01 to:2025-06-30`],
    ['kind: tasks', `${TAIL[10]} kind:task`],
    ['frequent word', frequent[0]],
    ['frequent word + exclusion', `${frequent[1]} -${frequent[2]}`],
    ['frequent word, kind: transcript', `${frequent[0]} kind:transcript`],
  ];
  const urlOf = (query) => {
    const params = new URLSearchParams();
    const text = query.replace(/(from|to|kind):(\S+)/g, (_, key, value) => {
      params.set(key, value);
      return '';
    });
    params.set('q', text.trim());
    return `/api/search?${params.toString()}`;
  };
  const ids = (await q('SELECT id FROM protocols')).rows.map((r) => r.id);

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const fmt = (ms) => ms.toFixed(2).padStart(7);

  async function timeSearch(url, bearer) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, total: res.json().data.meta.total };
  }
  async function timePk() {
    const start = performance.now();
    await q('SELECT id, theme, event_date, secretary_id FROM protocols WHERE id = $1', [pick(ids)]);
    return performance.now() - start;
  }

  // Warm-up: every query once per viewer, and the baseline.
  for (const [, bearer] of viewers) for (const [, query] of QUERIES) await timeSearch(urlOf(query), bearer);
  for (let i = 0; i < 50; i++) await timePk();

  const all = [];
  const pk = [];
  console.log(`\n${'query'.padEnd(34)} ${'viewer'.padEnd(28)} ${'hits'.padStart(7)}   p50 ms   p95 ms`);
  for (const [label, query] of QUERIES) {
    for (const [viewer, bearer] of viewers) {
      const times = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const result = await timeSearch(urlOf(query), bearer);
        times.push(result.ms);
        total = result.total;
        // The baseline interleaved with the searches, so that both see the same machine.
        pk.push(await timePk());
      }
      all.push(...times);
      console.log(`${label.padEnd(34)} ${viewer.padEnd(28)} ${String(total).padStart(7)} ${fmt(percentile(times, 50))}  ${fmt(percentile(times, 95))}`);
    }
  }
  const p95 = percentile(all, 95);
  const pk95 = percentile(pk, 95);
  console.log(`\nAll searches (${all.length}): p50 ${fmt(percentile(all, 50))} ms, p95 ${fmt(p95)} ms, p99 ${fmt(percentile(all, 99))} ms, max ${fmt(Math.max(...all))} ms`);
  console.log(`Primary-key lookup (${pk.length}): p50 ${fmt(percentile(pk, 50))} ms, p95 ${fmt(pk95)} ms`);
  console.log(`Ratio of p95s, search / primary-key lookup: ${(p95 / pk95).toFixed(1)}×`);
  console.log(`Goal p95 ≤ 100 ms on PostgreSQL: ${p95 <= 100 ? 'met' : 'NOT met'} (${app.database.kind}).`);
} finally {
  await app.close();
  if (args.reuse) console.log(`Reused: ${args.reuse}`);
  else if (args.keep && database) console.log(`Kept: ${database.url}`);
  else await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
