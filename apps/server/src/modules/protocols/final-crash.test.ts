import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { protocolTasks, protocols } from '../../db/schema.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { ServerProcess, freePort } from '../../test/server-process.ts';

const STEPS = ['final:after-stage', 'final:after-number', 'final:after-tasks'] as const;
const FINAL = {
  final_transcript: [{ key: 'Повестка дня', value: 'Закупки на декабрь' }],
  location: 'Переговорная',
  city: 'Москва',
};

/**
 * POST /final is one transaction: the server process is killed (TEST_CRASH_AT: SIGKILL) after each of its steps —
 * the stage, the document number, the tasks marked mailed with their letters queued — and what it leaves behind
 * is read from the database: nothing of it. Saved again after a restart, each protocol gets its number and each
 * person exactly one letter.
 */
describe('POST /final killed between its steps', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'protocolist-final-crash-'));
  let server: ServerProcess | undefined;
  let smtp: TestSmtpServer;

  afterAll(async () => {
    await server?.kill();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What the crashed server left, read from its database while no server runs. */
  async function stored(ids: number[]) {
    const database = await openDatabase({ url: null, dataDir: path.join(dataDir, 'db') });
    try {
      const rows = await database.db.select().from(protocols).where(inArray(protocols.id, ids));
      const tasks = await database.db.select().from(protocolTasks).where(inArray(protocolTasks.protocol_id, ids));
      const { rows: jobs } = await database.executeSql(`SELECT data FROM pgboss.job WHERE name = 'tasks.mail'`);
      return { rows, tasks, jobs: jobs.map((job) => job.data as { protocolId: number }) };
    } finally {
      await database.close();
    }
  }

  it('leaves the number, the tasks and their letters all done or all undone', async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    const env = { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '0.5', MAIL_RETRY_DELAY_SECONDS: '1' };
    const ids: number[] = [];
    let token = '';
    let managerId = 0;
    for (const [index, step] of STEPS.entries()) {
      server = new ServerProcess(dataDir, port, { ...env, TEST_CRASH_AT: step });
      await server.start();
      if (index === 0) {
        token = await server.secretaryToken();
        const boss = (await server.call('POST', '/api/login', null, { email: 'boss@example.com', password: 'secret123' })).json.data.token;
        managerId = (await server.call('GET', '/api/me', boss)).json.data.id;
      } else {
        token = (await server.call('POST', '/api/login', null, { email: 'sec@example.com', password: 'secret123' })).json.data.token;
      }
      const created = await server.call('POST', '/api/protocols', token, { theme: `Закупки ${index + 1}`, event_date: '2026-11-10' });
      const id: number = created.json.data.id;
      ids.push(id);
      const task = await server.call('POST', `/api/protocols/${id}/tasks`, token, {
        responsible_id: managerId,
        essence: 'Подготовить план закупок',
        deadline: '2026-12-20',
      });
      expect(task.status).toBe(201);
      await expect(server.call('POST', `/api/protocols/${id}/final`, token, FINAL)).rejects.toThrow();
      await server.kill();

      const { rows, tasks, jobs } = await stored(ids);
      for (const row of rows) {
        expect(row.stage).toBe('no_video');
        expect(row.document_number).toBeNull();
        expect(row.final_transcript).toBeNull();
      }
      expect(tasks.map((t) => t.assignment_mailed_at)).toEqual(ids.map(() => null));
      expect(jobs).toEqual([]);
    }

    server = new ServerProcess(dataDir, port, env);
    await server.start();
    token = (await server.call('POST', '/api/login', null, { email: 'sec@example.com', password: 'secret123' })).json.data.token;
    for (const id of ids) expect((await server.call('POST', `/api/protocols/${id}/final`, token, FINAL)).status).toBe(200);
    const letters = () => smtp.messages.filter((mail) => mail.envelope.to.includes('boss@example.com') && /задач/.test(mail.subject)).length;
    await expect.poll(letters, { timeout: 60_000, interval: 250 }).toBe(ids.length);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // no second letter comes
    await server.kill();

    const { rows, tasks, jobs } = await stored(ids);
    expect(rows.map((row) => row.stage)).toEqual(ids.map(() => 'final'));
    expect(rows.map((row) => row.document_number).sort()).toEqual([1, 2, 3]);
    expect(tasks.every((t) => t.assignment_mailed_at !== null)).toBe(true);
    expect(jobs.map((job) => job.protocolId).sort()).toEqual([...ids].sort());
    expect(letters()).toBe(ids.length);
  }, 600_000);
});
