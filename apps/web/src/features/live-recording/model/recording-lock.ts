/** How long a tab waits for the lock: long enough for the same screen mounted again to let go of it. */
const LOCK_WAIT_MS = 2_000;

/**
 * One tab works on a recording at a time: two tabs would send the same pieces and number their takes alike. The
 * Web Locks API holds the lock until `release` (or until the tab goes away); null when another tab keeps it.
 */
export function holdRecordingLock(recordingId: number): Promise<(() => void) | null> {
  if (!('locks' in navigator)) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    navigator.locks
      .request(`protocolist-recording-${recordingId}`, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, () => new Promise<void>((release) => resolve(release)))
      .catch(() => resolve(null));
  });
}
