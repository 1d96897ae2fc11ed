import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Recording } from '../../../entities/recording';
import { useAppDispatch, useUnsavedChanges } from '../../../shared/lib';
import type { SenderStatus } from './piece-sender';
import { RecordingSession, type SessionSnapshot } from './recording-session';

const NO_SNAPSHOT: SessionSnapshot = { phase: 'idle', earlierSeconds: 0, keptSeconds: 0, resumed: false, storeFailure: null, stopFailure: null };
const NO_SENDER: SenderStatus = { pending: 0, offline: false, retryInSeconds: null, failure: null };
const noop = () => () => {};

export interface RecordingSessionView {
  session: RecordingSession | null;
  snapshot: SessionSnapshot;
  sender: SenderStatus;
}

/**
 * The session of the open recording screen: opened from what the server holds (unsent pieces start going up at
 * once), closed with the screen — the take in progress ends and its last piece stays in the browser for next time.
 */
export function useRecordingSession(recording: Recording): RecordingSessionView {
  const dispatch = useAppDispatch();
  const [session, setSession] = useState<RecordingSession | null>(null);
  const first = useRef(recording);

  useEffect(() => {
    let opened: RecordingSession | null = null;
    let cancelled = false;
    void RecordingSession.open(first.current, dispatch).then((created) => {
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
    };
  }, [dispatch]);

  const snapshot = useSyncExternalStore(session?.subscribe ?? noop, session?.getSnapshot ?? (() => NO_SNAPSHOT));
  const sender = useSyncExternalStore(session?.sender.subscribe ?? noop, session?.sender.getStatus ?? (() => NO_SENDER));
  useUnsavedChanges(`recording:${recording.id}`, snapshot.phase === 'recording' || snapshot.phase === 'paused' || snapshot.phase === 'stopping');
  return { session, snapshot, sender };
}
