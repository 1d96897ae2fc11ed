import { createHmac, timingSafeEqual } from 'node:crypto';

/** Short-lived links for <video> elements, which cannot send an Authorization header. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60;

function signature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}\n${expires}`).digest('base64url');
}

export function signPath(secret: string, path: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  return `${path}?expires=${expires}&signature=${signature(secret, path, expires)}`;
}

export function verifySignedPath(secret: string, path: string, expires: unknown, given: unknown, now = Date.now()) {
  const expiresAt = Number(expires);
  if (typeof given !== 'string' || !Number.isInteger(expiresAt) || expiresAt * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, path, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
