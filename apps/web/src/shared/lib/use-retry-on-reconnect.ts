import { useEffect, useRef } from 'react';
import { onReconnect } from '../api/connection';

/** While `waiting` (a save failed for want of a connection), runs `retry` once the server answers again. */
export function useRetryOnReconnect(waiting: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!waiting) return;
    return onReconnect(() => latest.current());
  }, [waiting]);
}
