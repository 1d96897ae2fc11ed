import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppEvent } from '@protocolist/contracts/events';
import { REPORT_SENDS_PER_LINK, REPORT_VIEWS_PER_IP, TASK_REPORT_MESSAGES } from '@protocolist/contracts/task-reports';
import { protocolTasks, taskDeadlineChanges, taskReportLinks } from '../../db/schema.ts';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/files.ts';
import { linksIn, startSmtpServer, type TestSmtpServer } from '../../test/smtp.ts';
import { createProtocol } from '../../test/protocols.ts';
import { findReportLink, openReportLink } from './report-links.ts';

/*
 * Issue 24: the person responsible reports through the link in the letter (no account), the secretary hears of it
 * at once (the event stream) and decides; a forged, revoked, expired or foreign link changes nothing. Real SMTP
 * peer; PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
describe('reports of the people responsible through the link in their letters', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let secretary: TestUser;
  let otherSecretary: TestUser;
  const events: AppEvent[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1', TZ_ORGANIZATION: 'Europe/Moscow' });
    secretary = await createUser(t.app, 'secretary', { full_name: 'Смирнова Анна' });
    otherSecretary = await createUser(t.app, 'secretary');
    t.app.events.subscribe(secretary, (event) => events.push(event));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const page = (token: string, remoteAddress?: string) =>
    api(t.app, null, { method: 'GET', url: `/api/task-reports/${token}`, ...(remoteAddress ? { remoteAddress } : {}) });
  const report = (token: string, payload: Record<string, unknown>) => api(t.app, null, { method: 'POST', url: `/api/task-reports/${token}`, payload });
  const taskRow = async (id: number) => (await t.app.db.select().from(protocolTasks).where(eq(protocolTasks.id, id)))[0]!;

  /** A final protocol with one task given in its first question; the letter's report link. */
  async function assign(person: TestUser, essence: string, deadline: string) {
    const protocol = await createProtocol(t.app, secretary, { theme: 'Закупки', event_date: '2030-11-02' });
    const created = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/tasks`,
      payload: { responsible_id: person.id, essence, deadline },
    });
    expect(created.statusCode).toBe(201);
    const final = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/final`,
      payload: {
        final_transcript: [
          { key: 'Повестка дня', value: 'О закупках на декабрь.' },
          { key: 'Слушали', value: 'Смирнову Анну о плане закупок.' },
          { key: 'Решили', value: 'Утвердить план закупок.' },
          { key: 'Поручить', value: `${essence}.` },
        ],
        location: 'Зал',
        city: 'Москва',
      },
    });
    expect(final.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(person.email) && m.text.includes(essence), 15_000);
    const url = linksIn(mail.text).find((link) => link.includes('/report/'))!;
    expect(url).toMatch(/^http:\/\/localhost:3000\/report\/\d+\.[\w-]{43}$/);
    return { protocol, taskId: created.json().data.id as number, token: tokenOf(url), mail };
  }

  it('marks a task done with a comment and a file; the secretary sees it at once and accepts; the link then changes nothing', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Попова Елена', password_hash: null });
    const { protocol, taskId, token } = await assign(person, 'Подготовить план закупок на декабрь', '2030-12-01');

    const shown = await page(token);
    expect(shown.statusCode).toBe(200);
    const body = shown.json().data;
    expect(body.responsible_name).toBe('Попова Елена');
    expect(body.task).toMatchObject({ essence: 'Подготовить план закупок на декабрь', deadline: '2030-12-01', status: 'process' });
    expect(body.task.secretary_name).toBe('Смирнова Анна');
    expect(body.can_report).toBe(true);
    const extract = (await api(t.app, null, { method: 'GET', url: `/api/task-reports/${token}/extract` })).json().data;
    expect(extract.title).toMatch(/^Выписка из протокола/);
    const extractText = JSON.stringify(extract.blocks);
    expect(extractText).toContain('ВЫПИСКА ИЗ ПРОТОКОЛА');
    expect(extractText).toContain('подготовить план закупок на декабрь');

    // A forged signature, a made-up id, garbage: one Russian 404, nothing read or changed.
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, `99999.${token.split('.')[1]}`, 'abc', `${token}x`]) {
      const answer = await report(bad, { kind: 'done', comment: 'Готово' });
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().message).toBe(TASK_REPORT_MESSAGES.invalidLink);
      expect((await page(bad)).statusCode).toBe(404);
      expect((await api(t.app, null, { method: 'GET', url: `/api/task-reports/${bad}/extract` })).statusCode).toBe(404);
    }
    // Longer than any path parameter the server takes: refused before routing.
    expect((await page('9'.repeat(300))).statusCode).toBe(414);

    // A file of a refused type is refused whole.
    const refused = await api(t.app, null, {
      method: 'POST',
      url: `/api/task-reports/${token}`,
      ...multipart({ kind: 'done', comment: 'Готово' }, { file: { name: 'virus.exe', data: Buffer.from('MZ') } }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([TASK_REPORT_MESSAGES.fileType]);

    // Five sends at once: one report is kept.
    const form = () =>
      multipart({ kind: 'done', comment: 'План готов, отправлен на согласование' }, { file: { name: 'План закупок.pdf', data: Buffer.from('%PDF-1.4 план') } });
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(t.app, null, { method: 'POST', url: `/api/task-reports/${token}`, ...form() })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(TASK_REPORT_MESSAGES.alreadyReported);
    // On PostgreSQL the event comes back through LISTEN/NOTIFY, a moment after the answer.
    await expect.poll(() => events).toContainEqual({
      type: 'task.report',
      task_id: taskId,
      protocol_id: protocol.id,
      protocol_number: protocol.protocol_number,
      message: `Попова Елена сообщает о выполнении задачи по протоколу №${protocol.protocol_number}`,
    });

    // The secretary sees the waiting report on the task, and its file; another secretary cannot decide.
    const tasks = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${protocol.id}/tasks` });
    const waiting = tasks.json().data[0].report;
    expect(waiting).toMatchObject({ kind: 'done', kind_label: 'Выполнено', comment: 'План готов, отправлен на согласование', state: 'pending' });
    expect(waiting.file).toEqual({ name: 'План закупок.pdf', size: Buffer.byteLength('%PDF-1.4 план') });
    // «Поручения» carries the same waiting report.
    const register = await api(t.app, secretary, { method: 'GET', url: `/api/assignments?protocol_id=${protocol.id}` });
    expect(register.json().data.data.map((row: { id: number; report: unknown }) => [row.id, row.report])).toEqual([[taskId, waiting]]);
    const file = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/tasks/${taskId}/reports/${waiting.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.4 план');
    expect((await api(t.app, otherSecretary, { method: 'POST', url: `/api/protocols/tasks/${taskId}/report/accept` })).statusCode).toBe(404);
    expect((await api(t.app, otherSecretary, { method: 'GET', url: `/api/protocols/tasks/${taskId}/reports/${waiting.id}/file` })).statusCode).toBe(404);

    const accepted = await Promise.all(
      Array.from({ length: 3 }, () => api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${taskId}/report/accept` })),
    );
    expect(accepted.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const done = accepted.find((answer) => answer.statusCode === 200)!.json().data;
    expect(done.status).toBe('success');
    expect(done.report).toBeNull();
    expect(done.history.map((entry: { status: string }) => entry.status)).toEqual(['process', 'success']);

    // The link shows the decision and changes nothing any more.
    const after = (await page(token)).json().data;
    expect(after.can_report).toBe(false);
    expect(after.report).toMatchObject({ state: 'accepted', state_label: 'Принят' });
    const late = await report(token, { kind: 'postpone', proposed_deadline: '2031-01-20' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TASK_REPORT_MESSAGES.closed);
    expect((await taskRow(taskId)).deadline).toBe('2030-12-01');
  });

  it('shows the extract of the question the task is tied to, not of the one its words were said in', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Орлова Вера', password_hash: null });
    const protocol = await createProtocol(t.app, secretary, { theme: 'Планёрка', event_date: '2030-11-03', agenda: '1. Ремонт\n2. Отпуска' });
    const final = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/final`,
      payload: {
        final_transcript: [
          { key: 'Слушали', value: 'Смирнову Анну о ремонте кабинетов.' },
          { key: 'Поручить', value: 'Составить график работ по ремонту.' },
          { key: 'Слушали', value: 'Петрова Ивана о графике отпусков.' },
          { key: 'Решили', value: 'Утвердить график отпусков.' },
        ],
        location: 'Зал',
        city: 'Москва',
      },
    });
    expect(final.statusCode).toBe(200);
    // Said under the first question, tied by the secretary to the second.
    const created = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/tasks`,
      payload: { responsible_id: person.id, essence: 'Составить график работ по ремонту', deadline: '2030-12-05', question: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.question).toEqual({ number: 2, title: 'Отпуска.' });
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(person.email), 15_000);
    const token = tokenOf(linksIn(mail.text).find((link) => link.includes('/report/'))!);
    const extract = JSON.stringify((await api(t.app, null, { method: 'GET', url: `/api/task-reports/${token}/extract` })).json().data.blocks);
    expect(extract).toContain('графике отпусков');
    expect(extract).not.toContain('ремонте кабинетов');
    expect(extract).toContain('составить график работ по ремонту');
  });

  it('asks for a later deadline (validated) and the secretary moves it', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Орлов Игорь', password_hash: null });
    const { taskId, token } = await assign(person, 'Согласовать смету ремонта', '2030-12-05');
    const missing = await report(token, { kind: 'postpone', comment: 'Ждём подрядчика' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.proposed_deadline).toEqual([TASK_REPORT_MESSAGES.dateRequired]);
    const past = await report(token, { kind: 'postpone', proposed_deadline: '2020-01-10' });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.proposed_deadline).toEqual([TASK_REPORT_MESSAGES.dateNotFuture]);
    const earlier = await report(token, { kind: 'postpone', proposed_deadline: '2030-12-04' });
    expect(earlier.json().errors.proposed_deadline).toEqual([TASK_REPORT_MESSAGES.dateNotLater]);
    const impossible = await report(token, { kind: 'postpone', proposed_deadline: '2031-02-30' });
    expect(impossible.statusCode).toBe(422);
    expect((await report(token, { kind: 'maybe' })).statusCode).toBe(422);

    expect((await report(token, { kind: 'postpone', comment: 'Ждём подрядчика', proposed_deadline: '2031-01-20' })).statusCode).toBe(200);
    const accepted = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${taskId}/report/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ deadline: '2031-01-20', status: 'process' });
    const moves = await t.app.db.select().from(taskDeadlineChanges).where(eq(taskDeadlineChanges.task_id, taskId));
    expect(moves).toEqual([
      expect.objectContaining({ old_deadline: '2030-12-05', new_deadline: '2031-01-20', user_id: secretary.id, reason: 'Ждём подрядчика' }),
    ]);
    expect((await page(token)).json().data.report).toMatchObject({ kind: 'postpone', state: 'accepted', proposed_deadline: '2031-01-20' });
  });

  it('a returned report is mailed back with the comment and a fresh link; the old link changes nothing', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Белова Ольга', password_hash: null });
    const { taskId, token } = await assign(person, 'Подписать договор поставки', '2030-12-07');
    expect((await report(token, { kind: 'done', comment: 'Подписан' })).statusCode).toBe(200);
    const noComment = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${taskId}/report/return`, payload: { comment: ' ' } });
    expect(noComment.statusCode).toBe(422);
    const returned = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/tasks/${taskId}/report/return`,
      payload: { comment: 'Приложите скан договора' },
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data.status).toBe('process');
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(person.email) && m.subject.includes('возвращён'), 15_000);
    expect(mail.text).toContain('Комментарий секретаря: Приложите скан договора');
    const fresh = tokenOf(linksIn(mail.text).find((link) => link.includes('/report/'))!);
    expect(fresh).not.toBe(token);
    expect((await page(token)).json().data).toMatchObject({ can_report: false, report: { state: 'returned', decision_comment: 'Приложите скан договора' } });
    expect((await report(token, { kind: 'done' })).statusCode).toBe(409);
    expect((await page(fresh)).json().data.can_report).toBe(true);
    expect((await report(fresh, { kind: 'done', comment: 'Скан приложен' })).statusCode).toBe(200);
  });

  it('a reassignment, a revocation or an expired deadline void the link; the secretary can send a new one', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Зайцев Пётр', password_hash: null });
    const next = await createUser(t.app, 'external', { full_name: 'Волкова Ирина', password_hash: null });
    const first = await assign(person, 'Провести инвентаризацию склада', '2030-12-09');
    await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/tasks/${first.taskId}`, payload: { responsible_id: next.id } });
    expect((await page(first.token)).statusCode).toBe(404);
    expect((await report(first.token, { kind: 'done' })).statusCode).toBe(404);
    // The new person's letter carries a link of their own.
    const theirs = await smtp.waitFor((m) => m.envelope.to.includes(next.email), 15_000);
    const nextToken = tokenOf(linksIn(theirs.text).find((link) => link.includes('/report/'))!);
    expect((await page(nextToken)).statusCode).toBe(200);

    expect((await api(t.app, secretary, { method: 'DELETE', url: `/api/protocols/tasks/${first.taskId}/report-link` })).statusCode).toBe(200);
    expect((await page(nextToken)).statusCode).toBe(404);
    const reissued = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${first.taskId}/report-link` });
    expect(reissued.json().message).toBe(TASK_REPORT_MESSAGES.linkReissued);
    const linkMail = await smtp.waitFor((m) => m.envelope.to.includes(next.email) && m.subject.includes('ссылка для отчёта'), 15_000);
    const reissuedToken = tokenOf(linksIn(linkMail.text).find((link) => link.includes('/report/'))!);
    expect((await page(reissuedToken)).statusCode).toBe(200);

    // Thirty days after the deadline the link is gone.
    await t.app.db.update(protocolTasks).set({ deadline: '2020-01-01' }).where(eq(protocolTasks.id, first.taskId));
    expect((await page(reissuedToken)).statusCode).toBe(404);
    const links = await t.app.db.select().from(taskReportLinks).where(eq(taskReportLinks.task_id, first.taskId));
    // Only hashes are stored: no token appears in the table.
    expect(JSON.stringify(links)).not.toContain(reissuedToken.split('.')[1]);
  });

  it('a report waiting when the task is given to someone else is set aside: not accepted, and the new person may report', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Гусев Олег', password_hash: null });
    const next = await createUser(t.app, 'external', { full_name: 'Носова Вера', password_hash: null });
    const { taskId, token } = await assign(person, 'Обновить реестр договоров', '2030-12-11');
    expect((await report(token, { kind: 'done', comment: 'Обновлён' })).statusCode).toBe(200);
    await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/tasks/${taskId}`, payload: { responsible_id: next.id } });
    // The previous person's report is no longer the secretary's to accept.
    const accepted = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${taskId}/report/accept` });
    expect(accepted.statusCode).toBe(409);
    expect((await taskRow(taskId)).status).toBe('process');
    const theirs = await smtp.waitFor((m) => m.envelope.to.includes(next.email), 15_000);
    const nextToken = tokenOf(linksIn(theirs.text).find((link) => link.includes('/report/'))!);
    expect((await report(nextToken, { kind: 'done', comment: 'Реестр обновлён' })).statusCode).toBe(200);
  });

  it('made-up tokens with a real link id do not use up the sends of the real link', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Кириллов Антон', password_hash: null });
    const { token } = await assign(person, 'Проверить пожарные выходы', '2030-12-12');
    const [linkId] = token.split('.');
    for (let i = 0; i < REPORT_SENDS_PER_LINK + 2; i += 1) {
      const forged = await api(t.app, null, { method: 'POST', url: `/api/task-reports/${linkId}.forged${i}`, payload: { kind: 'done' }, remoteAddress: `10.9.8.${i}` });
      expect(forged.statusCode).toBe(404);
    }
    expect((await report(token, { kind: 'done', comment: 'Проверены' })).statusCode).toBe(200);
  });

  it('after the server secret changes, the next letter carries a new link that opens (the old one is revoked)', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Мельников Юрий', password_hash: null });
    const { taskId, token } = await assign(person, 'Заменить огнетушители', '2030-12-14');
    const again = await openReportLink(t.app.db, t.app.config.jwtSecret, taskId, person.id);
    expect(again).toBe(token);
    const resigned = await openReportLink(t.app.db, 'a-new-secret-after-rotation', taskId, person.id);
    expect(resigned).not.toBe(token);
    expect(await findReportLink(t.app.db, resigned)).toMatchObject({ task_id: taskId, responsible_id: person.id });
    expect((await page(token)).statusCode).toBe(404);
  });

  it('a new link is mailed only for a task its person was told of (the protocol is final)', async () => {
    const person = await createUser(t.app, 'external', { full_name: 'Лебедев Роман', password_hash: null });
    const draft = await createProtocol(t.app, secretary, { theme: 'Черновик', event_date: '2030-11-03' });
    const created = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${draft.id}/tasks`,
      payload: { responsible_id: person.id, essence: 'Составить график отпусков', deadline: '2030-12-20' },
    });
    const refused = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/tasks/${created.json().data.id}/report-link` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TASK_REPORT_MESSAGES.notAnnounced);
  });

  it('limits the public page per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= REPORT_VIEWS_PER_IP; i += 1) codes.push((await page('1.x', '10.20.30.40')).statusCode);
    expect(codes.slice(0, REPORT_VIEWS_PER_IP).every((code) => code === 404)).toBe(true);
    const limited = await page('1.x', '10.20.30.40');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Слишком много запросов/);
  });
});
