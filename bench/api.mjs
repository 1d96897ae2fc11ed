// Sign-in, the current user and a page of protocols against a bare Fastify "hello" route, over real HTTP with
// autocannon.
//   source scripts/node24.sh; DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/api.mjs \
//     [--duration 5 --connections 100 --protocols 10000 --profile]
// Goal (issue 16, on PostgreSQL): GET /api/me and GET /api/protocols?limit=15 (a secretary with 10 000 protocols) at
// ≥ ×0.25 of the hello route, p99 ≤ 50 ms at 100 connections. Each route's line also gives the CPU time per
// request of the server process, of the PostgreSQL backends of its database (from /proc) and of autocannon: on a
// small machine their sum bounds the throughput, and unlike req/s it hardly moves with the machine's other load.
// --profile takes a CPU profile of the server during each route alone, prints where its time went, and keeps the
// .cpuprofile files (Chrome DevTools, speedscope). Its times are wall time between samples: on a machine whose cores
// are all busy, a socket write that wakes PostgreSQL or the client collects the time the server then waited for a core
// (issue 26: "writev" 30–40 % of the list's profile while /proc gave the kernel 12 % of its CPU time).
// The session of a token and the first page are kept in memory until the data changes (db/data-changes.ts), so the
// measured routes answer from memory after their first request; GET /api/protocols?limit=15&page=… asks for every
// page in turn, more than are kept, so that each is read from the database: the list's cost right after a change.
// GET /same-as-list (bare) answers the list's own bytes and headers from the bare server: the part of the list's
// distance to the hello route that is the size of its answer alone (not the goal's baseline).
// A child process serves both (the real app from buildApp on the embedded PGlite in a temporary DATA_DIR, or in a
// fresh database made on the PostgreSQL server of DATABASE_URL and dropped afterwards; and a bare Fastify server), so that autocannon in this process does not share their event loop. Prints req/s and
// latency of each route and its ratio to the hello route, measured in the same run (before and after).
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshPostgresDatabase } from './fresh-database.mjs';

