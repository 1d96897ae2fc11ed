// 100 concurrent users against the embedded database and against PostgreSQL, side by side, in the same run.
//   source scripts/node24.sh; node bench/concurrency.mjs [--users 100 --seconds 20
//                                                        --database-url postgres://…/server_db_to_create_in]
// Each user, without think time, lists protocols, opens one, and every fifth step creates one (a write). Each
// server is the real main.ts in its own process (temporary DATA_DIR); for PostgreSQL a fresh database is made on
// --database-url's server (default the local one) and dropped. Prints p50/p95/p99/max latency and the longest
// pause (the longest stretch in which no request finished), the embedded database's figures as a ratio of
// PostgreSQL's (the baseline: same machine, same run) and the machine's load average (other work skews both).
// Goal (issue 25): p99 <= 1 s and no pause over 2 s on the embedded database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ServerProcess, freePort } from '../apps/server/src/test/server-process.ts';
import { createTestDatabase } from '../apps/server/src/test/app.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
  },
});
const users = Number(args.users);
const seconds = Number(args.seconds);

async function measure(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-concurrency-'));
  const server = new ServerProcess(dataDir, await freePort(), env);
  try {
    await server.start();
    const token = await server.secretaryToken();
    const created = await server.call('POST', '/api/protocols', token, { theme: 'Нагрузка', event_date: '2026-11-10' });
    const someId = created.json.data.id;
    const latencies = [];
    const finishedAt = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const timed = async (method, url, body) => {
      const t0 = performance.now();
      const { status } = await server.call(method, url, token, body);
      const t1 = performance.now();
      if (status >= 400) errors += 1;
      latencies.push(t1 - t0);
      finishedAt.push(t1);
    };
    await Promise.all(
      Array.from({ length: users }, async (_, user) => {
        for (let step = 0; performance.now() < deadline; step++) {
          if (step % 5 === 4) await timed('POST', '/api/protocols', { theme: `Пользователь ${user}, шаг ${step}`, event_date: '2026-11-10' });
          else if (step % 2 === 0) await timed('GET', '/api/protocols?page=1');
          else await timed('GET', `/api/protocols/${someId}`);
        }
      }),
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    finishedAt.sort((a, b) => a - b);
    let pause = finishedAt[0] - started;
    for (let i = 1; i < finishedAt.length; i++) pause = Math.max(pause, finishedAt[i] - finishedAt[i - 1]);
    const total = (performance.now() - started) / 1000;
    return { label, requests: latencies.length, rps: latencies.length / total, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1), pause, errors };
  } finally {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure('embedded (PGlite)', {})];
const database = await createTestDatabase(args['database-url']);
try {
  results.push(await measure('PostgreSQL', { DATABASE_URL: database.url }));
} finally {
  await database.drop();
}
const ms = (value) => `${value.toFixed(0)} ms`.padStart(9);
console.log(`${users} users, ${seconds} s each, no think time; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores`);
console.log(`${'database'.padEnd(20)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)} ${'pause'.padStart(9)} errors`);
for (const r of results) {
  console.log(`${r.label.padEnd(20)} ${String(r.requests).padStart(8)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${ms(r.pause)} ${r.errors}`);
}
const [embedded, postgres] = results;
const ratio = (key) => (embedded[key] / postgres[key]).toFixed(2);
console.log(`embedded / PostgreSQL: req/s ${ratio('rps')}×, p50 ${ratio('p50')}×, p99 ${ratio('p99')}×, max ${ratio('max')}×`);
console.log(`embedded: p99 ${(embedded.p99 / 1000).toFixed(2)} s (goal <= 1 s), longest pause ${(embedded.pause / 1000).toFixed(2)} s (goal <= 2 s)`);
