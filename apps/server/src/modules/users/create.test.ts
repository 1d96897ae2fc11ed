import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { linksIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { passwordTokens, users } from '../../db/schema.ts';

describe('creating users', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser, manager: TestUser, otherManager: TestUser, secretary: TestUser;
  let seq = 0;
  const fresh = (prefix: string) => `${prefix}-${++seq}@example.com`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    admin = await createUser(t.app, 'admin');
    manager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const create = (user: TestUser | null, payload: object) => api(t.app, user, { method: 'POST', url: '/api/users', payload });

  it('a manager creates a secretary linked to him; without a password she gets a welcome link that sets it', async () => {
    const email = fresh('New.Secretary');
    const res = await create(manager, { full_name: 'Ирина Новая', email, department: 'Приёмная', manager_id: otherManager.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Пользователь создан');
    expect(body.data).toMatchObject({
      full_name: 'Ирина Новая',
      email: email.toLowerCase(),
      role: 'secretary',
      department: 'Приёмная',
      position: null,
      is_active: true,
      avatar: null,
      manager: { id: manager.id },
    });

    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email.toLowerCase()));
    expect(mail.subject).toBe('Протоколист: приглашение и установка пароля');
    expect(mail.text).toContain('Ирина Новая');
    const link = new URL(linksIn(mail.text).find((url) => url.includes('/change-password/'))!);
    const token = link.searchParams.get('token')!;
    const [stored] = await t.app.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, body.data.id));
    expect(stored!.kind).toBe('welcome');
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(71 * 3600 * 1000);

    const noPassword = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'whatever1' } });
    expect(noPassword.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/change-password/reset',
      payload: { token, email: link.searchParams.get('email'), password: 'first-pass', password_confirmation: 'first-pass' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'first-pass' } });
    expect(login.statusCode).toBe(200);
  });

  it('with a password the user gets the welcome letter with the login (never the password) and signs in with it', async () => {
    const email = fresh('with-pass');
    const res = await create(admin, { full_name: 'Кирилл', email, role: 'manager', password: 'given-pass' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'manager', manager: null });
    expect(res.json().message).toBe('Пользователь создан');
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.subject).toBe('Протоколист: для вас создана учётная запись');
    expect(mail.text).toContain(`Логин — ваш e-mail ${email}.`);
    expect(mail.text).toContain('(роль: руководитель)');
    expect(linksIn(mail.text).some((link) => link.endsWith('/login'))).toBe(true);
    expect(mail.text).not.toContain('given-pass');
    expect(mail.html).not.toContain('given-pass');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'given-pass' } });
    expect(login.statusCode).toBe(200);
  });

  it('admin creates a secretary only for an existing manager', async () => {
    const ok = await create(admin, { full_name: 'Лариса', email: fresh('s'), role: 'secretary', manager_id: otherManager.id });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.manager).toMatchObject({ id: otherManager.id });
    const missing = await create(admin, { full_name: 'Лариса', email: fresh('s'), role: 'secretary' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.manager_id).toEqual(['Укажите руководителя секретаря']);
    const notManager = await create(admin, { full_name: 'Лариса', email: fresh('s'), role: 'secretary', manager_id: secretary.id });
    expect(notManager.statusCode).toBe(422);
    expect(notManager.json().errors.manager_id).toEqual(['Руководитель не найден']);
    const forManager = await create(admin, { full_name: 'Лариса', email: fresh('s'), role: 'manager', manager_id: manager.id });
    expect(forManager.statusCode).toBe(422);
    const noRole = await create(admin, { full_name: 'Лариса', email: fresh('s') });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors.role).toEqual(['Поле обязательно для заполнения']);
  });

  it('a secretary creates externals only; externals get no password and no mail, and cannot sign in', async () => {
    const before = smtp.messages.length;
    const email = fresh('guest');
    const res = await create(secretary, { full_name: 'Марат Гость', email, department: 'ООО «Партнёр»', position: 'Директор' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ role: 'external', department: 'ООО «Партнёр»', position: 'Директор', manager: null });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, res.json().data.id));
    expect(row!.password_hash).toBeNull();
    const withPassword = await create(secretary, { full_name: 'Марат', email: fresh('guest'), password: 'secret123' });
    expect(withPassword.statusCode).toBe(422);
    expect((await create(secretary, { full_name: 'Нина', email: fresh('x'), role: 'secretary' })).statusCode).toBe(403);
    expect((await create(secretary, { full_name: 'Нина', email: fresh('x'), role: 'admin' })).statusCode).toBe(403);
    expect(smtp.messages.length).toBe(before);
  });

  it('forbids managers other roles and everyone else without a token', async () => {
    for (const role of ['manager', 'admin', 'external']) {
      const res = await create(manager, { full_name: 'Олег', email: fresh('x'), role });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Недостаточно прав');
    }
    expect((await create(null, { full_name: 'Олег', email: fresh('x') })).statusCode).toBe(401);
  });

  it('refuses a taken e-mail in any letter case and validates the fields in Russian', async () => {
    const taken = await create(admin, { full_name: 'Павел', email: secretary.email.toUpperCase(), role: 'manager' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: 'Пользователь с таким e-mail уже существует',
      errors: { email: ['Пользователь с таким e-mail уже существует'] },
    });
    const bad = await create(admin, { full_name: '', email: 'nope', role: 'boss', password: '123' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      full_name: ['Поле обязательно для заполнения'],
      email: ['Неверный формат e-mail'],
      password: ['Пароль должен содержать минимум 6 символов'],
    });
    expect(bad.json().errors.role).toHaveLength(1);
  });

  it('still creates the user when the welcome mail fails, and says so', async () => {
    smtp.rejectMessages(true);
    try {
      const email = fresh('unlucky');
      const res = await create(admin, { full_name: 'Роман', email, role: 'manager' });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Пользователь создан, но письмо о новой учётной записи отправить не удалось');
      const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeDefined();
      const withPassword = await create(admin, { full_name: 'Римма', email: fresh('unlucky-pass'), role: 'manager', password: 'given-pass' });
      expect(withPassword.statusCode).toBe(201);
      expect(withPassword.json().message).toBe('Пользователь создан, но письмо о новой учётной записи отправить не удалось');
    } finally {
      smtp.rejectMessages(false);
    }
  });
});
