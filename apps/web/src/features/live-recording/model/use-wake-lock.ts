import { useEffect, useState } from 'react';
import { RECORDING_TEXTS } from '../config/messages';

export interface WakeLockState {
  /** The browser cannot keep the screen on (or refused to). */
  unavailable: boolean;
  /** The tab was hidden while recording: the phone may have cut the microphone. */
  wasHidden: boolean;
  dismissHidden: () => void;
}

/** Keeps the screen on while `active` (taken again when the tab returns: browsers drop the lock on hiding). */
export function useWakeLock(active: boolean): WakeLockState {
  const [unavailable, setUnavailable] = useState(false);
  const [wasHidden, setWasHidden] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    let lock: WakeLockSentinel | null = null;
    let disposed = false;
    const title = document.title;
    const take = () => {
      if (!('wakeLock' in navigator)) {
        setUnavailable(true);
        return;
      }
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (disposed) void sentinel.release();
          else {
            // Taken again after the tab came back: the earlier lock (already released by the browser, or not) goes.
            if (lock && !lock.released) void lock.release();
            lock = sentinel;
          }
          setUnavailable(false);
        })
        .catch(() => setUnavailable(true));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        setWasHidden(true);
        document.title = RECORDING_TEXTS.hiddenTitle;
      } else {
        document.title = title;
        take();
      }
    };
    take();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      document.title = title;
      void lock?.release().catch(() => {});
    };
  }, [active]);

  return { unavailable, wasHidden, dismissHidden: () => setWasHidden(false) };
}
