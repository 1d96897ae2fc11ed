import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createProtocol } from '../../test/protocols.ts';
import { linksIn, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp.ts';

/** Issue 14, «Roles, tightened»: what a manager and a secretary may no longer do to other people. */
describe('tightened roles', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;
  let manager: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    admin = await createUser(t.app, 'admin');
    manager = await createUser(t.app, 'manager');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const put = (user: TestUser, target: { id: number }, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/users/${target.id}`, payload });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const mailTo = (address: string) => (mail: ReceivedMail) => mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase());

  async function createExternal(secretary: TestUser, email: string): Promise<{ id: number; email: string }> {
    const res = await api(t.app, secretary, {
      method: 'POST',
      url: '/api/users',
      payload: { full_name: 'Орлов Пётр', email, role: 'external', position: 'Поставщик' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created_by).toBe(secretary.id);
    return { id: res.json().data.id, email };
  }

  async function assignTask(secretary: TestUser, responsibleId: number): Promise<number> {
    const protocol = await createProtocol(t.app, secretary);
    const res = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/tasks`,
      payload: { responsible_id: responsibleId, essence: 'Подготовить смету', deadline: '2099-12-01' },
    });
    expect(res.statusCode).toBe(201);
    // The assignment letter goes out when the protocol is final (none while it is being checked).
    const final = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/final`,
      payload: { final_transcript: [{ key: 'Решили', value: 'Подготовить смету' }], location: 'Зал', city: 'Москва' },
    });
    expect(final.statusCode).toBe(200);
    return res.json().data.id;
  }

  it('a manager never sets his secretary’s password or e-mail, and she keeps signing in with her own', async () => {
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const password = await put(manager, secretary, { password: 'set-by-boss' });
    expect(password.statusCode).toBe(403);
    const email = await put(manager, secretary, { email: 'boss-owned@example.com' });
    expect(email.statusCode).toBe(403);
    const mixed = await put(manager, secretary, { full_name: 'Новое имя', email: 'boss-owned@example.com' });
    expect(mixed.statusCode).toBe(403);
    const me = await api(t.app, secretary, { method: 'GET', url: '/api/me' });
    expect(me.json().data.email).toBe(secretary.email);
    // Her manager comes with the session's own query, as GET /api/users/:id shows him.
    const shown = await api(t.app, manager, { method: 'GET', url: `/api/users/${secretary.id}` });
    expect(me.json().data.manager).toEqual(shown.json().data.manager);
    expect(me.json().data.manager).toMatchObject({ id: manager.id, role: 'manager' });
    expect((await login(secretary.email, secretary.password)).statusCode).toBe(200);
    expect((await login('boss-owned@example.com', 'set-by-boss')).statusCode).toBe(401);
    // The same e-mail sent back unchanged is no change at all.
    expect((await put(manager, secretary, { email: secretary.email, position: 'Референт' })).statusCode).toBe(200);
  });

  it('a manager sends his secretary a reset link instead; the link reaches her only', async () => {
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const res = await api(t.app, manager, { method: 'POST', url: '/api/change-password/send-link', payload: { email: secretary.email } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain('/change-password/');
    const mail = await smtp.waitFor(mailTo(secretary.email));
    expect(mail.subject).toBe('Протоколист: сброс пароля');
    expect(mail.envelope.to.map((to) => to.toLowerCase())).toEqual([secretary.email.toLowerCase()]);
    expect(linksIn(mail.text).some((link) => link.includes('/change-password/'))).toBe(true);
  });

  it('an external member is edited only by the secretary who created him (and admins); others still use him', async () => {
    const creator = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const other = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const external = await createExternal(creator, 'orlov-edit@example.com');

    expect((await put(creator, external, { position: 'Главный инженер' })).statusCode).toBe(200);
    const hijack = await put(other, external, { email: 'other-secretary@example.com' });
    expect(hijack.statusCode).toBe(403);
    expect((await put(other, external, { full_name: 'Чужой Пётр' })).statusCode).toBe(403);
    expect((await put(manager, external, { full_name: 'Пётр' })).statusCode).toBe(404);
    expect((await put(admin, external, { department: 'АО «Поставка»' })).statusCode).toBe(200);

    // He stays in the directory of every secretary: a member of her protocol and the owner of her task.
    const protocol = await createProtocol(t.app, other);
    const member = await api(t.app, other, { method: 'POST', url: `/api/protocols/${protocol.id}/members`, payload: { member_id: external.id } });
    expect(member.statusCode).toBe(201);
    await assignTask(other, external.id);
    const listed = await api(t.app, other, { method: 'GET', url: `/api/users/${external.id}` });
    expect(listed.json().data).toMatchObject({ id: external.id, email: 'orlov-edit@example.com', created_by: creator.id });
  });

  it('a new e-mail of someone with open tasks is announced to the old address, once', async () => {
    const secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
    const external = await createExternal(secretary, 'orlov-old@example.com');
    const taskId = await assignTask(secretary, external.id);
    await smtp.waitFor(mailTo('orlov-old@example.com')); // the assignment letter

    expect((await put(secretary, external, { email: 'orlov-new@example.com' })).statusCode).toBe(200);
    const notice = await smtp.waitFor((mail) => mailTo('orlov-old@example.com')(mail) && mail.subject === 'Протоколист: адрес e-mail изменён');
    expect(notice.text).toContain('orlov-new@example.com');
    expect(notice.text).toContain('1 открытая задача');

    // Done with his task: a later change tells nobody.
    const done = await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/tasks/${taskId}`, payload: { status: 'success' } });
    expect(done.statusCode).toBe(200);
    expect((await put(secretary, external, { email: 'orlov-third@example.com' })).statusCode).toBe(200);
    // A colleague without tasks changes her own address: nothing either.
    const colleague = await createUser(t.app, 'secretary', { email: 'colleague-old@example.com' });
    expect((await put(colleague, colleague, { email: 'colleague-new@example.com' })).statusCode).toBe(200);
    const { rows } = await t.app.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'users.email-changed'`);
    expect(rows[0]!.n).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a second letter, were there one, would be out by now
    const notices = smtp.messages.filter((mail) => mail.subject === 'Протоколист: адрес e-mail изменён');
    expect(notices.map((mail) => mail.envelope.to.map((to) => to.toLowerCase()))).toEqual([['orlov-old@example.com']]);
  });
});
