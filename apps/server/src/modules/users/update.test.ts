import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';

describe('editing users', () => {
  let t: TestApp;
  let admin: TestUser, manager: TestUser, otherManager: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, 'admin');
    manager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
  });
  afterAll(() => t.close());

  const put = (user: TestUser, target: { id: number }, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/users/${target.id}`, payload });
  const me = (user: TestUser) => api(t.app, user, { method: 'GET', url: '/api/me' });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const secretaryOf = (boss: TestUser) => createUser(t.app, 'secretary', { manager_id: boss.id });

  it('everyone edits his own profile', async () => {
    const secretary = await secretaryOf(manager);
    const res = await put(secretary, secretary, {
      full_name: 'Светлана Правкина',
      email: 'Sveta.New@Example.com',
      department: 'Секретариат',
      position: 'Секретарь',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Изменения сохранены');
    expect(res.json().data).toMatchObject({
      full_name: 'Светлана Правкина',
      email: 'sveta.new@example.com',
      department: 'Секретариат',
      position: 'Секретарь',
    });
    const cleared = await put(secretary, secretary, { department: '', position: null });
    expect(cleared.json().data).toMatchObject({ department: null, position: null, full_name: 'Светлана Правкина' });
    expect((await me(secretary)).statusCode).toBe(200);
  });

  it('changes the own password only with the right current one, and then every token is void', async () => {
    const user = await createUser(t.app, 'manager');
    const second = (await login(user.email, user.password)).json().data.token as string;
    const missing = await put(user, user, { password: 'new-password' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['Неверный текущий пароль']);
    const wrong = await put(user, user, { password: 'new-password', current_password: 'nope-nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Неверный текущий пароль');
    const short = await put(user, user, { password: '123', current_password: user.password });
    expect(short.json().errors.password).toEqual(['Пароль должен содержать минимум 6 символов']);

    const ok = await put(user, user, { password: 'new-password', current_password: user.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Пароль изменён. Войдите с новым паролем');
    expect((await me(user)).statusCode).toBe(401);
    expect((await me({ ...user, token: second })).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'new-password')).statusCode).toBe(200);
  });

  it('a manager renames, blocks and unblocks his secretaries; blocking signs them out', async () => {
    const secretary = await secretaryOf(manager);
    expect((await put(manager, secretary, { position: 'Старший секретарь' })).json().data.position).toBe('Старший секретарь');
    const blocked = await put(manager, secretary, { is_active: false });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.is_active).toBe(false);
    expect((await me(secretary)).statusCode).toBe(401);
    const denied = await login(secretary.email, secretary.password);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Учётная запись заблокирована');

    expect((await put(manager, secretary, { is_active: '1' })).json().data.is_active).toBe(true);
    expect((await login(secretary.email, secretary.password)).statusCode).toBe(200);
    const renamed = await put(manager, secretary, { full_name: 'Анна Переименованная' });
    expect(renamed.json().data.full_name).toBe('Анна Переименованная');
  });

  it('a manager cannot touch other managers’ secretaries or move his own', async () => {
    const foreign = await secretaryOf(otherManager);
    expect((await put(manager, foreign, { full_name: 'Чужая' })).statusCode).toBe(404);
    expect((await put(manager, otherManager, { full_name: 'Чужой' })).statusCode).toBe(404);
    const own = await secretaryOf(manager);
    const move = await put(manager, own, { manager_id: otherManager.id });
    expect(move.statusCode).toBe(403);
    expect((await put(manager, own, { manager_id: manager.id })).statusCode).toBe(200); // unchanged: fine
  });

  it('admin edits anyone, moves a secretary to another manager, validates the manager', async () => {
    const secretary = await secretaryOf(manager);
    const moved = await put(admin, secretary, { manager_id: otherManager.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.manager).toMatchObject({ id: otherManager.id });
    const notManager = await put(admin, secretary, { manager_id: admin.id });
    expect(notManager.statusCode).toBe(422);
    expect(notManager.json().errors.manager_id).toEqual(['Руководитель не найден']);
    expect((await put(admin, secretary, { manager_id: null })).json().errors.manager_id).toEqual(['Укажите руководителя секретаря']);
    const ofManager = await put(admin, manager, { manager_id: otherManager.id });
    expect(ofManager.json().errors.manager_id).toEqual(['Руководитель указывается только для секретаря']);

    const anotherAdmin = await createUser(t.app, 'admin');
    expect((await put(admin, anotherAdmin, { is_active: false })).statusCode).toBe(200);
    expect((await me(anotherAdmin)).statusCode).toBe(401);
  });

  it('nobody blocks himself', async () => {
    for (const user of [admin, manager]) {
      const res = await put(user, user, { is_active: false });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.is_active).toEqual(['Нельзя заблокировать самого себя']);
    }
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('a secretary edits the externals she created, but neither blocks them nor edits colleagues', async () => {
    const secretary = await secretaryOf(manager);
    const colleague = await secretaryOf(otherManager);
    const external = await createUser(t.app, 'external', { password_hash: null, created_by: secretary.id });
    const res = await put(secretary, external, { position: 'Главный инженер', department: 'АО «Завод»' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ position: 'Главный инженер', department: 'АО «Завод»' });
    expect((await put(secretary, external, { is_active: false })).statusCode).toBe(403);
    expect((await put(secretary, external, { password: 'secret123' })).statusCode).toBe(422);
    expect((await put(secretary, colleague, { full_name: 'Коллега' })).statusCode).toBe(403);
    expect((await put(secretary, manager, { full_name: 'Начальник' })).statusCode).toBe(403);
    expect((await put(secretary, admin, { full_name: 'Админ' })).statusCode).toBe(404);
  });

  it('keeps e-mails unique and validates in Russian', async () => {
    const user = await createUser(t.app, 'manager');
    const taken = await put(user, user, { email: admin.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Пользователь с таким e-mail уже существует']);
    expect((await put(user, user, { email: user.email.toUpperCase() })).statusCode).toBe(200); // own address
    const bad = await put(user, user, { email: 'broken', full_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ email: ['Неверный формат e-mail'], full_name: ['Поле обязательно для заполнения'] });
  });
});
