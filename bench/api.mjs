// Sign-in and the current user against a bare Fastify "hello" route, over real HTTP with autocannon.
//   source scripts/node24.sh; node bench/api.mjs [--duration 5 --connections 10]
// A child process serves both (the real app from buildApp on the embedded PGlite in a temporary DATA_DIR, or in a
// fresh database made on the PostgreSQL server of DATABASE_URL and dropped afterwards; and a bare Fastify server), so that autocannon in this process does not share their event loop. Prints req/s and
// latency of each route and its ratio to the hello route, measured in the same run (before and after).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});

const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-password';

if (args.serve) await serve();
else await measure();

/** Child: the real app and the hello server on random ports; reports them (and a token) to the parent. */
async function serve() {
  const { default: Fastify } = await import('fastify');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { bootstrapAdmin } = await import('../apps/server/src/modules/users/bootstrap-admin.ts');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-bench-'));
  const database = await freshPostgresDatabase();
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    APP_ROLE: 'api',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  const app = await buildApp(config, { logger: false });
  await bootstrapAdmin(app);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const token = login.json().data.token;

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  process.send({ appUrl, helloUrl, token, database: app.database.kind });
  process.on('message', async () => {
    await hello.close();
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** With DATABASE_URL: a new empty database on that server (so the bench admin is the only user). */
async function freshPostgresDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const { default: pg } = await import('pg');
  const name = `bench_${Date.now()}_${process.pid}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Parent: autocannon against each route in turn. */
async function measure() {
  const { default: autocannon } = await import('autocannon');
  const child = fork(import.meta.filename, ['--serve'], { stdio: 'inherit' });
  const { appUrl, helloUrl, token, database } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const duration = Number(args.duration);
  const connections = Number(args.connections);

  const run = async (label, options) => {
    const result = await autocannon({ duration, connections, ...options });
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${label}: ${bad} failed responses of ${result.requests.total}`);
    const row = { label, rps: result.requests.average, avg: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 };
    console.log(
      `  ${label.padEnd(28)} ${row.rps.toFixed(0).padStart(7)} req/s   latency avg ${row.avg.toFixed(2)} ms, ` +
        `p50 ${row.p50} ms, p99 ${row.p99} ms`,
    );
    return row;
  };

  console.log(`${duration} s each, ${connections} connections; app on ${database}, ${os.cpus().length} CPUs\n`);
  try {
    const helloBefore = await run('GET /hello (bare Fastify)', { url: `${helloUrl}/hello` });
    const me = await run('GET /api/me', { url: `${appUrl}/api/me`, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    const login = await run('POST /api/login', {
      url: `${appUrl}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const helloAfter = await run('GET /hello (again)', { url: `${helloUrl}/hello` });
    const helloRps = (helloBefore.rps + helloAfter.rps) / 2;
    console.log(`\nthroughput relative to the hello route (mean of both runs, ${helloRps.toFixed(0)} req/s):`);
    for (const row of [me, login]) {
      console.log(`  ${row.label.padEnd(28)} ×${(row.rps / helloRps).toFixed(4)}  (${(helloRps / row.rps).toFixed(1)} times slower)`);
    }
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
