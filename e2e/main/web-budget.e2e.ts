import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { linkIn } from '../support/mailbox.ts';
import { ADMIN } from '../support/server.ts';
import { kb, measureRoute, WEB_LIMITS, type RouteLoad } from '../support/web-load.ts';

/**
 * Issue 16: what a cold browser downloads for the login page, the password-reset pages and the first screen after
 * sign-in stays within WEB_LIMITS (bench/web.mjs prints the sizes against the budgets, WEB_BUDGETS).
 */
describe('web app size budgets', () => {
  const e2e = useE2E();

  const expectCachedAndCompressed = (load: RouteLoad) => {
    for (const asset of load.assets.filter((a) => a.path.startsWith('/assets/'))) {
      expect(asset.cacheControl, asset.path).toBe('public, max-age=31536000, immutable');
      // Files too small to gain from compression are stored only as they are.
      if (asset.kind !== 'other' && asset.gzip > 1024) expect(asset.contentEncoding, asset.path).toBe('br');
    }
  };

  test(`/login loads at most ${kb(WEB_LIMITS.login)} of gzip JavaScript, all of it compressed and immutable`, async () => {
    const load = await measureRoute(e2e.browser, e2e.server.url, { route: '/login' });
    expect(load.finalPath).toBe('/login');
    expect(load.js.gzip).toBeGreaterThan(0);
    expect(load.js.gzip, `/login: ${kb(load.js.gzip)} gzip JS`).toBeLessThanOrEqual(WEB_LIMITS.login);
    expectCachedAndCompressed(load);
  });

  test(`the password-reset pages load at most ${kb(WEB_LIMITS.passwordReset)} of gzip JavaScript each`, async () => {
    // A real link, so that the page gets past the link check to its form.
    const manager = await e2e.api.createUser('manager');
    const since = e2e.mailbox.messages.length;
    const sent = await e2e.api.call('POST', '/api/change-password/send-link', null, { email: manager.email });
    expect(sent.status).toBe(200);
    const link = new URL(linkIn(await e2e.mailbox.waitFor(manager.email, { since }), `${e2e.server.url}/change-password/`));
    for (const route of ['/change-password', `${link.pathname}${link.search}`]) {
      const load = await measureRoute(e2e.browser, e2e.server.url, { route });
      expect(load.finalPath).toBe(new URL(route, e2e.server.url).pathname);
      expect(load.js.gzip).toBeGreaterThan(0);
      expect(load.js.gzip, `${load.finalPath}: ${kb(load.js.gzip)} gzip JS`).toBeLessThanOrEqual(WEB_LIMITS.passwordReset);
      expectCachedAndCompressed(load);
    }
  });

  test(`the first screen after sign-in loads at most ${kb(WEB_LIMITS.firstScreen)} of gzip JavaScript`, async () => {
    const { secretary } = await e2e.api.createSecretary();
    for (const account of [ADMIN, secretary]) {
      const token = await e2e.api.login(account.email, account.password);
      const me = await e2e.api.me(token);
      const load = await measureRoute(e2e.browser, e2e.server.url, {
        route: '/main',
        session: { token, role: me.role, userId: me.id },
      });
      expect(load.finalPath).not.toBe('/login');
      expect(load.js.gzip, `${load.finalPath}: ${kb(load.js.gzip)} gzip JS`).toBeLessThanOrEqual(WEB_LIMITS.firstScreen);
      expectCachedAndCompressed(load);
    }
  });
});
