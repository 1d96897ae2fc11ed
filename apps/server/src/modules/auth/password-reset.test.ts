import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, api, type TestApp } from '../../test/app.ts';
import { linksIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { passwordTokens, rateLimits, users } from '../../db/schema.ts';

describe('password reset by e-mailed link', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://protocolist.example.org', MAIL_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.rejectMessages(false);
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const sendLink = (email: string) => post('/api/change-password/send-link', { email });
  const login = (email: string, password: string) => post('/api/login', { email, password });

  /** Sends a link and reads token and e-mail back from the link in the received message. */
  async function requestLink(email: string) {
    const before = smtp.messages.length;
    expect((await sendLink(email)).statusCode).toBe(200);
    // Letters are queued: one asked for by an earlier test may still arrive in between.
    const mail = await smtp.waitFor(
      (m) => smtp.messages.indexOf(m) >= before && m.envelope.to.map((to) => to.toLowerCase()).includes(email.toLowerCase()),
    );
    const link = linksIn(mail.text).find((url) => url.includes('/change-password/'))!;
    const url = new URL(link);
    return { mail, link, url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
  }

  it('runs end to end: mail with the link, check, reset, sign in with the new password, link used once', async () => {
    const user = await createUser(t.app, 'secretary', { email: `Reset-${randomUUID().slice(0, 6)}@example.com` });
    const answer = await sendLink(user.email);
    expect(answer.json()).toMatchObject({ status: 'success', message: 'Инструкции по сбросу пароля отправлены на ваш e-mail.' });
    const mail = await smtp.waitFor((m) => m.envelope.to.map((to) => to.toLowerCase()).includes(user.email.toLowerCase()));
    expect(mail.subject).toBe('Протоколист: сброс пароля');
    expect(mail.text).toContain('сброс пароля');
    const link = linksIn(mail.text).find((url) => url.includes('/change-password/'))!;
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    expect(`${url.origin}${url.pathname}`).toBe(`https://protocolist.example.org/change-password/${token}`);
    expect(url.searchParams.get('email')).toBe(user.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const [stored] = await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, user.id));
    expect(stored!.token_hash).not.toContain(token);
    expect(stored!.kind).toBe('reset');

    const email = url.searchParams.get('email')!;
    expect((await post('/api/change-password/check-token', { token, email })).statusCode).toBe(200);
    const reset = await post('/api/change-password/reset', { token, email, password: 'brand-new-1', password_confirmation: 'brand-new-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Пароль установлен');

    expect((await api(t.app, user, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const fresh = await login(user.email, 'brand-new-1');
    expect(fresh.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${fresh.json().data.token}` } });
    expect(me.statusCode).toBe(200);

    const again = await post('/api/change-password/reset', { token, email, password: 'other-pass', password_confirmation: 'other-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Эта ссылка недействительна');
    const check = await post('/api/change-password/check-token', { token, email });
    expect(check.statusCode).toBe(404);
    expect(check.json().message).toBe('Эта ссылка недействительна');
  });

  it('a new password lifts the sign-in lock that wrong ones set, from every address (issue 23)', async () => {
    const user = await createUser(t.app, 'secretary', { email: `Locked-${randomUUID().slice(0, 6)}@example.com` });
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'wrong-password')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const { token, email } = await requestLink(user.email);
    const reset = await post('/api/change-password/reset', { token, email, password: 'brand-new-2', password_confirmation: 'brand-new-2' });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-2')).statusCode).toBe(200);
    const left = await t.app.db.select().from(rateLimits);
    // No failures of this account are counted any more (the sign-in just made gave its own hit back).
    expect(left.filter((row) => row.key.startsWith('login') && row.key.includes(user.email.toLowerCase()) && row.hits > 0)).toEqual([]);
  });

  it('answers the same for unknown, external and blocked e-mails and sends them nothing', async () => {
    const external = await createUser(t.app, 'external');
    const blocked = await createUser(t.app, 'manager', { is_active: false });
    const before = smtp.messages.length;
    for (const email of [`ghost-${randomUUID()}@example.com`, external.email, blocked.email]) {
      const res = await sendLink(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Инструкции по сбросу пароля отправлены на ваш e-mail.');
    }
    const active = await createUser(t.app, 'manager');
    await requestLink(active.email); // a later message arrives, so the earlier ones would have too
    expect(smtp.messages.slice(before).map((m) => m.envelope.to)).toEqual([[active.email]]);
  });

  it('allows one link per e-mail per minute, known or not, naming the seconds', async () => {
    const user = await createUser(t.app, 'secretary');
    for (const email of [user.email, `ghost-${randomUUID()}@example.com`]) {
      expect((await sendLink(email)).statusCode).toBe(200);
      const second = await sendLink(email);
      expect(second.statusCode).toBe(429);
      expect(second.json().message).toMatch(/^Ссылку можно запросить повторно через (60 секунд|59 секунд)$/);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(55);
    }
  });

  it('voids older links when a new one is sent', async () => {
    const user = await createUser(t.app, 'secretary');
    const first = await requestLink(user.email);
    await t.app.db.delete(rateLimits); // lift the per-minute limit
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/change-password/check-token', { token: first.token, email: first.email })).statusCode).toBe(404);
    expect((await post('/api/change-password/check-token', { token: second.token, email: second.email })).statusCode).toBe(200);
  });

  it('rejects a link for another e-mail, an expired link and a link of a user blocked since', async () => {
    const user = await createUser(t.app, 'secretary');
    const { token, email } = await requestLink(user.email);
    const body = { token, password: 'brand-new-1', password_confirmation: 'brand-new-1' };
    expect((await post('/api/change-password/reset', { ...body, email: 'someone@example.com' })).statusCode).toBe(400);
    expect((await post('/api/change-password/check-token', { token: 'made-up', email })).statusCode).toBe(404);

    await t.app.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await post('/api/change-password/check-token', { token, email })).statusCode).toBe(404);
    expect((await post('/api/change-password/reset', { ...body, email })).statusCode).toBe(400);
    await t.app.db.update(users).set({ is_active: true }).where(eq(users.id, user.id));
    expect((await post('/api/change-password/check-token', { token, email })).statusCode).toBe(200);

    await t.app.db.update(passwordTokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(passwordTokens.user_id, user.id));
    const expired = await post('/api/change-password/reset', { ...body, email });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Эта ссылка недействительна');
  });

  it('validates the reset form with the seed messages', async () => {
    const short = await post('/api/change-password/reset', { token: 'x', email: 'a@b.ru', password: '123', password_confirmation: '123' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual(['Пароль должен содержать минимум 6 символов']);
    const mismatch = await post('/api/change-password/reset', { token: 'x', email: 'a@b.ru', password: '1234567', password_confirmation: '7654321' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Пароли должны совпадать']);
    const empty = await post('/api/change-password/reset', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({
      password: ['Поле обязательно для заполнения'],
      password_confirmation: ['Поле обязательно для заполнения'],
    });
    const badEmail = await sendLink('nope');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().message).toBe('Неверный формат e-mail');
  });

  it('answers at once while the mail server refuses, and the queue delivers a working link once it accepts', async () => {
    const user = await createUser(t.app, 'secretary');
    smtp.rejectMessages(true);
    const before = smtp.messages.length;
    const answer = await sendLink(user.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Инструкции по сбросу пароля отправлены на ваш e-mail.');
    smtp.rejectMessages(false);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(user.email), 30_000);
    expect(smtp.messages.length).toBeGreaterThan(before);
    const url = new URL(linksIn(mail.text).find((link) => link.includes('/change-password/'))!);
    const check = await post('/api/change-password/check-token', { token: url.searchParams.get('token')!, email: user.email });
    expect(check.statusCode).toBe(200);
  });
});
