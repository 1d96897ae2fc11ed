import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { passwordTokens, rateLimits, revokedTokens, users } from '../../db/schema.ts';
import { purgeAuthLeftovers } from './cleanup-job.ts';

const JWT_SECRET = 'test-secret-test-secret-test-secret';

describe('sign-in, tokens and the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', headers: { authorization: `Bearer ${token}` } });
  const signed = (userId: number, iat: number, exp: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(JWT_SECRET));

  it('signs in with e-mail (any case) and password and returns a working token', async () => {
    const user = await createUser(t.app, 'secretary');
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.expires_in).toBe(3600);
    const profile = await me(body.data.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: user.id, role: 'secretary', email: user.email, is_active: true });
  });

  it('answers 401 with the same message for a wrong password, an unknown e-mail and an external', async () => {
    const user = await createUser(t.app, 'manager');
    const external = await createUser(t.app, 'external');
    for (const res of [
      await login(user.email, 'wrong-password'),
      await login(`nobody-${randomUUID()}@example.com`, 'secret123'),
      await login(external.email, external.password),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', message: 'Неверный e-mail или пароль' });
    }
  });

  it('answers 403 for a blocked account with the right password, 401 with a wrong one', async () => {
    const user = await createUser(t.app, 'secretary', { is_active: false });
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Учётная запись заблокирована');
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('validates the form with the seed messages', async () => {
    const badEmail = await login('not-an-email', 'x');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual(['Неверный формат e-mail']);
    const empty = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Поле обязательно для заполнения',
      errors: { email: ['Поле обязательно для заполнения'], password: ['Поле обязательно для заполнения'] },
    });
  });

  it('locks an e-mail+IP out after 5 failures, names the wait, and lets other IPs and a later success through', async () => {
    const user = await createUser(t.app, 'secretary');
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Слишком много попыток входа. Повторите через 15 минут');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await login(user.email, user.password, '10.0.0.7')).statusCode).toBe(200);
  });

  it('warns while two tries or fewer are left, and the last wrong password tells of the lock and its real wait (issue 23)', async () => {
    const user = await createUser(t.app, 'secretary');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await login(user.email, 'wrong-password');
      expect(res.statusCode).toBe(401);
      messages.push(res.json().message);
    }
    expect(messages).toEqual([
      'Неверный e-mail или пароль',
      'Неверный e-mail или пароль',
      'Неверный e-mail или пароль. Осталось 2 попытки, затем вход будет временно закрыт',
      'Неверный e-mail или пароль. Осталась 1 попытка, затем вход будет временно закрыт',
      'Неверный e-mail или пароль. Попытки входа закончились: повторите через 15 минут или восстановите пароль',
    ]);
    // An unknown e-mail is told the same, so the warning says nothing about who has an account.
    const nobody = `nobody-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) await login(nobody, 'wrong-password');
    expect((await login(nobody, 'wrong-password')).json().message).toBe(messages[3]);
    // The wait is the window's rest, not always 15 minutes.
    const key = `login:${user.email}|127.0.0.1`;
    await t.app.db.update(rateLimits).set({ reset_at: new Date(Date.now() + 170_000) }).where(eq(rateLimits.key, key));
    expect((await login(user.email, user.password)).json().message).toBe('Слишком много попыток входа. Повторите через 3 минуты');
  });

  it('counts failures in a 15-minute window per e-mail and address, and clears them on success', async () => {
    const user = await createUser(t.app, 'secretary');
    const key = `login:${user.email}|127.0.0.1`;
    const keyRow = async (k: string) => (await t.app.db.select().from(rateLimits).where(eq(rateLimits.key, k)))[0];
    // Four failures in a window that ends in 50 seconds.
    await t.app.db.insert(rateLimits).values({ key, hits: 4, reset_at: new Date(Date.now() + 50_000) });
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(401); // the fifth
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Слишком много попыток входа. Повторите через 1 минуту');
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(50);
    // Other uses of the limiter (reset links, the cleanup job) must not drop these failures.
    await t.app.inject({ method: 'POST', url: '/api/change-password/send-link', payload: { email: 'someone@example.com' } });
    await purgeAuthLeftovers(t.app);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    // Once the window is over the count starts afresh, and a success clears it.
    await t.app.db.update(rateLimits).set({ reset_at: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, key));
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await keyRow(key)).toBeUndefined();

    const other = await createUser(t.app, 'secretary');
    const otherKey = `login:${other.email}|127.0.0.1`;
    await t.app.db.insert(rateLimits).values({ key: otherKey, hits: 4, reset_at: new Date(Date.now() + 600_000) });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect(await keyRow(otherKey)).toBeUndefined();
    // The account-wide counter got the successful attempt back.
    expect((await keyRow(`login-account:${other.email}`))?.hits).toBe(0);
  });

  it('logout revokes only the current token', async () => {
    const user = await createUser(t.app, 'secretary');
    const first = (await login(user.email, user.password)).json().data.token;
    const second = (await login(user.email, user.password)).json().data.token;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${first}` } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe('Вы вышли из системы');
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('refresh swaps a valid token for a new one, once', async () => {
    const user = await createUser(t.app, 'manager');
    const res = await refresh(user.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(res.json().data.expires_in).toBe(3600);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await refresh(user.token)).statusCode).toBe(401);
  });

  it('refresh accepts an expired token within 14 days of issue, not older, not forged, not without one', async () => {
    const user = await createUser(t.app, 'secretary');
    const now = Date.now() / 1000;
    await t.app.db.update(users).set({ tokens_valid_after: new Date((now - 20 * 86400) * 1000) }).where(eq(users.id, user.id));
    const expired = await signed(user.id, now - 7200, now - 3600);
    expect((await me(expired)).statusCode).toBe(401);
    const res = await refresh(expired);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().data.token)).statusCode).toBe(200);

    expect((await refresh(await signed(user.id, now - 15 * 86400, now - 15 * 86400 + 3600))).statusCode).toBe(401);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.id)).setJti(randomUUID())
      .setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret'));
    expect((await refresh(forged)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/refresh' })).statusCode).toBe(401);
  });

  it('a token that worked stops working when it expires, is refreshable for 14 days, then not even that', async () => {
    // The server remembers a token's checked signature (tokens.ts), never its time.
    const user = await createUser(t.app, 'secretary');
    const now = Math.floor(Date.now() / 1000);
    await t.app.db.update(users).set({ tokens_valid_after: new Date((now - 60) * 1000) }).where(eq(users.id, user.id));
    const token = await signed(user.id, now, now + 60);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    // The same claims under another signature are a different token, refused.
    const [head, body] = token.split('.');
    expect((await me(`${head}.${body}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((now + 60) * 1000); // "exp" reached: jose refuses a token at its exp second
      expect((await me(token)).statusCode).toBe(401);
      vi.setSystemTime((now + 15 * 86400) * 1000);
      expect((await refresh(token)).statusCode).toBe(401);
      vi.setSystemTime((now + 13 * 86400) * 1000);
      expect((await me(token)).statusCode).toBe(401);
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      expect((await me(res.json().data.token)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refresh refuses blocked users, externals and tokens issued before a revoke-all', async () => {
    const blocked = await createUser(t.app, 'secretary');
    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, blocked.id));
    expect((await refresh(blocked.token)).statusCode).toBe(401);

    const external = await createUser(t.app, 'external');
    expect((await refresh(external.token)).statusCode).toBe(401);

    const user = await createUser(t.app, 'secretary');
    await t.app.tokens.revokeAllOf(user.id);
    expect((await refresh(user.token)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('/api/me returns the user resource with the manager and rejects a blocked user with 403', async () => {
    const manager = await createUser(t.app, 'manager', { full_name: 'Пётр Руководитель' });
    const secretary: TestUser = await createUser(t.app, 'secretary', { manager_id: manager.id, department: 'Канцелярия' });
    const res = await api(t.app, secretary, { method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(
      ['id', 'full_name', 'email', 'role', 'department', 'position', 'avatar', 'is_active', 'manager', 'created_by', 'created_at', 'updated_at', 'gender'].sort(),
    );
    expect(data).toMatchObject({ department: 'Канцелярия', avatar: null, position: null });
    expect(data.manager).toMatchObject({ id: manager.id, full_name: 'Пётр Руководитель', role: 'manager' });
    expect(new Date(data.created_at).getTime()).not.toBeNaN();

    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, secretary.id));
    const blocked = await api(t.app, secretary, { method: 'GET', url: '/api/me' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Учётная запись заблокирована');
  });

  it('the cleanup job drops only expired revocations, ended limit windows and dead password links', async () => {
    const user = await createUser(t.app, 'secretary');
    const hour = 3600_000;
    const at = (ms: number) => new Date(Date.now() + ms);
    await t.app.db.insert(revokedTokens).values([
      { jti: 'old-jti', expires_at: at(-hour) },
      { jti: 'live-jti', expires_at: at(hour) },
    ]);
    await t.app.db.insert(rateLimits).values([
      { key: 'cleanup:old', hits: 3, reset_at: at(-60_000) },
      { key: 'cleanup:new', hits: 3, reset_at: at(60_000) },
    ]);
    const link = (hash: string, expires: number, used: number | null) => ({
      user_id: user.id, token_hash: hash, kind: 'reset' as const, expires_at: at(expires), used_at: used === null ? null : at(used),
    });
    await t.app.db.insert(passwordTokens).values([
      link('expired-long-ago', -48 * hour, null),
      link('used-long-ago', hour, -48 * hour),
      link('still-valid', hour, null),
      link('used-just-now', hour, -60_000),
    ]);
    await purgeAuthLeftovers(t.app);
    expect((await t.app.db.select().from(revokedTokens)).map((r) => r.jti)).toContain('live-jti');
    expect((await t.app.db.select().from(revokedTokens)).map((r) => r.jti)).not.toContain('old-jti');
    const keys = (await t.app.db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('cleanup:new');
    expect(keys).not.toContain('cleanup:old');
    const hashes = (await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, user.id))).map((r) => r.token_hash);
    expect(hashes.sort()).toEqual(['still-valid', 'used-just-now']);
  });
});