const { values: args } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '100' },
    protocols: { type: 'string', default: '10000' },
    profile: { type: 'boolean', default: false },
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
  // With DATABASE_URL: a new empty database on that server (so the bench admin is the only user).
  const databaseName = `bench_${Date.now()}_${process.pid}`;
  const database = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL, databaseName) : null;
  const config = loadConfig({
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
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
  const secretaryToken = await seedSecretary(app, Number(args.protocols));

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  // The list's own answer (its bytes and headers, taken once from the app) from a bare route: what the response's
  // size alone costs the server and the client, apart from the app's work.
  const sample = await app.inject({ method: 'GET', url: '/api/protocols?limit=15', headers: { authorization: `Bearer ${secretaryToken}` } });
  const sampleHeaders = Object.entries(sample.headers).filter(([name]) => !['date', 'content-length', 'connection', 'keep-alive'].includes(name));
  hello.get('/same-as-list', (_request, reply) => {
    for (const [name, value] of sampleHeaders) reply.header(name, value);
    reply.send(sample.body);
  });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });

  process.send({ appUrl, helloUrl, token, secretaryToken, database: app.database.kind, databaseName: database ? databaseName : null });
  const { Session } = await import('node:inspector/promises');
  let profiler = null;
  let cpuBefore = null;
  process.on('message', async (message) => {
    // Around each measured route: this process's CPU time, and with --profile a CPU profile of just that route.
    if (message.type === 'begin') {
      if (message.profile) {
        profiler = new Session();
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      cpuBefore = process.cpuUsage();
      process.send({ type: 'begun' });
      return;
    }
    if (message.type === 'end') {
      const cpu = process.cpuUsage(cpuBefore);
      let profileFile = null;
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        profiler = null;
        profileFile = message.profile;
        writeFileSync(profileFile, JSON.stringify(profile));
      }
      process.send({ type: 'ended', cpuMs: (cpu.user + cpu.system) / 1000, systemMs: cpu.system / 1000, profileFile });
      return;
    }
    await hello.close();
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** A secretary (under a manager) with `count` protocols, two members each, made by one INSERT … SELECT; its token. */
async function seedSecretary(app, count) {
  const { sql } = await import('drizzle-orm');
  const run = (query) => app.db.execute(query).then((result) => result.rows ?? result);
  const [manager] = await run(sql`INSERT INTO users (full_name, email, role) VALUES ('Руководитель', 'bench-manager@example.com', 'manager') RETURNING id`);
  const [secretary] = await run(sql`INSERT INTO users (full_name, email, role, manager_id)
    VALUES ('Секретарь', 'bench-secretary@example.com', 'secretary', ${manager.id}) RETURNING id`);
  await run(sql`INSERT INTO protocols (secretary_id, protocol_number, theme, agenda, event_date, director_id, created_at)
    SELECT ${secretary.id}, g, 'Совещание ' || g, 'Повестка ' || g, DATE '2026-01-01' + (g % 300), ${manager.id},
           now() - g * interval '1 minute'
    FROM generate_series(1, ${count}::int) g`);
  await run(sql`INSERT INTO protocol_members (protocol_id, member_id)
    SELECT p.id, u.id FROM protocols p CROSS JOIN (VALUES (${manager.id}::int), (${secretary.id}::int)) u(id)
    WHERE p.secretary_id = ${secretary.id}`);
  // As autovacuum leaves a table some time after such a load (visibility map set, so counts of members are read from
  // the index alone; the secretary's statistics row without 10 000 dead versions): the steady state, not the load.
  await run(sql`VACUUM ANALYZE`);
  return (await app.tokens.issue(secretary.id)).token;
}


/** CPU time (ms) of each PostgreSQL backend serving the database `name`, by process id, read from /proc. */
function postgresCpuMs(name) {
  const byPid = new Map();
  if (!name) return byPid;
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres: ') || !cmdline.includes(` ${name} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * tick); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** CPU time (ms) the backends spent since `before` (a backend that ended meanwhile is not counted). */
function postgresCpuSince(name, before) {
  let total = 0;
  for (const [pid, ms] of postgresCpuMs(name)) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Parent: autocannon against each route in turn. */
async function measure() {
  const { default: autocannon } = await import('autocannon');
  const profileDir = args.profile ? mkdtempSync(path.join(os.tmpdir(), 'protocolist-profile-')) : null;
  const child = fork(import.meta.filename, ['--serve', '--protocols', args.protocols], { stdio: 'inherit' });
  const { appUrl, helloUrl, token, secretaryToken, database, databaseName } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const ask = (message, answer) =>
    new Promise((resolve) => {
      const onMessage = (reply) => {
        if (reply.type !== answer) return;
        child.off('message', onMessage);
        resolve(reply);
      };
      child.on('message', onMessage);
      child.send(message);
    });

  const profiles = [];
  const run = async (label, options) => {
    const profileFile = profileDir ? path.join(profileDir, `${profiles.length}.cpuprofile`) : null;
    await ask({ type: 'begin', profile: Boolean(profileFile) }, 'begun');
    const postgresBefore = postgresCpuMs(databaseName);
    const clientBefore = process.cpuUsage();
    const result = await autocannon({ duration, connections, ...options });
    const client = process.cpuUsage(clientBefore);
    const postgresMs = postgresCpuSince(databaseName, postgresBefore);
    const { cpuMs: serverMs, systemMs: serverSystemMs } = await ask({ type: 'end', profile: profileFile }, 'ended');
    if (profileFile) profiles.push({ label, file: profileFile });
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${label}: ${bad} failed responses of ${result.requests.total}`);
    const row = { label, rps: result.requests.average, avg: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 };
    // CPU per request of each party: on a small machine their sum, not the server alone, bounds the throughput.
    const perRequest = (ms) => ((ms * 1000) / Math.max(1, result.requests.total)).toFixed(0);
    console.log(
      `  ${label.padEnd(52)} ${row.rps.toFixed(0).padStart(7)} req/s   latency avg ${row.avg.toFixed(2)} ms, ` +
        `p50 ${row.p50} ms, p99 ${row.p99} ms   CPU µs/request: server ${perRequest(serverMs)} (kernel ${perRequest(serverSystemMs)}), ` +
        `PostgreSQL ${perRequest(postgresMs)}, client ${perRequest((client.user + client.system) / 1000)}`,
    );
    return row;
  };

  console.log(
    `${duration} s each, ${connections} connections; app on ${database}, ${args.protocols} protocols, ${os.cpus().length} CPUs\n`,
  );
  const bearer = (value) => ({ authorization: `Bearer ${value}`, accept: 'application/json' });
  try {
    const helloBefore = await run('GET /hello (bare Fastify)', { url: `${helloUrl}/hello` });
    const me = await run('GET /api/me', { url: `${appUrl}/api/me`, headers: bearer(token) });
    const list = await run('GET /api/protocols?limit=15', {
      url: `${appUrl}/api/protocols?limit=15`,
      headers: bearer(secretaryToken),
    });
    // Every page in turn, one request after another, more pages than answers are kept (http/kept-answers.ts): each is
    // read from the database, as after a change to the data.
    const pages = Math.max(1, Math.ceil(Number(args.protocols) / 15));
    let nextPage = 0;
    const unkept = await run('GET /api/protocols?limit=15&page=… (each read anew)', {
      url: appUrl,
      headers: bearer(secretaryToken),
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/protocols?limit=15&page=${(nextPage++ % pages) + 1}` }) }],
    });
    const sameAsList = await run('GET /same-as-list (bare)', { url: `${helloUrl}/same-as-list` });
    // POST /api/login is not measured: sign-in is limited per address (issue 14), so one client gets 429s.
    const helloAfter = await run('GET /hello (again)', { url: `${helloUrl}/hello` });
    const helloRps = (helloBefore.rps + helloAfter.rps) / 2;
    console.log(`\nthroughput relative to the hello route (mean of both runs, ${helloRps.toFixed(0)} req/s):`);
    for (const row of [me, list, unkept]) {
      const slower = row.rps > 0 ? `${(helloRps / row.rps).toFixed(1)} times slower` : 'no response finished in the run';
      console.log(`  ${row.label.padEnd(52)} ×${(row.rps / helloRps).toFixed(4)}  (${slower})`);
    }
    // Not the goal's baseline: how much of the list's distance to the hello route is its 12 kB answer alone.
    console.log(
      `  ${sameAsList.label.padEnd(52)} ×${(sameAsList.rps / helloRps).toFixed(4)}  (the list's bytes and headers, no app work; ` +
        `the list at ×${(list.rps / sameAsList.rps).toFixed(3)} of it)`,
    );
    console.log('\ngoal ×0.25 and p99 ≤ 50 ms:');
    for (const row of [me, list]) {
      const ratio = row.rps / helloRps;
      console.log(`  ${row.label.padEnd(52)} ${ratio >= 0.25 ? 'met' : 'not met'} (×${ratio.toFixed(3)}), p99 ${row.p99} ms ${row.p99 <= 50 ? 'met' : 'not met'}`);
    }
  } finally {
    child.send({ type: 'stop' });
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (profileDir) {
    for (const { label, file } of profiles) printProfile(label, file);
    console.log(`\nthe profiles (one per route, for Chrome DevTools or speedscope): ${profileDir}`);
  }
}

/** Self time of the server process by package (or source folder), then the hottest functions. */
function printProfile(label, file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  }
  const where = (url) => {
    if (!url) return '(native)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return pkg[1];
    const own = /\/(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)/.exec(url);
    if (own) return own[1];
    return url.startsWith('node:') ? url : path.basename(url);
  };
  const groups = new Map();
  const functions = new Map();
  let total = 0;
  for (const [id, time] of self) {
    const { callFrame } = byId.get(id);
    const group = callFrame.url ? where(callFrame.url) : callFrame.functionName || '(native)';
    groups.set(group, (groups.get(group) ?? 0) + time);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
    functions.set(fn, (functions.get(fn) ?? 0) + time);
    total += time;
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`\n${label}: server CPU profile (${(total / 1e6).toFixed(1)} s sampled), self time by where the code lives:`);
  for (const [name, time] of top(groups, 14)) console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  console.log('hottest functions:');
  for (const [name, time] of top(functions, 12)) console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
}
