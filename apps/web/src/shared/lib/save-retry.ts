/**
 * When a save that failed for a reason another try may mend (no connection, a server fault) is sent again by
 * itself: 3 s after the first failure, then twice as long after each failure in a row, up to a minute, so that a
 * save the server keeps refusing to take does not go out every few seconds for as long as the page is open.
 */
export const SAVE_RETRY = {
  firstMs: 3_000,
  maxMs: 60_000,
  /** Each delay is stretched or shrunk by up to this share: tabs that failed together do not come back together. */
  jitter: 0.1,
  /** A new edit brings the next try this close at most: what was typed goes soon, yet never a try per keystroke. */
  afterEditMs: 10_000,
} as const;

/** The wait after the `failures`-th failure in a row (1 = the first): 3 s, 6 s, 12 s, 24 s, 48 s, 60 s … (± jitter). */
export function retryDelay(failures: number, random: () => number = Math.random): number {
  const plain = Math.min(SAVE_RETRY.maxMs, SAVE_RETRY.firstMs * 2 ** Math.max(0, failures - 1));
  return Math.min(SAVE_RETRY.maxMs, Math.round(plain * (1 + SAVE_RETRY.jitter * (2 * random() - 1))));
}

/** When the planned try goes after the user changed something at `now`: no later than `afterEditMs` from now. */
export function retryAfterEdit(plannedAt: number, now: number): number {
  return Math.min(plannedAt, now + SAVE_RETRY.afterEditMs);
}

/** Whole seconds until `at`, as a countdown shows them: 1 at least while the try is still ahead. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}
