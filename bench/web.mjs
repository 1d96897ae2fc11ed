// What a cold browser downloads per route of the built web app, against the budgets of issue 16.
//   source scripts/node24.sh; npm run build; node bench/web.mjs
// The real server (apps/server/src/main.ts, compression and caching as in production) serves apps/web/dist; Debian's
// Chromium opens each route with an empty cache. Prints, per route, the JavaScript and CSS transferred (brotli, as
// the browser got it) and as gzip, against WEB_BUDGETS, then each chunk a route loaded.
import { chromium } from 'playwright-core';
import { ApiClient } from '../e2e/support/api.ts';
import { CHROMIUM_ARGS } from '../e2e/support/e2e.ts';
import { ADMIN, startServer } from '../e2e/support/server.ts';
import { kb, measureRoute, WEB_BUDGETS } from '../e2e/support/web-load.ts';

const server = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
let failed = false;
try {
  const api = new ApiClient(server.url);
  const { secretary, manager } = await api.createSecretary();
  const session = async (account) => {
    const token = await api.login(account.email, account.password);
    const me = await api.me(token);
    return { token, role: me.role, userId: me.id };
  };
  const specs = [
    { label: '/login', route: '/login', budget: WEB_BUDGETS.login },
    { label: '/change-password', route: '/change-password', budget: WEB_BUDGETS.login },
    // A made-up link: the page and its code are those of a real one (the server then calls it spent).
    { label: 'reset link', route: '/change-password/bench?token=bench&email=bench%40example.org', budget: WEB_BUDGETS.login },
    { label: 'first screen, admin', route: '/main', session: await session(ADMIN), budget: WEB_BUDGETS.firstScreen },
    { label: 'first screen, secretary', route: '/main', session: await session(secretary), budget: WEB_BUDGETS.firstScreen },
    { label: 'first screen, manager', route: '/main', session: await session(manager), budget: WEB_BUDGETS.firstScreen },
  ];
  const loads = [];
  console.log(`${'route'.padEnd(42)} ${'JS gzip'.padStart(10)} ${'budget'.padStart(10)}  ${'JS br'.padStart(10)} ${'CSS gzip'.padStart(10)}  files  immutable`);
  for (const spec of specs) {
    const load = await measureRoute(browser, server.url, spec);
    loads.push({ spec, load });
    const hashed = load.assets.filter((a) => a.path.startsWith('/assets/'));
    const immutable = hashed.every((a) => a.cacheControl === 'public, max-age=31536000, immutable');
    const over = load.js.gzip > spec.budget;
    failed ||= over;
    console.log(
      `${`${spec.label} → ${load.finalPath}`.padEnd(42)} ${kb(load.js.gzip).padStart(10)} ${kb(spec.budget).padStart(10)}${over ? '!' : ' '} ` +
        `${kb(load.js.transferred).padStart(10)} ${kb(load.css.gzip).padStart(10)}  ${String(load.assets.length).padStart(5)}  ${immutable ? 'yes' : 'NO'}`,
    );
  }
  for (const { spec, load } of loads) {
    console.log(`\n${spec.label} → ${load.finalPath}: chunks (gzip / as transferred, ${load.assets[0]?.contentEncoding ?? '-'})`);
    for (const asset of load.assets) {
      console.log(`  ${kb(asset.gzip).padStart(9)} ${kb(asset.transferred).padStart(9)}  ${asset.path}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.log('\nover budget (!)');
  process.exitCode = 1;
}
