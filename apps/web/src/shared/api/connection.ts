import { useSyncExternalStore } from 'react';

/**
 * Whether the server can be reached. It goes off when the browser says so or a request cannot get through
 * (FETCH_ERROR: no network, the server is down), and back on when a probe of /healthz answers or any request
 * gets a response. Forms that failed for want of a connection listen for the return and save again.
 */
const PROBE_MS = 3000;
const HEALTH_URL = '/healthz';

let online = true;
let probe: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setOnline(next: boolean) {
  if (online === next) return;
  online = next;
  for (const listener of listeners) listener();
  if (next) {
    stopProbe();
    for (const listener of [...reconnectListeners]) listener();
  } else {
    startProbe();
  }
}

async function probeOnce() {
  try {
    await fetch(HEALTH_URL, { cache: 'no-store' });
    setOnline(true);
  } catch {
    // still unreachable
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
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('online', () => void probeOnce());
}

/** A request could not reach the server. */
export function reportConnectionLost(): void {
  setOnline(false);
}

/** A response came back. */
export function reportConnectionOk(): void {
  setOnline(true);
}

export function isOnline(): boolean {
  return online;
}

/** Calls `listener` each time the connection comes back; returns the unsubscribe. */
export function onReconnect(listener: () => void): () => void {
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
