import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import ical, { type VEvent } from 'node-ical';
import { eq, inArray } from 'drizzle-orm';
import type { Assignment } from '@protocolist/contracts/assignments';
import { PERIOD_MESSAGES } from '@protocolist/contracts/fields';
import { protocolTasks, protocols, taskStatusChanges } from '../../db/schema.ts';
import { questionLabel } from '@protocolist/contracts/tasks';
import { api, createTestApp, createUser, type TestApp, type TestUser } from '../../test/app.ts';
import { createPeople, createProtocol, type People } from '../../test/protocols.ts';
import { addDays, todayIn } from '../../lib/time-zones.ts';

const run = promisify(execFile);
const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe('assignments register API', () => {
  let t: TestApp;
  let p: People;
  let today: string;
  /** Tasks by name: the secretary's five and one of another manager's secretary. */
  const ids: Record<string, number> = {};
  let protocolA: number;
  let protocolB: number;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'api' });
    p = await createPeople(t.app);
    today = todayIn('Europe/Moscow');
    const a = await createProtocol(t.app, p.secretary, { theme: 'Закупки', event_date: '2026-11-02' });
    const b = await createProtocol(t.app, p.secretary, { theme: 'Бюджет', event_date: '2026-11-09' });
    const theirs = await createProtocol(t.app, p.otherSecretary, { theme: 'Чужой протокол' });
    protocolA = a.id;
    protocolB = b.id;
    const add = async (name: string, user: TestUser, protocolId: number, responsibleId: number, deadline: string) => {
      const res = await api(t.app, user, {
        method: 'POST',
        url: `/api/protocols/${protocolId}/tasks`,
        payload: { responsible_id: responsibleId, essence: `Поручение ${name}`, deadline },
      });
      expect(res.statusCode).toBe(201);
      ids[name] = res.json().data.id;
    };
    await add('overdue', p.secretary, a.id, p.colleague.id, addDays(today, -10));
    await add('week', p.secretary, a.id, p.external.id, today);
    await add('later', p.secretary, a.id, p.colleague.id, addDays(today, 40));
    await add('moved', p.secretary, b.id, p.external.id, addDays(today, 50));
    await add('done', p.secretary, b.id, p.colleague.id, addDays(today, 60));
    await add('theirs', p.otherSecretary, theirs.id, p.colleague.id, addDays(today, 5));
    // Announced (as a final protocol's tasks are), except «week», which stays «Новое».
    await t.app.db
      .update(protocolTasks)
      .set({ assignment_mailed_at: new Date() })
      .where(inArray(protocolTasks.id, [ids.overdue!, ids.later!, ids.moved!, ids.done!]));
    await t.app.db.update(protocolTasks).set({ status: 'expired' }).where(eq(protocolTasks.id, ids.overdue!));
    const moved = await api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/tasks/${ids.moved}`, payload: { deadline: addDays(today, 55) } });
    expect(moved.statusCode).toBe(200);
    const done = await api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/tasks/${ids.done}`, payload: { status: 'success' } });
    expect(done.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, query = '') => {
    const res = await api(t.app, user, { method: 'GET', url: `/api/assignments?limit=100${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: Assignment[]; meta: { total: number; last_page: number } };
  };
  const names = (rows: Assignment[]) => rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id) ?? `#${row.id}`);
  const ours = ['overdue', 'week', 'later', 'moved', 'done'];

  it('shows each role the tasks its access policy reaches', async () => {
    expect(names((await list(p.secretary)).data)).toEqual(ours);
    expect(names((await list(p.manager)).data)).toEqual(ours);
    expect(names((await list(p.otherManager)).data)).toEqual(['theirs']);
    expect(names((await list(p.otherSecretary)).data)).toEqual(['theirs']);
    const admin = names((await list(p.admin)).data);
    expect(admin).toEqual(expect.arrayContaining([...ours, 'theirs']));
    const fresh = await createUser(t.app, 'secretary', { manager_id: p.manager.id });
    expect((await list(fresh)).meta.total).toBe(0);
    // External members never sign in (http/auth.ts): their tokens are refused.
    const external = await createUser(t.app, 'external');
    expect((await api(t.app, external, { method: 'GET', url: '/api/assignments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/assignments' })).statusCode).toBe(401);
  });

  it('offers in its filters only the people and protocols of the tasks the user reads', async () => {
    const options = async (user: TestUser) => (await api(t.app, user, { method: 'GET', url: '/api/assignments/filters' })).json().data;
    const mine = await options(p.manager);
    expect(mine.people.map((person: { id: number }) => person.id).sort()).toEqual([p.colleague.id, p.external.id].sort());
    expect(mine.protocols.map((protocol: { id: number }) => protocol.id)).toEqual([protocolB, protocolA]);
    const theirs = await options(p.otherManager);
    expect(theirs.people.map((person: { id: number }) => person.id)).toEqual([p.colleague.id]);
    expect(theirs.protocols.map((protocol: { theme: string }) => protocol.theme)).toEqual(['Чужой протокол']);
  });

  it('gives each row its person, action, deadline, protocol and derived status', async () => {
    const rows = (await list(p.secretary)).data;
    const byName = Object.fromEntries(rows.map((row, index) => [names(rows)[index], row]));
    expect(byName.moved).toMatchObject({
      essence: 'Поручение moved',
      deadline: addDays(today, 55),
      status: 'moved',
      status_label: 'Срок перенесён',
      deadline_changes: 1,
      responsible: { id: p.external.id, full_name: 'Внешний Эксперт' },
      protocol: { id: protocolB, theme: 'Бюджет', event_date: '2026-11-09', secretary_id: p.secretary.id },
    });
    expect(Object.fromEntries(rows.map((row) => [names([row])[0], row.status_label]))).toEqual({
      overdue: 'Просрочено',
      week: 'Новое',
      later: 'В работе',
      moved: 'Срок перенесён',
      done: 'Выполнено',
    });
  });

  it('filters by status, overdue, this week, person, protocol, period and text', async () => {
    const of = async (query: string) => names((await list(p.secretary, query)).data);
    expect(await of('&status=new')).toEqual(['week']);
    expect(await of('&status=moved')).toEqual(['moved']);
    expect(await of('&status=process')).toEqual(['later']);
    expect(await of('&status=expired')).toEqual(['overdue']);
    expect(await of('&status=success')).toEqual(['done']);
    // Every task still in work: the rows behind «Поручения в работе».
    expect(await of('&status=in_work')).toEqual(['week', 'later', 'moved']);
    expect(await of('&overdue=1')).toEqual(['overdue']);
    expect(await of('&this_week=true')).toEqual(['week']);
    expect(await of(`&responsible_id=${p.external.id}`)).toEqual(['week', 'moved']);
    expect(await of(`&protocol_id=${protocolB}`)).toEqual(['moved', 'done']);
    expect(await of(`&from=${addDays(today, 1)}&to=${addDays(today, 55)}`)).toEqual(['later', 'moved']);
    expect(await of('&search=Эксперт')).toEqual(['week', 'moved']);
    expect(await of('&search=поручение%20LATER')).toEqual(['later']);
    // Another manager's filters never reach into this team.
    expect(names((await list(p.otherManager, `&protocol_id=${protocolA}`)).data)).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(names((await list(p.secretary, '&direction=desc')).data)).toEqual([...ours].reverse());
    expect(names((await list(p.secretary, '&sort=status')).data)).toEqual(['overdue', 'moved', 'week', 'later', 'done']);
    const byPerson = names((await list(p.secretary, '&sort=responsible')).data);
    expect(byPerson.slice(0, 2)).toEqual(['week', 'moved']); // «Внешний Эксперт» before «Кузнецов Дмитрий»
    expect(names((await list(p.secretary, '&sort=protocol&direction=desc')).data)).toEqual(['done', 'moved', 'later', 'week', 'overdue']);
    const res = await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments?limit=2&page=2' });
    expect(names(res.json().data.data)).toEqual(['later', 'moved']);
    expect(res.json().data.meta).toMatchObject({ total: 5, last_page: 3, current_page: 2 });
    // Past the last page: no rows, and still the count (the page's query carries it only on its rows).
    const past = await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments?limit=2&page=9' });
    expect(past.json().data.data).toEqual([]);
    expect(past.json().data.meta).toMatchObject({ total: 5, last_page: 3 });
    const moved = await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments?limit=1&status=moved' });
    expect(moved.json().data.meta).toMatchObject({ total: 1, last_page: 1 });
  });

  it('rejects bad filters with Russian messages, never a 5xx', async () => {
    const bad = await api(t.app, p.secretary, {
      method: 'GET',
      url: '/api/assignments?status=done&from=2026-02-30&responsible_id=99999999999&sort=x&page=0',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'page', 'responsible_id', 'sort', 'status']);
    const reversed = await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments?from=2026-12-01&to=2026-11-01' });
    expect(reversed.json().errors).toEqual({ to: [PERIOD_MESSAGES.toBeforeFrom] });
    const nul = await api(t.app, p.secretary, { method: 'GET', url: '/api/assignments?search=%00' });
    expect(nul.statusCode).toBeLessThan(500);
  });

  const bulk = (user: TestUser, payload: unknown) => api(t.app, user, { method: 'POST', url: '/api/assignments/bulk', payload: payload as object });
  const statuses = async (names: string[]) =>
    Object.fromEntries(
      (await t.app.db.select().from(protocolTasks).where(inArray(protocolTasks.id, names.map((name) => ids[name]!)))).map((row) => [
        names.find((name) => ids[name] === row.id),
        row.status,
      ]),
    );

  it('names the question of its protocol each task was given under, and keeps it valid', async () => {
    // Protocol B gets its text: two questions, the agenda wording them.
    await t.app.db
      .update(protocols)
      .set({
        agenda: '1. Бюджет на 2027 год\n2. График отпусков',
        sections: [
          { key: 'Слушали', value: 'Иванову о бюджете на 2027 год.' },
          { key: 'Решили', value: 'Поручить Иванову подготовить смету расходов на ремонт.' },
          { key: 'Слушали', value: 'Петрову о графике отпусков.' },
          { key: 'Решили', value: 'Утвердить график отпусков.' },
        ],
      })
      .where(eq(protocols.id, protocolB));
    const protocol = (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocolB}` })).json().data;
    expect(protocol.questions).toEqual([
      { number: 1, title: 'Бюджет на 2027 год.' },
      { number: 2, title: 'График отпусков.' },
    ]);
    // Tied where the secretary puts it; a question the text does not have is refused in Russian.
    const tie = (question: number | null) =>
      api(t.app, p.secretary, { method: 'PUT', url: `/api/protocols/tasks/${ids.moved}`, payload: { question } });
    expect((await tie(2)).json().data.question).toEqual({ number: 2, title: 'График отпусков.' });
    const wrong = await tie(3);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ question: ['В тексте протокола нет такого вопроса: выберите вопрос из списка'] });
    // A new task without a question goes under the one whose «Поручить …» has its words.
    const created = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocolB}/tasks`,
      payload: { responsible_id: p.colleague.id, essence: 'Подготовить смету расходов на ремонт', deadline: addDays(today, 70) },
    });
    expect(created.json().data.question).toEqual({ number: 1, title: 'Бюджет на 2027 год.' });
    ids.estimate = created.json().data.id;

    const rows = (await list(p.secretary, `&protocol_id=${protocolB}`)).data;
    expect(Object.fromEntries(rows.map((row) => [names([row])[0], row.question]))).toEqual({
      moved: { number: 2, title: 'График отпусков.' },
      done: null,
      estimate: { number: 1, title: 'Бюджет на 2027 год.' },
    });
    // The document puts each where the register says: the extract of question 2 carries the task tied to it.
    const extract = async (item: number) =>
      (await api(t.app, p.secretary, { method: 'GET', url: `/api/protocols/${protocolB}/documents/preview?form=extract&items=${item}` })).body;
    expect(await extract(2)).toContain('поручение moved');
    expect(await extract(1)).not.toContain('поручение moved');
    expect(await extract(1)).toContain('подготовить смету расходов на ремонт');

    // The text re-cut to one question: a task tied to the second is tied to none (and the documents place it by its words).
    await t.app.db
      .update(protocols)
      .set({ sections: [{ key: 'Слушали', value: 'Иванову о бюджете.' }, { key: 'Решили', value: 'Поручить Иванову подготовить смету расходов на ремонт.' }] })
      .where(eq(protocols.id, protocolB));
    const recut = (await list(p.secretary, `&protocol_id=${protocolB}&status=moved`)).data;
    expect(recut.map((row) => row.question)).toEqual([null]);
    // Back to two questions for the exports below.
    await t.app.db
      .update(protocols)
      .set({ sections: [{ key: 'Слушали', value: 'Иванову о бюджете.' }, { key: 'Слушали', value: 'Петрову об отпусках.' }] })
      .where(eq(protocols.id, protocolB));
    await api(t.app, p.secretary, { method: 'DELETE', url: `/api/protocols/tasks/${ids.estimate}` });
    delete ids.estimate;
  });

  it('changes the status of many tasks at once, all or none', async () => {
    const foreign = await bulk(p.secretary, { ids: [ids.later, ids.theirs], status: 'success' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Задача не найдена');
    const missing = await bulk(p.secretary, { ids: [ids.later, 2_000_000_000], status: 'success' });
    expect(missing.statusCode).toBe(404);
    expect(await statuses(['later', 'theirs'])).toEqual({ later: 'process', theirs: 'process' });
    expect((await bulk(p.manager, { ids: [ids.later], status: 'success' })).statusCode).toBe(403);
    expect((await bulk(p.otherManager, { ids: [ids.later], status: 'success' })).statusCode).toBe(403);
    const invalid = await bulk(p.secretary, { ids: [], status: 'done' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['ids', 'status']);
    expect((await api(t.app, p.secretary, { method: 'POST', url: '/api/assignments/bulk', payload: '{"ids":', headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);

    const ok = await bulk(p.secretary, { ids: [ids.later, ids.week, ids.later], status: 'success' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Статус изменён', data: { changed: 2 } });
    expect(await statuses(['later', 'week'])).toEqual({ later: 'success', week: 'success' });
    const history = await t.app.db.select().from(taskStatusChanges).where(eq(taskStatusChanges.task_id, ids.later!));
    expect(history.map((row) => [row.status, row.user_id])).toEqual([
      ['process', p.secretary.id],
      ['success', p.secretary.id],
    ]);
    expect((await bulk(p.secretary, { ids: [ids.later, ids.week], status: 'process' })).json().data.changed).toBe(2);
  });

  it('keeps bulk changes atomic under parallel requests', async () => {
    const mine = [ids.later!, ids.week!, ids.moved!];
    const results = await Promise.all([
      bulk(p.secretary, { ids: mine, status: 'success' }),
      bulk(p.secretary, { ids: [...mine].reverse(), status: 'expired' }),
      bulk(p.secretary, { ids: [ids.theirs, ...mine], status: 'success' }),
      bulk(p.secretary, { ids: [...mine, ids.theirs], status: 'expired' }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 404, 404]);
    const after = await statuses(['later', 'week', 'moved', 'theirs']);
    // One of the two allowed changes ran last, over all three tasks; the refused ones changed nothing.
    expect(new Set([after.later, after.week, after.moved]).size).toBe(1);
    expect(after.theirs).toBe('process');
    // Every change is in the history once: no task has two lines of the same status in a row.
    for (const id of mine) {
      const lines = (await t.app.db.select().from(taskStatusChanges).where(eq(taskStatusChanges.task_id, id))).map((row) => row.status);
      expect(lines.filter((status, index) => status === lines[index - 1])).toEqual([]);
    }
    await bulk(p.secretary, { ids: [ids.later, ids.week, ids.moved], status: 'process' });
  });

  const download = (user: TestUser, format: string, query = '') =>
    api(t.app, user, { method: 'GET', url: `/api/assignments/export/${format}?${query}` });

  /** The register's rows as the spreadsheets write them. */
  const expectedRows = (rows: Assignment[]) =>
    rows.map((row) => [
      row.responsible?.full_name ?? '',
      row.essence,
      ruDate(row.deadline),
      row.status_label,
      String(row.protocol.protocol_number),
      row.question ? questionLabel(row.question) : '',
      row.protocol.theme,
      ruDate(row.protocol.event_date),
    ]);
  const HEADER = ['Ответственный', 'Поручение', 'Срок', 'Статус', 'Протокол №', 'Вопрос', 'Тема протокола', 'Дата протокола'];

  it('exports the filtered rows as XLSX, the same rows as the API', async () => {
    const query = 'sort=responsible&direction=desc';
    const shown = (await list(p.manager, `&${query}`)).data;
    const res = await download(p.manager, 'xlsx', query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="assignments.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Поручения')!;
    const cells: string[][] = [];
    sheet.eachRow((row) => {
      cells.push(
        (row.values as unknown[]).slice(1).map((value) => (value instanceof Date ? ruDate(value.toISOString().slice(0, 10)) : String(value))),
      );
    });
    expect(cells).toEqual([HEADER, ...expectedRows(shown)]);
    expect(sheet.getCell('C2').numFmt).toBe('DD.MM.YYYY');

    // Another manager's export has none of it.
    const theirs = await download(p.otherManager, 'xlsx', `protocol_id=${protocolA}`);
    const empty = new ExcelJS.Workbook();
    await empty.xlsx.load(theirs.rawPayload as unknown as ArrayBuffer);
    expect(empty.getWorksheet('Поручения')!.rowCount).toBe(1);
  });

  it('writes an XLSX that LibreOffice reads as the same rows', async () => {
    const shown = (await list(p.secretary)).data;
    const res = await download(p.secretary, 'xlsx');
    const dir = await mkdtemp(join(tmpdir(), 'assignments-'));
    try {
      await writeFile(join(dir, 'register.xlsx'), res.rawPayload);
      // 59: «;» between fields, 34: «"» around them, 76: UTF-8.
      await run('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'csv:Text - txt - csv (StarCalc):59,34,76,1', '--outdir', dir, join(dir, 'register.xlsx')], {
        timeout: 120_000,
      });
      const csv = await readFile(join(dir, 'register.csv'), 'utf8');
      const lines = csv.trim().split(/\r?\n/).map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')));
      expect(lines).toEqual([HEADER, ...expectedRows(shown)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('exports CSV for a Russian Excel: BOM, «;», the same rows', async () => {
    const shown = (await list(p.secretary, '&status=moved')).data;
    const res = await download(p.secretary, 'csv', 'status=moved');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.subarray(3).toString('utf8').trim().split('\r\n').map((line) => line.split(';'));
    expect(lines).toEqual([HEADER, ...expectedRows(shown)]);
    expect(lines[1]![5]).toBe('Вопрос 2: График отпусков.');
  });

  it('neutralises formulas in CSV cells', async () => {
    const protocol = await createProtocol(t.app, p.secretary, { theme: '=1+1' });
    const created = await api(t.app, p.secretary, {
      method: 'POST',
      url: `/api/protocols/${protocol.id}/tasks`,
      payload: { responsible_id: p.colleague.id, essence: '=HYPERLINK("http://evil")', deadline: '2031-01-01' },
    });
    expect(created.statusCode).toBe(201);
    const csv = (await download(p.secretary, 'csv', `protocol_id=${protocol.id}`)).rawPayload.toString('utf8');
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv).toContain("'=1+1");
    await api(t.app, p.secretary, { method: 'DELETE', url: `/api/protocols/${protocol.id}` });
  });

  it('exports one person\'s deadlines as iCalendar', async () => {
    expect((await download(p.secretary, 'ics')).json().errors).toEqual({ responsible_id: ['Выберите ответственного'] });
    const res = await download(p.manager, 'ics', `responsible_id=${p.external.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = Object.values(ical.sync.parseICS(res.body)).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(events.map((event) => event.uid).sort()).toEqual([`task-${ids.week}@localhost`, `task-${ids.moved}@localhost`].sort());
    const moved = events.find((event) => event.uid === `task-${ids.moved}@localhost`)!;
    expect(moved.summary).toBe('Срок: Поручение moved');
    expect(moved.datetype).toBe('date');
    expect(res.body).toContain(`DTSTART;VALUE=DATE:${addDays(today, 55).replaceAll('-', '')}`);
    const theirs = await download(p.otherManager, 'ics', `responsible_id=${p.external.id}`);
    expect(Object.values(ical.sync.parseICS(theirs.body)).filter((item) => item?.type === 'VEVENT')).toEqual([]);
    expect((await download(p.secretary, 'pdf')).statusCode).toBe(422);
  });
});
