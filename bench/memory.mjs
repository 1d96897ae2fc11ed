// Resident memory of an idle server on the embedded database (issue 26): main.ts as its own process, with the Node
// flags of the Dockerfile's CMD and the malloc settings of its ENV, in a fresh DATA_DIR (PGlite, APP_ROLE=all, the
// web app served); stopped once the database is made, started again on it (as every later start), one sign-in,
// then 30 s of nothing; RSS from /proc.
//   source scripts/node24.sh; node bench/memory.mjs [--idle 30] [--imports]
// Goal: ≤ 300 MB. The baseline printed beside it is a bare Node process that only listens on a port (the runtime's
// own share). --imports also prints what each group of the server's imports adds, in a process of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { idle: { type: 'string', default: '30' }, imports: { type: 'boolean', default: false }, 'import-step': { type: 'boolean', default: false } },
});
const root = path.resolve(import.meta.dirname, '..');
const MB = 1024 * 1024;

if (args['import-step']) await importSteps();
else await measure();

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: (kb('VmRSS') * 1024) / MB, anon: (kb('RssAnon') * 1024) / MB, file: (kb('RssFile') * 1024) / MB };
}

async function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUp(url, child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/** The Node flags the container runs the server with: CMD ["node", …flags, "apps/server/src/main.ts"]. */
function dockerNodeFlags() {
  const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(root, 'Dockerfile'), 'utf8'))?.[1];
  const argv = cmd ? JSON.parse(cmd) : [];
  return argv.slice(1, -1);
}

/** The malloc settings of the Dockerfile's ENV (MALLOC_ARENA_MAX…): part of how the container runs the server. */
function dockerMallocEnv() {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  return Object.fromEntries([...dockerfile.matchAll(/\b(MALLOC_[A-Z_]+)=(\S+)/g)].map(([, name, value]) => [name, value]));
}

function startServer(dataDir, port, password) {
  return spawn(process.execPath, [...dockerNodeFlags(), path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      ...dockerMallocEnv(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'memory@example.com',
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
      APP_ROLE: 'all',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function measure() {
  const idleSeconds = Number(args.idle);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-memory-'));
  const port = await freePort();
  const password = 'memory-bench-password';
  const base = `http://127.0.0.1:${port}`;
  let child = startServer(dataDir, port, password);
  try {
    await waitUp(`${base}/healthz`, child);
    const firstStart = rssOf(child.pid);
    await stop(child);
    child = startServer(dataDir, port, password);
    await waitUp(`${base}/healthz`, child);
    const started = rssOf(child.pid);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'memory@example.com', password }),
    });
    if (!login.ok) throw new Error(`sign-in: HTTP ${login.status}`);
    const { token } = (await login.json()).data;
    const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    if (!me.ok) throw new Error(`/api/me: HTTP ${me.status}`);
    const signedIn = rssOf(child.pid);
    await sleep(idleSeconds * 1000);
    const idle = rssOf(child.pid);
    const baseline = await bareNodeRss();
    const line = (label, m) =>
      `  ${label.padEnd(34)} RSS ${m.rss.toFixed(0).padStart(4)} MB  (anonymous ${m.anon.toFixed(0)} MB, files ${m.file.toFixed(0)} MB)`;
    const malloc = Object.entries(dockerMallocEnv()).map(([name, value]) => `${name}=${value} `).join('');
    console.log(`server on the embedded database (${malloc}node ${dockerNodeFlags().join(' ')} main.ts, APP_ROLE=all), ${os.cpus().length} CPUs:`);
    console.log(line('first start (makes the database)', firstStart));
    console.log(line('started again', started));
    console.log(line('after one sign-in and /api/me', signedIn));
    console.log(line(`after ${idleSeconds} s idle`, idle));
    console.log(line('baseline: bare node listening', baseline));
    console.log(`\nidle RSS ${idle.rss.toFixed(0)} MB = ×${(idle.rss / baseline.rss).toFixed(1)} of bare node; goal ≤ 300 MB: ${idle.rss <= 300 ? 'met' : 'not met'}`);
    if (args.imports) await printImportSteps();
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bareNodeRss() {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  try {
    await waitUp(`http://127.0.0.1:${port}/`, child);
    await sleep(500);
    return rssOf(child.pid);
  } finally {
    child.kill();
  }
}

/** A child that imports the server's heavy parts one group at a time and reports the RSS after each. */
async function printImportSteps() {
  const child = spawn(process.execPath, [import.meta.filename, '--import-step'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await new Promise((resolve) => child.once('exit', resolve));
}

async function importSteps() {
  const steps = [
    ['fastify', () => import('fastify')],
    ['drizzle-orm + pg', () => Promise.all([import('drizzle-orm'), import('pg')])],
    ['@electric-sql/pglite', () => import('@electric-sql/pglite')],
    ['pg-boss', () => import('pg-boss')],
    ['nodemailer', () => import('nodemailer')],
    ['the app (app.ts, every module)', () => import('../apps/server/src/app.ts')],
    ['pdfkit', () => import('pdfkit')],
    ['docx', () => import('docx')],
  ];
  let before = rssOf(process.pid).rss;
  console.log(`\nwhat each import adds (RSS, a process of its own; starts at ${before.toFixed(0)} MB):`);
  for (const [label, load] of steps) {
    try {
      await load();
    } catch (error) {
      console.log(`  ${label.padEnd(34)} not loaded: ${error.message}`);
      continue;
    }
    globalThis.gc?.();
    const now = rssOf(process.pid).rss;
    console.log(`  ${label.padEnd(34)} +${(now - before).toFixed(0).padStart(3)} MB  → ${now.toFixed(0)} MB`);
    before = now;
  }
}
