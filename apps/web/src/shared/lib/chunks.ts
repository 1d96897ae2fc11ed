import { useEffect } from 'react';

/**
 * The code the signed-in app loads on demand (pages, dialogs, toasts, charts). Each lazy part registers its loader
 * here; once the first screen is up, `prefetchChunks` loads them all in the background (issue 23), so that going
 * offline later does not leave a dialog, a toast or a page without its code. A loaded module stays in the
 * browser's module map: a later `import()` of it needs no network.
 */
const loaders = new Set<() => Promise<unknown>>();

export function registerChunk(load: () => Promise<unknown>): void {
  loaders.add(load);
}

/** Loads every registered part and `more`, one after another (a background task, not a burst); failures are left for later. */
export async function prefetchChunks(more: readonly (() => Promise<unknown>)[] = []): Promise<void> {
  for (const load of more) await load().catch(() => undefined);
  // Parts registered by the modules just loaded (a page's charts) are in the set now.
  for (const load of [...loaders]) await load().catch(() => undefined);
}

/** Runs `prefetch` once the first screen has been up for a while and the browser is idle. */
export function usePrefetchAfterFirstScreen(prefetch: () => void, delayMs: number): void {
  useEffect(() => {
    let idle = 0;
    const timer = window.setTimeout(() => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(prefetch, { timeout: 2_000 }) : window.setTimeout(prefetch, 0);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      if (idle && window.cancelIdleCallback) window.cancelIdleCallback(idle);
    };
    // Once per mount of the signed-in area.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
