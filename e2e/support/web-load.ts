import { request } from 'node:http';
import type { Browser } from 'playwright-core';

/** Budgets of issue 16 for the JavaScript a route loads, counted as gzip bytes. */
export const WEB_BUDGETS = {
  /** /login and the other guest pages (/change-password, a reset link) on a cold cache. */
  login: 150 * 1024,
  /** The role's first page right after sign-in, on a cold cache (everything from index.html on). */
  firstScreen: 350 * 1024,
} as const;

/**
 * What CI enforces (e2e/main/web-budget.e2e.ts). /login reached 139.5 KB in issue 16: its limit keeps it well
 * below the budget with room for a small change, so that growth shows long before the budget is at stake. The
 * password-reset pages and the first screens are held to the budgets themselves.
 */
export const WEB_LIMITS = {
  login: 145 * 1024,
  passwordReset: WEB_BUDGETS.login,
  firstScreen: WEB_BUDGETS.firstScreen,
} as const;

export interface LoadedAsset {
  /** Path on the server, e.g. /assets/index-AbC123.js. */
  path: string;
  kind: 'js' | 'css' | 'other';
  /** Bytes the browser received for the body (with its own Accept-Encoding, brotli here). */
  transferred: number;
  /** Bytes of the same file sent as gzip (Accept-Encoding: gzip). */
  gzip: number;
  contentEncoding: string | null;
  cacheControl: string | null;
}

export interface RouteLoad {
  route: string;
  finalPath: string;
  assets: LoadedAsset[];
  js: { transferred: number; gzip: number };
  css: { transferred: number; gzip: number };
}

export interface RouteSpec {
  route: string;
  /** Stored session (what the app keeps in localStorage after sign-in); a guest page without one. */
  session?: { token: string; role: string; userId: number };
}

/** Body size and headers of one GET with the given Accept-Encoding, the body left compressed. */
function rawGet(url: string, acceptEncoding: string): Promise<{ bytes: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Opens `route` in a fresh browser context (empty cache) and waits until no new resource has loaded for a while
 * (lazy route chunks included). Every same-origin resource is then fetched once more as gzip for the budget.
 */
export async function measureRoute(browser: Browser, baseUrl: string, spec: RouteSpec): Promise<RouteLoad> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  try {
    if (spec.session) {
      await context.addInitScript((session) => {
        localStorage.setItem('token', session.token);
        localStorage.setItem('role', session.role);
        localStorage.setItem('userId', String(session.userId));
      }, spec.session);
    }
    const page = await context.newPage();
    const seen = new Map<string, { transferred: number; contentEncoding: string | null; cacheControl: string | null }>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseUrl).origin || url.pathname.startsWith('/api/')) return;
      const headers = await response.allHeaders();
      const sizes = await response.request().sizes().catch(() => null);
      seen.set(url.pathname, {
        transferred: sizes?.responseBodySize ?? 0,
        contentEncoding: headers['content-encoding'] ?? null,
        cacheControl: headers['cache-control'] ?? null,
      });
    });
    await page.goto(spec.route, { waitUntil: 'load' });
    // Settled: the resource count has not changed for a second.
    let count = -1;
    for (let stable = 0; stable < 5; ) {
      await page.waitForTimeout(200);
      const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
      stable = now === count ? stable + 1 : 0;
      count = now;
    }
    const finalPath = new URL(page.url()).pathname;
    await page.close();

    const assets: LoadedAsset[] = [];
    for (const [path, info] of seen) {
      const gzip = await rawGet(new URL(path, baseUrl).toString(), 'gzip');
      const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : 'other';
      assets.push({ path, kind, gzip: gzip.bytes, ...info });
    }
    assets.sort((a, b) => b.gzip - a.gzip);
    const sum = (kind: LoadedAsset['kind']) => ({
      transferred: assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.transferred, 0),
      gzip: assets.filter((a) => a.kind === kind).reduce((s, a) => s + a.gzip, 0),
    });
    return { route: spec.route, finalPath, assets, js: sum('js'), css: sum('css') };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
