import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { protocolTasks, settings, taskStatusChanges } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createProtocol } from '../../test/protocols.ts';
import { expireOverdueTasks } from './deadlines.ts';

async function setTimezone(t: TestApp, timezone: string) {
  await t.app.db
    .insert(settings)
    .values({ key: 'organization', value: { organization_name: 'ООО «Ромашка»', timezone } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { organization_name: 'ООО «Ромашка»', timezone } } });
}

describe('task expiry (no workers: the test runs the job itself)', () => {
  let t: TestApp;
  let secretary: TestUser;
  let protocolId: number;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api', TZ_ORGANIZATION: 'UTC' });
    secretary = await createUser(t.app, 'secretary');
    protocolId = (await createProtocol(t.app, secretary)).id;
  });
  afterAll(() => t.close());

  const insertTask = async (deadline: string, status: 'process' | 'success' | 'expired' = 'process') => {
    const [row] = await t.app.db
      .insert(protocolTasks)
      .values({
        protocol_id: protocolId,
        responsible_id: secretary.id,
        essence: `Срок ${deadline}`,
        deadline,
        status,
        assignment_mailed_at: new Date(),
      })
      .returning();
    return row!.id;
  };
  const statusOf = async (ids: number[]) =>
    (await t.app.db.select().from(protocolTasks).where(inArray(protocolTasks.id, ids)).orderBy(asc(protocolTasks.id))).map(
      (row) => row.status,
    );

  it('expires tasks whose deadline day has ended, records the system as the author, leaves done tasks alone', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const overdue = await insertTask('2026-11-20');
    const longOverdue = await insertTask('2026-01-01');
    const dueToday = await insertTask('2026-11-21');
    const future = await insertTask('2026-12-01');
    const done = await insertTask('2026-11-01', 'success');
    const expired = await expireOverdueTasks(t.app, now);
    expect(expired.sort()).toEqual([overdue, longOverdue].sort());
    expect(await statusOf([overdue, longOverdue, dueToday, future, done])).toEqual(['expired', 'expired', 'process', 'process', 'success']);
    const history = await t.app.db.select().from(taskStatusChanges).where(inArray(taskStatusChanges.task_id, [overdue, longOverdue, done]));
    expect(history.map((h) => [h.task_id, h.status, h.user_id]).sort()).toEqual(
      [
        [overdue, 'expired', null],
        [longOverdue, 'expired', null],
      ].sort(),
    );
    // Running again changes nothing and writes no second history row.
    expect(await expireOverdueTasks(t.app, now)).toEqual([]);
    expect(await t.app.db.select().from(taskStatusChanges).where(eq(taskStatusChanges.task_id, overdue))).toHaveLength(1);
    // The API shows the system change without a user.
    const res = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocolId}/tasks?status=expired` });
    const task = res.json().data.find((item: { id: number }) => item.id === overdue);
    expect(task.history).toEqual([expect.objectContaining({ status: 'expired', status_label: 'Просрочено', user: null })]);
  });

  it("counts days in the organisation's timezone", async () => {
    // 21:30 UTC on 21 November is already 22 November in Moscow.
    const lateEvening = new Date('2026-11-21T21:30:00Z');
    const task = await insertTask('2026-11-21');
    await setTimezone(t, 'UTC');
    expect(await expireOverdueTasks(t.app, lateEvening)).not.toContain(task);
    await setTimezone(t, 'Europe/Moscow');
    expect(await expireOverdueTasks(t.app, lateEvening)).toContain(task);
    expect(await statusOf([task])).toEqual(['expired']);
    await setTimezone(t, 'UTC');
  });
});

describe('task e-mails through a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let secretary: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
    secretary = await createUser(t.app, 'secretary', { full_name: 'Смирнова Анна' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Task letters ever queued (pg-boss keeps finished jobs) for these people. */
  const lettersQueuedFor = async (ids: number[]) => {
    const { rows } = await t.app.database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tasks.mail' AND (data->>'responsibleId')::int = ANY($1::int[])`,
      [ids],
    );
    return Number(rows[0]!.n);
  };
  const finalize = (protocolId: number) =>
    api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolId}/final`,
      payload: { final_transcript: [{ key: 'Решили', value: 'Провести тендер' }], location: 'Зал', city: 'Москва' },
    });

  it('mails no task while the protocol is checked, then one letter a person when it is final', async () => {
    const first = await createUser(t.app, 'external', { full_name: 'Попова Елена', password_hash: null });
    const other = await createUser(t.app, 'secretary', { full_name: 'Орлов Игорь' });
    const protocol = await createProtocol(t.app, secretary, { theme: 'Закупки', event_date: '2026-11-02' });
    const task = (responsible: number, essence: string, deadline: string) =>
      api(t.app, secretary, {
        method: 'POST',
        url: `/api/protocols/${protocol.id}/tasks`,
        payload: { responsible_id: responsible, essence, deadline },
      });
    expect((await task(first.id, 'Разместить извещение о тендере', '2030-12-01')).statusCode).toBe(201);
    expect((await task(first.id, 'Собрать коммерческие предложения', '2030-11-20')).statusCode).toBe(201);
    expect((await task(other.id, 'Проверить смету', '2030-12-10')).statusCode).toBe(201);
    // Nothing was even queued for them.
    expect(await lettersQueuedFor([first.id, other.id])).toBe(0);

    expect((await finalize(protocol.id)).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(first.email!), 15_000);
    expect(mail.subject).toBe(`Протоколист: ваши задачи по протоколу №${protocol.protocol_number} (2)`);
    expect(mail.text).toContain('Здравствуйте, Елена!');
    expect(mail.text).toContain(`Вам поручены задачи по протоколу №${protocol.protocol_number} «Закупки» от 02.11.2026: 2.`);
    // By deadline: the earlier one first.
    expect(mail.text.indexOf('Собрать коммерческие предложения')).toBeLessThan(mail.text.indexOf('Разместить извещение о тендере'));
    expect(mail.text).toContain('Срок: 20.11.2030');
    expect(mail.text).toContain('Секретарь: Смирнова Анна');
    const single = await smtp.waitFor((m) => m.envelope.to.includes(other.email!), 15_000);
    expect(single.subject).toBe(`Протоколист: новая задача по протоколу №${protocol.protocol_number}, срок 10.12.2030`);

    expect(await lettersQueuedFor([first.id, other.id])).toBe(2);
    // Saving the final text again announces nothing twice.
    expect((await finalize(protocol.id)).statusCode).toBe(200);
    expect(await lettersQueuedFor([first.id, other.id])).toBe(2);
  });

  it('tells the responsible person about a task added to a final protocol, and the next one after reassignment', async () => {
    const first = await createUser(t.app, 'external', { full_name: 'Белова Ольга', password_hash: null });
    const second = await createUser(t.app, 'manager', { full_name: 'Кузнецов Дмитрий' });
    const protocol = await createProtocol(t.app, secretary, { theme: 'Закупки', event_date: '2026-11-02' });
    expect((await finalize(protocol.id)).statusCode).toBe(200);
    const created = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/tasks`,
      payload: { responsible_id: first.id, essence: 'Разместить извещение о тендере', deadline: '2030-12-01' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(first.email), 15_000);
    expect(mail.subject).toBe(`Протоколист: новая задача по протоколу №${protocol.protocol_number}, срок 01.12.2030`);
    expect(mail.text).toContain('Здравствуйте, Ольга!');
    expect(mail.text).toContain(`Вам поручена задача по протоколу №${protocol.protocol_number} «Закупки» от 02.11.2026.`);
    expect(mail.text).toContain('Разместить извещение о тендере');
    expect(mail.text).toContain('Срок: 01.12.2030');
    expect(mail.text).toContain('Секретарь: Смирнова Анна');
    expect(mail.html).toContain('Разместить извещение о тендере');

    await api(t.app, secretary, {
      method: 'PUT',
      url: `/api/protocols/tasks/${created.json().data.id}`,
      payload: { responsible_id: second.id },
    });
    const next = await smtp.waitFor((m) => m.envelope.to.includes(second.email), 15_000);
    expect(next.text).toContain('Здравствуйте, Дмитрий!');
  });
});
