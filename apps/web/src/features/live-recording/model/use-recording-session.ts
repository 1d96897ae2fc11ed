import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { Recording } from '../../../entities/recording';
import { selectUserId } from '../../../entities/session';
import { useAppDispatch, useUnsavedChanges } from '../../../shared/lib';
import type { SenderStatus } from './piece-sender';
import { holdRecordingLock } from './recording-lock';
import { RecordingSession, type SessionSnapshot } from './recording-session';

const NO_SNAPSHOT: SessionSnapshot = { phase: 'idle', earlierSeconds: 0, keptSeconds: 0, resumed: false, storeFailure: null, stopFailure: null };
const NO_SENDER: SenderStatus = { pending: 0, offline: false, retryInSeconds: null, failure: null };
const noop = () => () => {};

export interface RecordingSessionView {
  session: RecordingSession | null;
  snapshot: SessionSnapshot;
  sender: SenderStatus;
  /** Another tab has this recording open: this one waits (`retry` tries again). */
  openElsewhere: boolean;
  retry: () => void;
}

/**
 * The session of the open recording screen: opened from what the server holds (unsent pieces start going up at
 * once), closed with the screen — the take in progress ends and its last piece stays in the browser for next time.
 */
export function useRecordingSession(recording: Recording): RecordingSessionView {
  const dispatch = useAppDispatch();
  const userId = useSelector(selectUserId) ?? undefined;
  const [session, setSession] = useState<RecordingSession | null>(null);
  const [openElsewhere, setOpenElsewhere] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const first = useRef(recording);

  useEffect(() => {
    let opened: RecordingSession | null = null;
    let release: (() => void) | null = null;
    let cancelled = false;
    void holdRecordingLock(first.current.id).then(async (held) => {
      if (!held) {
        if (!cancelled) setOpenElsewhere(true);
        return;
      }
      release = held;
      if (cancelled) return held();
      setOpenElsewhere(false);
      const created = await RecordingSession.open(first.current, dispatch, userId);
      if (cancelled) created.dispose();
      else {
        opened = created;
        setSession(created);
      }
    });
    // Going away or into the background (a phone locking its screen): what the recorder holds goes to IndexedDB now.
    const onPageHide = () => opened?.flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') opened?.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      opened?.dispose();
      release?.();
    };
  }, [dispatch, attempt, userId]);

  const snapshot = useSyncExternalStore(session?.subscribe ?? noop, session?.getSnapshot ?? (() => NO_SNAPSHOT));
  const sender = useSyncExternalStore(session?.sender.subscribe ?? noop, session?.sender.getStatus ?? (() => NO_SENDER));
  useUnsavedChanges(`recording:${recording.id}`, snapshot.phase === 'recording' || snapshot.phase === 'paused' || snapshot.phase === 'stopping');
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { session, snapshot, sender, openElsewhere, retry };
}
