import { EVENTS_RETRY_BASE_MS, EVENTS_RETRY_MAX_MS } from '../../../shared/config';
import { SseParser, type SseMessage } from './sse-parser';

interface EventStreamOptions {
  url: string;
  /** The current access token; the stream ends when there is none (signed out). */
  getToken: () => string | null;
  /** Called on a 401: renews the session the usual way; false when it could not. */
  renewToken: () => Promise<boolean>;
  onMessage: (message: SseMessage) => void;
  /** Each time the stream opens; `reconnected` after a break, when events may have been missed. */
  onOpen?: (reconnected: boolean) => void;
  signal: AbortSignal;
  fetchFn?: typeof fetch;
  /** Delays between attempts: base (or the server's `retry:`), doubling up to max (plus a little jitter). */
  retryBaseMs?: number;
  retryMaxMs?: number;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Reads the server's event stream with fetch, so the token travels in the Authorization header (EventSource
 * cannot send it), and keeps reconnecting with exponential backoff until `signal` aborts or the session ends.
 */
export async function runEventStream(options: EventStreamOptions): Promise<void> {
  const { url, getToken, renewToken, onMessage, onOpen, signal } = options;
  const fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init));
  const base = options.retryBaseMs ?? EVENTS_RETRY_BASE_MS;
  const max = options.retryMaxMs ?? EVENTS_RETRY_MAX_MS;
  let failures = 0;
  let opened = false;
  let serverDelay: number | null = null;

  while (!signal.aborted) {
    const token = getToken();
    if (!token) return;
    try {
      const response = await fetchFn(url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401) {
        await response.body?.cancel().catch(() => {});
        if (!(await renewToken())) return;
        throw new Error('unauthorized');
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      onOpen?.(opened);
      opened = true;
      failures = 0;
      const parser = new SseParser();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const message of parser.feed(value)) onMessage(message);
        serverDelay = parser.retryMs ?? serverDelay;
      }
    } catch {
      if (signal.aborted) return;
    }
    failures += 1;
    // The server's retry hint is the first delay; a hint longer than our cap is honoured as it is.
    const first = Math.max(base, serverDelay ?? 0);
    const delay = Math.min(Math.max(max, first), first * 2 ** Math.max(0, failures - 1));
    await pause(delay + Math.random() * base * 0.2, signal);
  }
}
