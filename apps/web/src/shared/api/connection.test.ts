import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reconnect } from './connection';

/** A fresh copy of the module in a stand-in browser whose /healthz answers while `reachable()`. */
async function browser(reachable: () => boolean) {
  vi.resetModules();
  vi.useFakeTimers();
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('fetch', async () => {
    if (!reachable()) throw new TypeError('Failed to fetch');
    return new Response('ok');
  });
  const connection = await import('./connection');
  const heard: Reconnect[] = [];
  connection.onReconnect((reconnect) => heard.push(reconnect));
  return { window, connection, heard };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the connection comes back', () => {
  it('unconfirmed when only the request that failed saw it down: the first probe of /healthz answered', async () => {
    const { connection, heard } = await browser(() => true);
    connection.reportConnectionLost();
    expect(connection.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(connection.isOnline()).toBe(true);
    expect(heard).toEqual([{ confirmed: false }]);
  });

  it('confirmed once a probe went unanswered', async () => {
    let up = false;
    const { connection, heard } = await browser(() => up);
    connection.reportConnectionLost();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(heard).toEqual([]);
    up = true;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(heard).toEqual([{ confirmed: true }]);

    // The next outage starts unconfirmed again.
    connection.reportConnectionLost();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(heard).toEqual([{ confirmed: true }, { confirmed: false }]);
  });

  it('confirmed when the browser says its network is back', async () => {
    const { window, connection, heard } = await browser(() => true);
    connection.reportConnectionLost();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([{ confirmed: true }]);
    window.dispatchEvent(new Event('offline'));
    expect(connection.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(heard).toEqual([{ confirmed: true }, { confirmed: true }]);
  });
});
