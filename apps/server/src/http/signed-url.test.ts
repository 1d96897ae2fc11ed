import { describe, expect, it } from 'vitest';
import { signPath, verifySignedPath, SIGNED_URL_TTL_SECONDS } from './signed-url.ts';

describe('signed video links', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const parse = (signed: string) => Object.fromEntries(new URL(signed, 'http://x').searchParams);

  it('accepts its own signature until it expires', () => {
    const { expires, signature } = parse(signPath('secret', '/v/1:7', now));
    expect(verifySignedPath('secret', '/v/1:7', expires, signature, now)).toBe(true);
    expect(verifySignedPath('secret', '/v/1:7', expires, signature, now + (SIGNED_URL_TTL_SECONDS + 1) * 1000)).toBe(false);
  });

  it('rejects another path, another secret or a changed expiry', () => {
    const { expires, signature } = parse(signPath('secret', '/v/1:7', now));
    expect(verifySignedPath('secret', '/v/2:7', expires, signature, now)).toBe(false);
    expect(verifySignedPath('other', '/v/1:7', expires, signature, now)).toBe(false);
    expect(verifySignedPath('secret', '/v/1:7', String(Number(expires) + 60), signature, now)).toBe(false);
    expect(verifySignedPath('secret', '/v/1:7', expires, undefined, now)).toBe(false);
  });
});
