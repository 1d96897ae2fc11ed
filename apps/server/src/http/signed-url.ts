import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived links for <video> elements and EventSource, which cannot send an Authorization header. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

/**
 * What a link or ticket made for one session carries: whose it is, the session, when it was made (ms), until
 * when it holds (s), and the signature over all of it for one purpose (a video path, the event stream). The
 * signature only proves the server made it; whether the session still lives is `sessionUser` (auth.ts), asked
 * on every use, so logout, blocking and a password change void it at once.
 */
export interface SessionSignature {
  user: number;
  session: string;
  issued: number;
  expires: number;
  signature: string;
}

function sessionSignature(secret: string, purpose: string, fields: Omit<SessionSignature, 'signature'>): string {
  const text = [purpose, fields.user, fields.session, fields.issued, fields.expires].join('\n');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function signForSession(
  secret: string,
  purpose: string,
  owner: { user: number; session: string },
  now = Date.now(),
): SessionSignature {
  const fields = {
    ...owner,
    issued: now,
    expires: Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS,
  };
  return { ...fields, signature: sessionSignature(secret, purpose, fields) };
}

/** The fields of a well-signed, unexpired link or ticket for `purpose`; null otherwise. */
export function verifySessionSignature(
  secret: string,
  purpose: string,
  given: Partial<Record<keyof SessionSignature, unknown>>,
  now = Date.now(),
): Omit<SessionSignature, 'signature'> | null {
  const fields = {
    user: Number(given.user),
    session: typeof given.session === 'string' ? given.session : '',
    issued: Number(given.issued),
    expires: Number(given.expires),
  };
  if (!Number.isSafeInteger(fields.user) || !fields.session || !Number.isSafeInteger(fields.issued)) return null;
  if (!Number.isSafeInteger(fields.expires) || fields.expires * 1000 < now || typeof given.signature !== 'string')
    return null;
  const expected = Buffer.from(sessionSignature(secret, purpose, fields));
  const actual = Buffer.from(given.signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? fields : null;
}
