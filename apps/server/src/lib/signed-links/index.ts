import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of links opened without signing in (a task's report link, a person's calendar feed): «<row id>.<signature>».
 * The id finds the row; the signature (HMAC-SHA256 of the purpose, the id and the row's nonce with the server's
 * secret; 43 base64url characters) proves the server made it, and one purpose's token never opens another's. Only
 * the token's hash is stored; with the nonce the server can sign the same token again (the next letter, «copy link»).
 */
const TOKEN_PATTERN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;
const MAX_ID = 2_147_483_647;

export function signLinkToken(secret: string, purpose: string, id: number, nonce: string): string {
  const signature = createHmac('sha256', secret).update(`${purpose}\n${id}\n${nonce}`).digest('base64url');
  return `${id}.${signature}`;
}

/** The stored form of a token: its SHA-256 in hex. */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The row id a well-formed token names, or null (then nothing need be read). */
export function linkTokenId(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id > MAX_ID ? null : id;
}

/** Whether the token hashes to the stored hash, compared in constant time (a missing row compares with zeros). */
export function linkTokenMatches(storedHash: string | undefined, token: string): boolean {
  const expected = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  const actual = createHash('sha256').update(token).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual) && storedHash !== undefined;
}
