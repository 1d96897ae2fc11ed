import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
} from '@protocolist/contracts/constants';
import { createTestApp, createUser, type TestApp } from '../../test/app.ts';

/**
 * Issue 14, item 3: the sign-in limit holds under parallel requests. Each burst is sent at once (200 requests in
 * flight together); the counter is one atomic upsert, so exactly the allowed number get their password checked.
 * Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
describe('sign-in limits under 200 parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
    return counts;
  };

  it('one address, one account: 5 wrong passwords checked, 195 refused with the wait, then the right one refused too', async () => {
    const user = await createUser(t.app, 'secretary');
    const burst = await Promise.all(Array.from({ length: 200 }, () => login(user.email, 'wrong-password', '10.1.0.1')));
    expect(statuses(burst)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: 200 - LOGIN_MAX_FAILURES });
    const refused = burst.find((res) => res.statusCode === 429)!;
    expect(refused.json().message).toBe('Слишком много попыток входа. Повторите через 15 минут');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const right = await login(user.email, user.password, '10.1.0.1');
    expect(right.statusCode).toBe(429);
  });

  it('one account from 200 addresses: at most the per-account limit is checked, then the right password waits', async () => {
    const user = await createUser(t.app, 'secretary');
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.email, 'wrong-password', `10.2.${Math.floor(i / 250)}.${(i % 250) + 1}`)),
    );
    expect(statuses(burst)).toEqual({ 401: LOGIN_MAX_FAILURES_PER_ACCOUNT, 429: 200 - LOGIN_MAX_FAILURES_PER_ACCOUNT });
    expect((await login(user.email, user.password, '10.2.9.9')).statusCode).toBe(429);
  });

  it('one address, 200 accounts: at most the per-address limit is checked', async () => {
    const burst = await Promise.all(
      Array.from({ length: 200 }, () => login(`guess-${randomUUID()}@example.com`, 'wrong-password', '10.3.0.1')),
    );
    expect(statuses(burst)).toEqual({ 401: LOGIN_MAX_FAILURES_PER_IP, 429: 200 - LOGIN_MAX_FAILURES_PER_IP });
    const user = await createUser(t.app, 'secretary');
    expect((await login(user.email, user.password, '10.3.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.3.0.2')).statusCode).toBe(200);
  });
});
