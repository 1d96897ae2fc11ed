import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { protocolTasks, settings, taskReminders } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createProtocol } from '../../test/protocols.ts';
import { expireOverdueTasks } from './deadlines.ts';
import { sendDueReminders } from './reminders.ts';
import { TASK_MAIL_QUEUE } from './mail-queue.ts';

async function setTimezone(app: FastifyInstance, timezone: string) {
  const value = { organization_name: 'ООО «Ромашка»', timezone };
  await app.db.insert(settings).values({ key: 'organization', value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** 09:00 in Moscow on `day` (06:00 UTC), plus `minutes`. */
const moscowMorning = (day: string, minutes = 0) => new Date(Date.parse(`${day}T06:00:00Z`) + minutes * 60_000);

/** The task letters queued (pg-boss keeps finished jobs) as «kind:task or secretary». */
async function queuedLetters(app: FastifyInstance, since: number): Promise<string[]> {
  const { rows } = await app.database.executeSql(
    `SELECT data FROM pgboss.job WHERE name = $1 AND created_on >= to_timestamp($2 / 1000.0) ORDER BY created_on`,
    [TASK_MAIL_QUEUE, since],
  );
  return rows
    .map((row) => row.data as { kind: string; taskId?: number; secretaryId?: number })
    .map((data) => `${data.kind}:${data.taskId ?? data.secretaryId}`)
    .sort();
}

/*
 * Issue 24: reminders 3 days and 1 day before the deadline and the day after it is missed, the secretary's daily
 * digest of the overdue; each once, in the organisation's timezone. The clock is moved by handing `now` to the job
 * function the worker runs. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('task reminders with a moved clock (no workers: the test runs the job)', () => {
  let t: TestApp;
  let secretary: TestUser;
  let person: TestUser;
  let protocolId: number;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api', TZ_ORGANIZATION: 'UTC' });
    secretary = await createUser(t.app, 'secretary');
    person = await createUser(t.app, 'external', { full_name: 'Попова Елена', password_hash: null });
    protocolId = (await createProtocol(t.app, secretary)).id;
    await setTimezone(t.app, 'Europe/Moscow');
  });
  afterAll(() => t.close());

  const insertTask = async (deadline: string, fields: Partial<typeof protocolTasks.$inferInsert> = {}) => {
    const [row] = await t.app.db
      .insert(protocolTasks)
      .values({ protocol_id: protocolId, responsible_id: person.id, essence: `Срок ${deadline}`, deadline, assignment_mailed_at: new Date(), ...fields })
      .returning();
    return row!.id;
  };

  it('sends each reminder on its day from 09:00 Moscow time, once, and the digest once a day', async () => {
    const since = Date.now() - 1000;
    const task = await insertTask('2031-03-25');
    const unannounced = await insertTask('2031-03-25', { assignment_mailed_at: null });
    const noEmail = await createUser(t.app, 'external', { email: null, password_hash: null });
    const silent = await insertTask('2031-03-25', { responsible_id: noEmail.id });

    // 08:59 in Moscow three days before: too early.
    expect((await sendDueReminders(t.app, moscowMorning('2031-03-22', -1))).reminders).toEqual([]);
    const threeDays = await sendDueReminders(t.app, moscowMorning('2031-03-22'));
    expect(threeDays.reminders).toEqual([{ taskId: task, kind: 'before_3' }]);
    // Later that day, in parallel: nothing again.
    const again = await Promise.all(Array.from({ length: 8 }, (_, i) => sendDueReminders(t.app, moscowMorning('2031-03-22', 60 + i))));
    expect(again.flatMap((run) => run.reminders)).toEqual([]);
    // Two days before: nothing.
    expect((await sendDueReminders(t.app, moscowMorning('2031-03-23'))).reminders).toEqual([]);
    expect((await sendDueReminders(t.app, moscowMorning('2031-03-24'))).reminders).toEqual([{ taskId: task, kind: 'before_1' }]);
    expect((await sendDueReminders(t.app, moscowMorning('2031-03-24', 600))).reminders).toEqual([]);
    // The deadline day itself: nothing; the day after: missed, and the secretary's digest.
    expect((await sendDueReminders(t.app, moscowMorning('2031-03-25'))).reminders).toEqual([]);
    await expireOverdueTasks(t.app, moscowMorning('2031-03-26'));
    const missed = await sendDueReminders(t.app, moscowMorning('2031-03-26'));
    expect(missed.reminders).toEqual([{ taskId: task, kind: 'missed' }]);
    expect(missed.digests).toEqual([secretary.id]);
    expect(await sendDueReminders(t.app, moscowMorning('2031-03-26', 300))).toEqual({ reminders: [], digests: [] });
    // The next day: no reminder, a new digest (the task is still overdue).
    expect(await sendDueReminders(t.app, moscowMorning('2031-03-27'))).toEqual({ reminders: [], digests: [secretary.id] });

    const letters = await queuedLetters(t.app, since);
    expect(letters).toEqual(
      [`before_3:${task}`, `before_1:${task}`, `missed:${task}`, `overdue_digest:${secretary.id}`, `overdue_digest:${secretary.id}`].sort(),
    );
    expect(letters.join()).not.toMatch(new RegExp(`:(${unannounced}|${silent})\\b`));
  });

  it('catches up after days without a worker: a late reminder goes once while it still makes sense, an old one never', async () => {
    const since = Date.now() - 1000;
    // No worker ran from 1 to 7 September; the first run is on the 8th at 09:00.
    const twoDaysLeft = await insertTask('2031-09-10');
    const tomorrow = await insertTask('2031-09-09');
    const today = await insertTask('2031-09-08');
    const missedFiveDaysAgo = await insertTask('2031-09-02');
    const missedLongAgo = await insertTask('2031-08-29');
    await expireOverdueTasks(t.app, moscowMorning('2031-09-08'));
    const first = await sendDueReminders(t.app, moscowMorning('2031-09-08'));
    expect(first.reminders.sort((a, b) => a.taskId - b.taskId)).toEqual([
      // Three days before passed unsent: it goes now, two days before.
      { taskId: twoDaysLeft, kind: 'before_3' },
      // The day before: only the day-before letter, not the three-days one too.
      { taskId: tomorrow, kind: 'before_1' },
      // The deadline day: the day-before letter, late («сегодня»), while the deadline is still ahead.
      { taskId: today, kind: 'before_1' },
      // The day after the deadline passed 5 days ago: within MISSED_CATCH_UP_DAYS.
      { taskId: missedFiveDaysAgo, kind: 'missed' },
    ]);
    expect(first.reminders.map((r) => r.taskId)).not.toContain(missedLongAgo);
    // The same day again, in parallel: nothing; the next day, only what is due then.
    const again = await Promise.all(Array.from({ length: 8 }, (_, i) => sendDueReminders(t.app, moscowMorning('2031-09-08', 30 + i))));
    expect(again.flatMap((run) => run.reminders)).toEqual([]);
    await expireOverdueTasks(t.app, moscowMorning('2031-09-09'));
    const next = await sendDueReminders(t.app, moscowMorning('2031-09-09'));
    expect(next.reminders.sort((a, b) => a.taskId - b.taskId)).toEqual([
      { taskId: twoDaysLeft, kind: 'before_1' },
      { taskId: today, kind: 'missed' },
    ]);
    // The letters say how many days are left from the day they were claimed on.
    const { rows } = await t.app.database.executeSql(
      `SELECT data FROM pgboss.job WHERE name = $1 AND created_on >= to_timestamp($2 / 1000.0)`,
      [TASK_MAIL_QUEUE, since],
    );
    const days = rows.map((row) => row.data as { kind: string; taskId?: number; day?: string }).filter((data) => data.taskId === today);
    expect(days.map((data) => `${data.kind}@${data.day}`).sort()).toEqual(['before_1@2031-09-08', 'missed@2031-09-09']);
    // An old missed deadline is never caught up, on any later day.
    for (const day of ['2031-09-10', '2031-09-20']) {
      const later = await sendDueReminders(t.app, moscowMorning(day));
      expect(later.reminders.map((r) => r.taskId)).not.toContain(missedLongAgo);
    }
  });

  it("counts the day in the organisation's timezone", async () => {
    await setTimezone(t.app, 'Asia/Vladivostok');
    const task = await insertTask('2031-05-04');
    // 23:30 UTC on 30 April is 09:30 on 1 May in Vladivostok (UTC+10): three days before.
    const run = await sendDueReminders(t.app, new Date('2031-04-30T23:30:00Z'));
    expect(run.reminders).toEqual([{ taskId: task, kind: 'before_3' }]);
    // In Moscow the same instant is 02:30 on 1 May: too early.
    await setTimezone(t.app, 'Europe/Moscow');
    expect((await sendDueReminders(t.app, new Date('2031-04-30T23:30:00Z'))).reminders).toEqual([]);
  });

  it('reminds anew after the deadline moves, and not while a report waits for the secretary', async () => {
    const task = await insertTask('2031-06-10');
    expect((await sendDueReminders(t.app, moscowMorning('2031-06-09'))).reminders).toEqual([{ taskId: task, kind: 'before_1' }]);
    await t.app.database.executeSql(`UPDATE protocol_tasks SET deadline = '2031-06-20' WHERE id = $1`, [task]);
    expect((await sendDueReminders(t.app, moscowMorning('2031-06-19'))).reminders).toEqual([{ taskId: task, kind: 'before_1' }]);
    const claims = await t.app.db.select().from(taskReminders);
    expect(claims.filter((claim) => claim.task_id === task).map((claim) => claim.deadline).sort()).toEqual(['2031-06-10', '2031-06-20']);

    const waiting = await insertTask('2031-07-10');
    await t.app.database.executeSql(
      `INSERT INTO task_report_links (task_id, responsible_id, nonce, token_hash) VALUES ($1, $2, 'n', 'h')`,
      [waiting, person.id],
    );
    await t.app.database.executeSql(
      `INSERT INTO task_reports (task_id, link_id, kind) SELECT $1, id, 'done' FROM task_report_links WHERE task_id = $1`,
      [waiting],
    );
    expect((await sendDueReminders(t.app, moscowMorning('2031-07-09'))).reminders).toEqual([]);
  });
});

/**
 * A second app on the same PostgreSQL database, with workers of its own: the second worker process of the
 * deployment (docs/scaling.md). On the embedded database there is one process, which runs the job twice at once.
 */
async function secondWorker(first: FastifyInstance): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-worker2-'));
  const app = await buildApp({ ...first.config, dataDir }, { logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('reminders through a real SMTP server with two workers', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let other: { app: FastifyInstance; close(): Promise<void> } | null = null;
  let secretary: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', TZ_ORGANIZATION: 'Europe/Moscow' });
    if (t.app.config.databaseUrl) other = await secondWorker(t.app);
    secretary = await createUser(t.app, 'secretary', { full_name: 'Смирнова Анна' });
    await setTimezone(t.app, 'Europe/Moscow');
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await smtp.close();
  });

  it('each letter arrives once though both workers run the job at the same moment', async () => {
    const people = await Promise.all(
      ['Попова Елена', 'Орлов Игорь', 'Белова Ольга'].map((full_name) => createUser(t.app, 'external', { full_name, password_hash: null })),
    );
    const protocol = await createProtocol(t.app, secretary, { theme: 'Закупки' });
    const deadlines = ['2032-02-13', '2032-02-11', '2032-02-09'];
    for (const [index, person] of people.entries()) {
      await t.app.db.insert(protocolTasks).values({
        protocol_id: protocol.id,
        responsible_id: person.id,
        essence: `Задача ${index + 1}`,
        deadline: deadlines[index]!,
        assignment_mailed_at: new Date(),
      });
    }
    const workers = other ? [t.app, other.app] : [t.app, t.app];
    const now = moscowMorning('2032-02-10', 5);
    await expireOverdueTasks(t.app, now);
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendDueReminders(workers[i % 2]!, now)),
    );
    expect(runs.flatMap((run) => run.reminders.map((r) => r.kind)).sort()).toEqual(['before_1', 'before_3', 'missed']);
    expect(runs.flatMap((run) => run.digests)).toEqual([secretary.id]);

    const three = await smtp.waitFor((m) => m.envelope.to.includes(people[0]!.email), 15_000);
    expect(three.subject).toBe(`Протоколист: через 3 дня срок задачи по протоколу №${protocol.protocol_number}`);
    expect(three.text).toContain('Через 3 дня, 13.02.2032, истекает срок задачи');
    expect(three.text).toMatch(/Отчитаться о задаче: http:\/\/localhost:3000\/report\/\d+\.[\w-]{43}/);
    const one = await smtp.waitFor((m) => m.envelope.to.includes(people[1]!.email), 15_000);
    expect(one.subject).toBe(`Протоколист: завтра срок задачи по протоколу №${protocol.protocol_number}`);
    const missed = await smtp.waitFor((m) => m.envelope.to.includes(people[2]!.email), 15_000);
    expect(missed.subject).toBe(`Протоколист: истёк срок задачи по протоколу №${protocol.protocol_number}`);
    expect(missed.text).toContain('истёк 09.02.2032');
    const digest = await smtp.waitFor((m) => m.envelope.to.includes(secretary.email) && m.subject.includes('10.02.2032'), 15_000);
    expect(digest.subject).toBe('Протоколист: просроченные задачи (1) на 10.02.2032');
    expect(digest.text).toContain('Задача 3');
    expect(digest.text).toContain('Белова Ольга');

    // Give a duplicate, were there one, time to arrive: still one letter each.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const person of people) expect(smtp.messages.filter((m) => m.envelope.to.includes(person.email))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.envelope.to.includes(secretary.email) && m.subject.includes('10.02.2032'))).toHaveLength(1);
  });
  it('a reminder whose day passed with no worker running is sent late, once, by one of the two workers', async () => {
    const people = await Promise.all(
      ['Зайцева Нина', 'Лебедев Олег'].map((full_name) => createUser(t.app, 'external', { full_name, password_hash: null })),
    );
    const protocol = await createProtocol(t.app, secretary, { theme: 'Склад' });
    const deadlines = ['2032-03-12', '2032-03-05'];
    for (const [index, person] of people.entries()) {
      await t.app.db.insert(protocolTasks).values({
        protocol_id: protocol.id,
        responsible_id: person.id,
        essence: `Поздняя задача ${index + 1}`,
        deadline: deadlines[index]!,
        assignment_mailed_at: new Date(),
      });
    }
    // The workers were down from 1 to 9 March: the three-days letter (9 March) and the missed one (6 March) wait.
    const workers = other ? [t.app, other.app] : [t.app, t.app];
    const now = moscowMorning('2032-03-10', 20);
    await expireOverdueTasks(t.app, now);
    const runs = await Promise.all(Array.from({ length: 6 }, (_, i) => sendDueReminders(workers[i % 2]!, now)));
    expect(runs.flatMap((run) => run.reminders.map((r) => r.kind)).sort()).toEqual(['before_3', 'missed']);

    const late = await smtp.waitFor((m) => m.envelope.to.includes(people[0]!.email), 15_000);
    expect(late.subject).toBe(`Протоколист: через 2 дня срок задачи по протоколу №${protocol.protocol_number}`);
    expect(late.text).toContain('Через 2 дня, 12.03.2032, истекает срок задачи');
    const missed = await smtp.waitFor((m) => m.envelope.to.includes(people[1]!.email), 15_000);
    expect(missed.text).toContain('истёк 05.03.2032');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const person of people) expect(smtp.messages.filter((m) => m.envelope.to.includes(person.email))).toHaveLength(1);
  });
});
