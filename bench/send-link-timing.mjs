// send-link timing for registered against unknown e-mail addresses (issue 14, item 8): the request must do the same
// work for both, so its time tells nothing about which addresses have accounts.
//   source scripts/node24.sh; node bench/send-link-timing.mjs [--rounds 200]
// Builds the real app on the embedded PGlite in a temporary DATA_DIR, creates `rounds` users, then sends interleaved
// requests (registered, unknown, registered, …; each address and client address used once, so no limit is hit) and
// prints the median and 90th percentile of each kind and their ratio, measured in this one run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(args.rounds);

const { loadConfig } = await import('../apps/server/src/config.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { users } = await import('../apps/server/src/db/schema.ts');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret', WEB_DIST: '', LOG_LEVEL: 'warn', APP_ROLE: 'api' });
const app = await buildApp(config, { inMemoryDatabase: true, logger: false });
await app.ready();

const known = Array.from({ length: rounds }, (_, i) => `known-${i}@bench.test`);
await app.db.insert(users).values(known.map((email, i) => ({ full_name: `Пользователь ${i}`, email, role: 'secretary' })));

const send = async (email, index) => {
  const started = process.hrtime.bigint();
  const res = await app.inject({
    method: 'POST',
    url: '/api/change-password/send-link',
    payload: { email },
    remoteAddress: `10.${Math.floor(index / 250) % 250}.${index % 250}.1`,
  });
  if (res.statusCode !== 200) throw new Error(`${email}: ${res.statusCode} ${res.body}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
};

// Warm-up (JIT, prepared statements), not counted.
for (let i = 0; i < 20; i++) await send(`warm-${i}@bench.test`, 60_000 + i);

const times = { known: [], unknown: [] };
for (let i = 0; i < rounds; i++) {
  times.known.push(await send(known[i], 2 * i));
  times.unknown.push(await send(`unknown-${i}@bench.test`, 2 * i + 1));
}

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
for (const kind of ['known', 'unknown']) {
  console.log(`${kind.padEnd(8)} median ${quantile(times[kind], 0.5).toFixed(2)} ms, p90 ${quantile(times[kind], 0.9).toFixed(2)} ms`);
}
console.log(`ratio known/unknown: median ${(quantile(times.known, 0.5) / quantile(times.unknown, 0.5)).toFixed(3)}, p90 ${(quantile(times.known, 0.9) / quantile(times.unknown, 0.9)).toFixed(3)}`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
