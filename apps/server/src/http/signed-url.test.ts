import { describe, expect, it } from 'vitest';
import { signForSession, verifySessionSignature, SIGNED_URL_TTL_SECONDS } from './signed-url.ts';

describe('signed links and tickets of a session', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const owner = { user: 7, session: 'c0ffee00-0000-4000-8000-000000000001' };

  it('accepts its own signature until it expires, and says whose and when', () => {
    const signed = signForSession('secret', '/v/1', owner, now);
    expect(verifySessionSignature('secret', '/v/1', signed, now)).toEqual({
      ...owner,
      issued: now,
      expires: signed.expires,
    });
    expect(verifySessionSignature('secret', '/v/1', signed, now + (SIGNED_URL_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it('rejects another purpose, another secret, or any changed field', () => {
    const signed = signForSession('secret', '/v/1', owner, now);
    expect(verifySessionSignature('secret', '/v/2', signed, now)).toBeNull();
    expect(verifySessionSignature('other', '/v/1', signed, now)).toBeNull();
    expect(verifySessionSignature('secret', '/v/1', { ...signed, expires: signed.expires + 60 }, now)).toBeNull();
    expect(verifySessionSignature('secret', '/v/1', { ...signed, user: 8 }, now)).toBeNull();
    expect(verifySessionSignature('secret', '/v/1', { ...signed, session: 'another' }, now)).toBeNull();
    expect(verifySessionSignature('secret', '/v/1', { ...signed, issued: now + 1000 }, now)).toBeNull();
    expect(verifySessionSignature('secret', '/v/1', { ...signed, signature: undefined }, now)).toBeNull();
  });
});
