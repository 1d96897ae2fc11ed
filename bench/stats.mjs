// Statistics endpoints against the health check, on a large organisation.
//   source scripts/node24.sh; node bench/stats.mjs [--secretaries 50 --protocols 2000 --tasks 10 --meetings 400
//                                                    --rounds 61 --reuse --write-cost]
// Starts the real app (buildApp) on PostgreSQL when DATABASE_URL is set, else on the embedded PGlite in a temporary
// DATA_DIR (whose default seed is smaller: 10 secretaries × 500 protocols), seeds it with set-based SQL (--reuse:
// keep the organisation an earlier run left in DATABASE_URL), then prints for each stats endpoint the median and
// the fastest of its requests and the ratio of its median to that of GET /healthz measured in the same rounds, over
// HTTP (the figure the ×10 goal is judged by) and through app.inject (no network, which leaves the database work
// alone against a near-free health check). --write-cost also times task status changes with and without the
// statistics triggers.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { findOrganisation, seedOrganisation, statusChangeCost } from './stats-seed.mjs';

const { values: args } = parseArgs({
  options: {
    secretaries: { type: 'string' },
    protocols: { type: 'string' },
    tasks: { type: 'string', default: '10' },
    meetings: { type: 'string' },
    rounds: { type: 'string', default: '61' },
    reuse: { type: 'boolean', default: false },
    'write-cost': { type: 'boolean', default: false },
  },
});
const onPostgres = Boolean(process.env.DATABASE_URL);
const size = {
  secretaries: Number(args.secretaries ?? (onPostgres ? 50 : 10)),
  protocols: Number(args.protocols ?? (onPostgres ? 2000 : 500)),
  tasks: Number(args.tasks),
  meetings: Number(args.meetings ?? (onPostgres ? 400 : 100)),
};
const rounds = Number(args.rounds);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
  WEB_DIST: '',
  LOG_LEVEL: 'warn',
  APP_ROLE: 'api',
});
const app = await buildApp(config, { logger: false });
await app.ready();

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function organisation() {
  const found = args.reuse ? await findOrganisation(app.database) : null;
  if (found) {
    console.log(`${app.database.kind}: reusing ${found.secretaryIds.length} secretaries, ${found.tasks} tasks`);
    return found;
  }
  const tasks = (size.secretaries * size.protocols * size.tasks).toLocaleString('en');
  console.log(
    `${app.database.kind}: ${size.secretaries} secretaries × ${size.protocols} protocols × ${size.tasks} tasks ` +
      `(${tasks} tasks), ${size.meetings} meetings each; seeding…`,
  );
  return seedOrganisation(app.database, size);
}

try {
  const seeded = await organisation();
  const manager = (await app.tokens.issue(seeded.managerId)).token;
  const secretaryId = seeded.secretaryIds[0];
  const secretary = (await app.tokens.issue(secretaryId)).token;
  const month = new Date().toISOString().slice(0, 7);
  const meetingsRange = `start_date_at=${month}-01&end_date_at=${month}-28`;
  const targets = [
    ['GET /api/stats/manager/all', '/api/stats/manager/all', manager],
    ['GET /api/stats/manager/secretaries', '/api/stats/manager/secretaries', manager],
    ['GET /api/stats/secretary/meetings', `/api/stats/secretary/meetings?${meetingsRange}`, secretary],
    ['GET /api/stats/secretary/{id}/entities', `/api/stats/secretary/${secretaryId}/entities`, secretary],
    ['GET /api/stats/secretary/{id}/tasks', `/api/stats/secretary/${secretaryId}/tasks?month=${month}`, secretary],
  ];

  const listening = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = (token) => (token ? { authorization: `Bearer ${token}` } : {});
  const transports = {
    HTTP: async (url, token) => {
      const res = await fetch(`${listening}${url}`, { headers: headers(token) });
      await res.arrayBuffer();
      return res.status;
    },
    'app.inject': async (url, token) => (await app.inject({ method: 'GET', url, headers: headers(token) })).statusCode,
  };

  let worst = 0;
  for (const [transport, send] of Object.entries(transports)) {
    const timeOnce = async (url, token) => {
      const started = performance.now();
      const status = await send(url, token);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      return performance.now() - started;
    };
    for (const [, url, token] of targets) for (let i = 0; i < 3; i++) await timeOnce(url, token);
    // Each round times every endpoint right after a health check, so that a burst of load on this machine
    // falls on all of them alike.
    const health = targets.map(() => []);
    const endpoint = targets.map(() => []);
    for (let round = 0; round < rounds; round++) {
      for (const [i, [, url, token]] of targets.entries()) {
        health[i].push(await timeOnce('/healthz'));
        endpoint[i].push(await timeOnce(url, token));
      }
    }
    console.log(`\n${transport}: ${rounds} rounds, median (fastest) per endpoint, ratio of medians to /healthz`);
    for (const [i, [label]] of targets.entries()) {
      const ratio = median(endpoint[i]) / median(health[i]);
      if (transport === 'HTTP') worst = Math.max(worst, ratio);
      console.log(
        `  ${label.padEnd(40)} ${median(endpoint[i]).toFixed(2).padStart(7)} ms (${Math.min(...endpoint[i]).toFixed(2)})` +
          `   healthz ${median(health[i]).toFixed(3)} ms (${Math.min(...health[i]).toFixed(3)})   ×${ratio.toFixed(1)}`,
      );
    }
  }
  console.log(`\nworst HTTP ratio ×${worst.toFixed(1)} (${worst < 10 ? 'under' : 'NOT under'} ×10)`);

  if (args['write-cost']) {
    const cost = await statusChangeCost(app.database, secretaryId);
    console.log(
      `task status change (UPDATE task + INSERT change record), median: ${cost.without.toFixed(2)} ms without the ` +
        `statistics triggers, ${cost.withTriggers.toFixed(2)} ms with them`,
    );
  }
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
