import { useEffect, useMemo, useRef, useState } from 'react';
import { onReconnect } from '../api/connection';
import { canRetry } from '../api/errors';
import { retryAfterEdit, retryDelay } from './save-retry';

export interface SaveRetry {
  /** When the next automatic try goes (ms since the epoch, as `Date.now()`); null while none is planned. */
  nextAt: number | null;
  /**
   * Runs one try, by hand or by itself (the planned one is off meanwhile), and learns from its end: a failure another
   * try may mend (`canRetry`) plans the next, later each time in a row; success or a refusal (a conflict, 403, 422…)
   * plans none and starts the waits over. Gives back the try's own result or error.
   */
  track: <T>(save: () => Promise<T>) => Promise<T>;
  /** The user changed something: a far try comes sooner (`retryAfterEdit`). */
  edited: () => void;
}

/**
 * Sends a failed save again by itself, on the back-off of `save-retry.ts`, and at once when the connection comes
 * back after a real outage (`Reconnect.confirmed`). `retry` runs the save, which sends through `track`.
 */
export function useSaveRetry(retry: () => void): SaveRetry {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  const failures = useRef(0);
  const [nextAt, setNextAt] = useState<number | null>(null);

  useEffect(() => {
    if (nextAt === null) return;
    const go = () => {
      setNextAt(null);
      latest.current();
    };
    const timer = setTimeout(go, Math.max(0, nextAt - Date.now()));
    const stopListening = onReconnect(({ confirmed }) => {
      if (!confirmed) return;
      clearTimeout(timer);
      go();
    });
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }, [nextAt]);

  const actions = useMemo(() => {
    const ended = () => {
      failures.current = 0;
      setNextAt(null);
    };
    return {
      track: async <T,>(save: () => Promise<T>): Promise<T> => {
        setNextAt(null);
        try {
          const result = await save();
          ended();
          return result;
        } catch (error) {
          if (canRetry(error)) {
            failures.current += 1;
            setNextAt(Date.now() + retryDelay(failures.current));
          } else ended();
          throw error;
        }
      },
      edited: () => setNextAt((at) => (at === null ? null : retryAfterEdit(at, Date.now()))),
    };
  }, []);
  return { nextAt, ...actions };
}

/** A form whose every change of values counts as an edit (react-hook-form's `watch` with a callback). */
interface WatchedForm {
  watch: (onChange: () => void) => { unsubscribe: () => void };
}

/** `useSaveRetry` for a form: any change to its values is an edit that brings a far try sooner. */
export function useFormSaveRetry(form: WatchedForm, retry: () => void): SaveRetry {
  const retrying = useSaveRetry(retry);
  const { edited } = retrying;
  useEffect(() => {
    const watching = form.watch(() => edited());
    return () => watching.unsubscribe();
  }, [form, edited]);
  return retrying;
}
