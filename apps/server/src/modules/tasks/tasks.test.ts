import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import type { Task } from '@protocolist/contracts/tasks';
import { protocolTasks, taskDeadlineChanges } from '../../db/schema.ts';
import { changeTaskDeadline } from './index.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';

describe('protocol tasks API', () => {
  let t: TestApp;
  let p: People;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
  });
  afterAll(() => t.close());

  const createTask = async (user: TestUser, protocolId: number, fields: Partial<Record<string, unknown>> = {}) => {
    const res = await api(t.app, user, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/tasks`,
      payload: { responsible_id: p.colleague.id, essence: 'Подготовить претензии поставщикам', deadline: '2030-11-25', ...fields },
    });
    return res;
  };
  const update = (user: TestUser, id: number, payload: object) =>
    api(t.app, user, { method: 'PUT', url: `/api/protocols/tasks/${id}`, payload });
  const allTasks = async (user: TestUser, query = '') => {
    const res = await api(t.app, user, { method: 'GET', url: `/api/protocols/tasks?limit=100${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as Task[];
  };

  it('creates a task in work, with its protocol, responsible person and history', async () => {
    const protocol = await createProtocol(t.app, p.secretary, { theme: 'Закупки' });
    const res = await createTask(p.secretary, protocol.id, { deadline: '2020-01-01' });
    expect(res.statusCode).toBe(201);
    const task = res.json().data;
    expect(task).toMatchObject({
      protocol: { id: protocol.id, protocol_number: protocol.protocol_number, theme: 'Закупки' },
      responsible: { id: p.colleague.id, full_name: 'Кузнецов Дмитрий' },
      essence: 'Подготовить претензии поставщикам',
      deadline: '2020-01-01',
      status: 'process',
      status_label: 'В работе',
    });
    expect(task.history).toEqual([
      { status: 'process', status_label: 'В работе', user: expect.objectContaining({ id: p.secretary.id }), created_at: expect.any(String) },
    ]);
    const listed = await api(t.app, p.manager, { method: 'GET', url: `/api/protocols/${protocol.id}/tasks` });
    expect(listed.json().data.map((item: Task) => item.id)).toEqual([task.id]);
    const full = await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocol.id}` });
    expect(full.json().data.tasks_count).toBe(1);
  });

  it('rejects bad tasks with Russian messages', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const empty = await api(t.app, p.secretary, { method: 'POST', url: `/api/protocols/${protocol.id}/tasks`, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      responsible_id: ['Поле обязательно для заполнения'],
      essence: ['Поле обязательно для заполнения'],
      deadline: ['Поле обязательно для заполнения'],
    });
    const bad = await createTask(p.secretary, protocol.id, { essence: 'э'.repeat(65_001), deadline: '25.11.2026' });
    expect(bad.json().errors).toEqual({
      essence: ['Не более 65000 символов'],
      deadline: ['Неверная дата, ожидается ГГГГ-ММ-ДД'],
    });
    for (const responsible of [p.admin.id, 999_999]) {
      const res = await createTask(p.secretary, protocol.id, { responsible_id: responsible });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ responsible_id: ['Пользователь не найден'] });
    }
    expect((await createTask(p.secretary, protocol.id, { essence: 'э'.repeat(65_000) })).statusCode).toBe(201);
  });

  it('lets only the owner create, change and delete tasks', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const task = (await createTask(p.secretary, protocol.id)).json().data as Task;
    for (const [user, code] of [
      [p.manager, 403],
      [p.admin, 403],
      [p.otherSecretary, 404],
      [p.otherManager, 404],
    ] as const) {
      expect((await createTask(user, protocol.id)).statusCode).toBe(code);
      expect((await update(user, task.id, { status: 'success' })).statusCode).toBe(code);
      expect((await api(t.app, user, { method: 'DELETE', url: `/api/protocols/tasks/${task.id}` })).statusCode).toBe(code);
    }
    expect((await api(t.app, p.otherSecretary, { method: 'GET', url: `/api/protocols/${protocol.id}/tasks` })).statusCode).toBe(404);
    const missing = await update(p.secretary, 999_999, { status: 'success' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Задача не найдена');
    const deleted = await api(t.app, p.secretary, { method: 'DELETE', url: `/api/protocols/tasks/${task.id}` });
    expect(deleted.json().message).toBe('Задача удалена');
    expect((await update(p.secretary, task.id, { status: 'success' })).statusCode).toBe(404);
  });

  it('records every status change with who made it', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const task = (await createTask(p.secretary, protocol.id)).json().data as Task;
    const done = await update(p.secretary, task.id, { status: 'success' });
    expect(done.json().data).toMatchObject({ status: 'success', status_label: 'Выполнено' });
    const back = await update(p.secretary, task.id, { status: 'process', essence: 'Новая суть' });
    const history = back.json().data.history;
    expect(history.map((h: { status: string }) => h.status)).toEqual(['process', 'success', 'process']);
    expect(history.every((h: { user: { id: number } }) => h.user.id === p.secretary.id)).toBe(true);
    const same = await update(p.secretary, task.id, { status: 'process' });
    expect(same.json().data.history).toHaveLength(3);
    expect(same.json().data.essence).toBe('Новая суть');
    const invalid = await update(p.secretary, task.id, { status: 'done', deadline: 'вчера', essence: '' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['deadline', 'essence', 'status']);
  });

  it('changes deadline and responsible person; a later deadline puts an overdue task back in work', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const task = (await createTask(p.secretary, protocol.id, { deadline: '2020-01-01' })).json().data as Task;
    await t.app.db.update(protocolTasks).set({ status: 'expired' }).where(eq(protocolTasks.id, task.id));
    const res = await update(p.secretary, task.id, { deadline: '2030-01-10', responsible_id: p.external.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deadline: '2030-01-10', status: 'process', responsible: { id: p.external.id } });
    expect(res.json().data.history.at(-1)).toMatchObject({ status: 'process', user: { id: p.secretary.id } });
    const invalid = await update(p.secretary, task.id, { responsible_id: p.admin.id });
    expect(invalid.json().errors).toEqual({ responsible_id: ['Пользователь не найден'] });
  });

  it('records each moved deadline in the deadline history, with who moved it', async () => {
    const protocol = await createProtocol(t.app, p.secretary);
    const task = (await createTask(p.secretary, protocol.id, { deadline: '2030-03-01' })).json().data as Task;
    expect((await update(p.secretary, task.id, { deadline: '2030-03-15' })).statusCode).toBe(200);
    expect((await update(p.secretary, task.id, { deadline: '2030-03-15', essence: 'Без переноса' })).statusCode).toBe(200);
    const history = await t.app.db
      .select()
      .from(taskDeadlineChanges)
      .where(eq(taskDeadlineChanges.task_id, task.id))
      .orderBy(asc(taskDeadlineChanges.id));
    expect(history).toEqual([
      expect.objectContaining({ old_deadline: '2030-03-01', new_deadline: '2030-03-15', user_id: p.secretary.id, reason: null }),
    ]);
    const [row] = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.id, task.id));
    expect(row).toMatchObject({ deadline: '2030-03-15' });

    // Called by other modules (a report asking for more time): an overdue task goes back in work with the reason.
    await t.app.db.update(protocolTasks).set({ status: 'expired', deadline: '2020-01-01' }).where(eq(protocolTasks.id, task.id));
    const moved = await t.app.db.transaction((tx) =>
      changeTaskDeadline(tx, { taskId: task.id, deadline: '2030-04-01', userId: null, reason: 'Ждём поставку', today: '2026-01-01' }),
    );
    expect(moved).toEqual({ oldDeadline: '2020-01-01' });
    const [back] = await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.id, task.id));
    expect(back).toMatchObject({ deadline: '2030-04-01', status: 'process' });
    const [last] = await t.app.db
      .select()
      .from(taskDeadlineChanges)
      .where(eq(taskDeadlineChanges.task_id, task.id))
      .orderBy(desc(taskDeadlineChanges.id))
      .limit(1);
    expect(last).toMatchObject({ old_deadline: '2020-01-01', new_deadline: '2030-04-01', user_id: null, reason: 'Ждём поставку' });
    expect(await changeTaskDeadline(t.app.db, { taskId: task.id, deadline: '2030-04-01', userId: null })).toBeNull();
  });

  it("lists the caller's tasks: overdue first, then in work, then done, each by deadline", async () => {
    const secretary = await createUser(t.app, 'secretary', { manager_id: p.otherManager.id });
    const protocol = await createProtocol(t.app, secretary);
    const make = async (essence: string, deadline: string, status?: string) => {
      const task = (await createTask(secretary, protocol.id, { essence, deadline })).json().data as Task;
      if (status) await t.app.db.update(protocolTasks).set({ status: status as Task['status'] }).where(eq(protocolTasks.id, task.id));
      return task.id;
    };
    await make('В работе позже', '2030-03-01');
    await make('Выполнено', '2030-01-01', 'success');
    await make('Просрочено', '2020-05-01', 'expired');
    await make('В работе раньше', '2030-02-01');
    expect((await allTasks(secretary)).map((task) => task.essence)).toEqual([
      'Просрочено',
      'В работе раньше',
      'В работе позже',
      'Выполнено',
    ]);
    expect((await allTasks(secretary, '&status=process')).map((task) => task.essence)).toEqual([
      'В работе раньше',
      'В работе позже',
    ]);
    expect((await allTasks(secretary, `&search=${encodeURIComponent('РАНЬШЕ')}`)).map((task) => task.essence)).toEqual([
      'В работе раньше',
    ]);
    expect((await allTasks(secretary, `&search=${encodeURIComponent('Кузнецов')}`)).length).toBe(4);
    // Her manager sees them, the other manager, other secretaries and strangers do not.
    expect((await allTasks(p.otherManager)).length).toBe(4);
    const managerIds = (await allTasks(p.manager)).map((task) => task.protocol.id);
    expect(managerIds).not.toContain(protocol.id);
    expect((await allTasks(p.secretary)).some((task) => task.protocol.id === protocol.id)).toBe(false);
    expect((await allTasks(p.admin)).filter((task) => task.protocol.id === protocol.id)).toHaveLength(4);
    const paged = await api(t.app, secretary, { method: 'GET', url: '/api/protocols/tasks?limit=3&page=2' });
    expect(paged.json().data.meta).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/protocols/tasks?status=late' })).statusCode).toBe(422);
  });
});
