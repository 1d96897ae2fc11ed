import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached. It goes off when the browser says so or a request cannot get through
 * (FETCH_ERROR: no network, the server is down), and back on when a probe of /healthz answers or any request
 * gets a response. Forms that failed for want of a connection listen for the return and save again.
 */
const PROBE_MS = 3000;
const HEALTH_URL = '/healthz';

export interface Reconnect {
  /**
   * More than the request that failed saw the connection down: the browser said it was offline (or back online)
   * or a probe went unanswered. Without that the server answered its first probe, so only that one request
   * fails (a proxy dropping one route): sending it again at once would only fail again.
   */
  confirmed: boolean;
}

let online = true;
/** Of the outage under way: see `Reconnect`. */
let confirmed = false;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<(reconnect: Reconnect) => void>();

function setOnline(next: boolean) {
  if (online === next) return;
  online = next;
  for (const listener of listeners) listener();
  if (next) {
    stopProbe();
    const reconnect = { confirmed };
    for (const listener of [...reconnectListeners]) listener(reconnect);
  } else {
    startProbe();
  }
}

/** Down; `seen` when more than one failed request says so (the browser, a probe). */
function goOffline(seen: boolean) {
  if (online) confirmed = false;
  if (seen) confirmed = true;
  setOnline(false);
}

async function probeOnce() {
  try {
    await fetch(HEALTH_URL, { cache: 'no-store' });
    setOnline(true);
  } catch {
    // Still unreachable: the outage is real, not one request's.
    if (!online) goOffline(true);
  }
}

function startProbe() {
  if (probe !== null || typeof window === 'undefined') return;
  probe = setInterval(() => void probeOnce(), PROBE_MS);
}

function stopProbe() {
  if (probe === null) return;
  clearInterval(probe);
  probe = null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => goOffline(true));
  window.addEventListener('online', () => {
    // The browser saw its network come back: what failed meanwhile is worth sending again at once.
    if (!online) goOffline(true);
    void probeOnce();
  });
}

/** A request could not reach the server. */
export function reportConnectionLost(): void {
  goOffline(false);
}

/** A response came back. */
export function reportConnectionOk(): void {
  setOnline(true);
}

export function isOnline(): boolean {
  return online;
}

/** Calls `listener` each time the connection comes back; returns the unsubscribe. */
export function onReconnect(listener: (reconnect: Reconnect) => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the server becomes reachable or unreachable. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
