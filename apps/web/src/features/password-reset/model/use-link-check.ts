import { useEffect, useState } from 'react';
import { passwordReset } from '../../../entities/session';

export type LinkCheck =
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'failed'; error: unknown; retry: () => void };

/**
 * Asks the server whether a reset link (`token`, `email`) still holds, once per link and again on `retry`.
 * Without RTK Query, which the reset page does not load (issue 16).
 */
export function useLinkCheck(token: string, email: string, enabled: boolean): LinkCheck {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}\n${token}\n${email}`;
  // The answer, kept with the request it answers: a newer request reads as still checking.
  const [answer, setAnswer] = useState<{ key: string; error: unknown } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let wanted = true;
    passwordReset.checkToken({ token, email }).then(
      () => wanted && setAnswer({ key, error: null }),
      (error: unknown) => wanted && setAnswer({ key, error: error ?? 'failed' }),
    );
    return () => {
      wanted = false;
    };
  }, [enabled, key, token, email]);

  if (answer?.key !== key) return { status: 'checking' };
  if (answer.error === null) return { status: 'valid' };
  return { status: 'failed', error: answer.error, retry: () => setAttempt((n) => n + 1) };
}
