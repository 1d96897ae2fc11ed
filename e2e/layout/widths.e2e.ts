import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Account } from '../support/api.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { useE2E } from '../support/e2e.ts';
import { ADMIN, repoRoot } from '../support/server.ts';
import { day, SecretaryApi } from '../stats/stats-helpers.ts';
import { callApi, createPerson } from '../protocols/protocol-helpers.ts';
import { findLayoutProblems, settle } from './layout-checks.ts';

/**
 * Issue 15, «every width»: every page of the web's route table (apps/web/src/shared/config/routes.ts), for every
 * role that may open it, at 360, 390, 768, 1024 and 1440 px: no sideways page scroll, no control cut off, sticking
 * out of its card or covering another, no badge or button text cut short, no text running out of its box, no table
 * (or anything else) that scrolls sideways: a table that does not fit becomes cards (see layout-checks.ts).
 * Each page's tabs are visited too, and its forms and panels (creating things, a secretary's statistics) on phones
 * and at 1440 px. Screenshots of every combination go to $TMPDIR/protocolist-widths.
 */

const WIDTHS = [360, 390, 768, 1024, 1440] as const;
const HEIGHT = 800;
const SHOTS = path.join(os.tmpdir(), 'protocolist-widths');

type WebRole = 'admin' | 'manager' | 'secretary';
interface RouteTable {
  MAIN_PAGES: Record<string, { path: string; roles: readonly string[] }>;
  ROUTES: Record<string, string>;
}

// Read at run time (the web's sources are not part of the e2e TypeScript project).
const routesFile = path.join(repoRoot, 'apps/web/src/shared/config/routes.ts');
const { MAIN_PAGES, ROUTES } = (await import(routesFile)) as RouteTable;

/** Long Russian names and themes: the widest text real users type. */
const LONG = {
  secretary: 'Константинопольская-Щедрина Александра Вячеславовна',
  theme: 'Согласование бюджета капитального строительства и реконструкции объектов социальной инфраструктуры на 2027 год',
  agenda: 'Рассмотрение предложений департаментов, утверждение графика работ, распределение ответственных по направлениям',
  essence:
    'Подготовить сводную аналитическую записку о ходе исполнения мероприятий государственной программы с приложением расчётов',
  keywordTitle: 'Решили по вопросу согласования',
  keywordPhrase: 'решили по итогам обсуждения утвердить, постановили, приняли решение единогласно',
};

interface Fixture {
  accounts: Record<WebRole, Account>;
  protocolId: number;
}

async function prepare(e2e: ReturnType<typeof useE2E>): Promise<Fixture> {
  const { api } = e2e;
  const adminToken = await api.adminToken();
  const manager = await api.createUser('manager', { full_name: 'Руководителева-Длиннофамильная Екатерина Станиславовна' });
  const secretary = await api.createUser('secretary', { full_name: LONG.secretary, manager_id: manager.id });
  for (const name of ['Абрамова Ирина Петровна', 'Белоусов Андрей Николаевич', 'Воскресенская-Тимофеева Ольга Игоревна']) {
    await api.createUser('secretary', { full_name: name, manager_id: manager.id, creatorToken: adminToken });
  }
  const me = await SecretaryApi.signIn(api, secretary);
  const token = me.token;

  for (const [offset, theme, start, end] of [
    [0, LONG.theme, '10:00', '12:30'],
    [0, 'Планёрка отдела', '14:00', '15:00'],
    [1, 'Совещание по кадровым вопросам и обучению сотрудников', '09:30', '11:00'],
    [2, 'Встреча с подрядчиком', '16:00', '17:00'],
    [-1, 'Итоги квартала', '11:00', '12:00'],
  ] as const) {
    await me.meeting(theme, day(offset), { start, end });
  }

  const people = [];
  for (const name of ['Кузнецова Дарья Сергеевна', 'Преображенский Филипп Филиппович', 'Ли Ан', LONG.secretary.replace('Александра', 'Мария')]) {
    people.push(await createPerson(api, token, name));
  }
  const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, {
    theme: LONG.theme,
    agenda: LONG.agenda,
    event_date: day(-1),
  });
  for (const person of people) {
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/members`, token, { member_id: person.id });
  }
  // Long enough for the transcript's box to scroll: its fragments out of sight overlap nothing on screen.
  const remarks = Array.from({ length: 14 }, (_, index) => ({
    start: 30 + index * 5,
    end: 35 + index * 5,
    speaker: index % 2 ? 'Кузнецова Дарья Сергеевна' : 'Ли Ан',
    text: `Замечание ${index + 1} по смете и срокам работ.`,
  }));
  await callApi(api, 'PUT', `/api/protocols/${protocol.id}/transcript`, token, {
    segments: [
      { start: 0, end: 12.5, speaker: 'Преображенский Филипп Филиппович', text: 'Коллеги, начнём. ' + LONG.agenda },
      { start: 12.5, end: 30, speaker: 'Кузнецова Дарья Сергеевна', text: LONG.essence },
      ...remarks,
    ],
  });
  await callApi(api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, {
    sections: [
      { key: 'Слушали', value: LONG.agenda },
      { key: 'Решили', value: LONG.essence },
    ],
  });
  await me.task(protocol.id, LONG.essence, day(7));
  await me.doneTask(protocol.id, 'Разослать протокол', day(3));
  await callApi(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, {
    responsible_id: people[1]!.id,
    essence: 'Согласовать смету',
    deadline: day(14),
  });
  await me.finalProtocol('Итоги квартала');
  await me.protocol('Планёрка отдела продаж', day(-3));
  await callApi(api, 'POST', '/api/keywords', token, {
    keywords: [
      { title: LONG.keywordTitle, phrase: LONG.keywordPhrase },
      { title: 'Слушали', phrase: 'слушали, выступил, доложила' },
    ],
  });
  const admin = await api.me(adminToken);
  const adminAccount: Account = { id: admin.id, email: ADMIN.email, password: ADMIN.password, role: 'admin', fullName: admin.full_name };
  return { accounts: { admin: adminAccount, manager, secretary }, protocolId: protocol.id };
}

/** Each page of the role, its parameters filled: the protocol (a secretary's own, or hers read by her manager). */
function pagesOf(role: WebRole, protocolId: number, secretaryId: number): { name: string; url: string }[] {
  const params: Record<string, number> = { id: protocolId, protocolId, secretaryId };
  return Object.entries(MAIN_PAGES)
    .filter(([, page]) => page.roles.includes(role))
    .map(([name, page]) => ({ name, url: `${ROUTES.main}/${page.path.replace(/:(\w+)/g, (_, param: string) => String(params[param]))}` }));
}

/** Dialogs and drawers are checked on phones and on the widest screen (the widths between behave as those). */
const DIALOG_WIDTHS = new Set<number>([360, 390, 1440]);
/**
 * The buttons that open a form or a panel over the page: creating a meeting, a user, a keyword or a task, and a
 * secretary's statistics. (Not every «Добавить…» opens one: «Добавить раздел» adds a section in place.)
 */
const OPENERS = [
  /^(Создать совещание|Добавить (пользователя|секретаря|участника|ключевое слово|поручение))$/,
  /^Открыть статистику/,
];

function shotName(view: string, width: number, suffix = ''): string {
  return `${view.replace(/[^\p{L}\p{N}-]+/gu, '_')}${suffix}-${width}.png`;
}

async function record(page: Page, where: string, problems: string[], shot: string): Promise<void> {
  const found = await findLayoutProblems(page);
  problems.push(...found.map((problem) => `${where}: ${problem}`));
  await page.screenshot({ path: path.join(SHOTS, shot), fullPage: true });
}

/** Opens each kind of form or panel the view has (the first of each), checks it like a page, closes it with Esc. */
async function checkDialogs(page: Page, view: string, width: number, problems: string[]): Promise<void> {
  for (const [index, opener] of OPENERS.entries()) await checkDialog(page, view, width, problems, opener, index);
}

async function checkDialog(page: Page, view: string, width: number, problems: string[], name: RegExp, index: number) {
  const opener = page
    .locator('main')
    .getByRole('button', { name })
    .and(page.locator('button:not([type="submit"]):enabled'))
    .first();
  if (!(await opener.isVisible())) return;
  const before = page.url();
  await opener.click();
  const dialog = page.getByRole('dialog').last();
  const opened = await dialog.waitFor({ state: 'visible', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (opened) {
    await settle(page);
    const title = (await dialog.getAttribute('aria-label')) ?? ((await dialog.locator('h2').first().textContent()) || 'dialog');
    await record(page, `${view} [${title.trim()}] @${width}`, problems, shotName(view, width, `-dialog${index + 1}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  } else if (page.url() !== before) {
    await page.goBack();
  }
  await settle(page);
}

/** Checks the page as it is now at every width (narrow first), and each of its in-page tabs at each width. */
async function checkAllWidths(page: Page, label: string, problems: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settle(page);
    const tabs = page.locator('main [role="tab"]:not(a)');
    const tabCount = await tabs.count();
    const views = tabCount > 0 ? tabCount : 1;
    for (let index = 0; index < views; index += 1) {
      let view = label;
      if (tabCount > 0) {
        const tab = tabs.nth(index);
        view = `${label}?tab=${(await tab.innerText()).trim().replace(/\s+/g, ' ')}`;
        await tab.click();
        await settle(page);
      }
      await record(page, `${view} @${width}`, problems, shotName(view, width));
      if (DIALOG_WIDTHS.has(width)) await checkDialogs(page, view, width, problems);
    }
    if (tabCount > 0) {
      await tabs.first().click();
      await settle(page);
    }
  }
}

describe('every page at every width', () => {
  const e2e = useE2E();
  let fixture: Fixture;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    fixture = await prepare(e2e);
  });

  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function rolePage(): Promise<Page> {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      locale: 'ru-RU',
      viewport: { width: WIDTHS[0], height: HEIGHT },
    });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    return context.newPage();
  }

  for (const role of ['secretary', 'manager', 'admin'] as const) {
    test(`${role}: no sideways scroll, nothing cut off or overlapping`, { timeout: 600_000 }, async () => {
      const page = await rolePage();
      await signIn(page, e2e.api, fixture.accounts[role], '/main');
      const problems: string[] = [];
      const pages = pagesOf(role, fixture.protocolId, fixture.accounts.secretary.id);
      expect(pages.length).toBeGreaterThan(0);
      for (const { name, url } of pages) {
        await page.goto(url);
        await page.locator('main h1').first().waitFor({ state: 'visible' });
        await checkAllWidths(page, `${role}-${name}`, problems);
      }
      expect(problems).toEqual([]);
    });
  }

  test('on a phone the calendar is an agenda by day; a meeting there opens it; wider, the grid is back', { timeout: 120_000 }, async () => {
    const page = await rolePage();
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await signIn(page, e2e.api, fixture.accounts.secretary, '/main/meetings');
    const agenda = await visible(page.getByTestId('meeting-agenda'));
    expect(await page.getByRole('region', { name: 'Календарь совещаний' }).isVisible()).toBe(false);
    const today = agenda.locator('section').filter({ has: page.getByText('Сегодня', { exact: true }) });
    // Today's two meetings, by start time, each with its time range.
    expect(await today.getByTestId('agenda-meeting').allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^10:00–12:30\\s+${LONG.theme}`)),
      expect.stringMatching(/^14:00–15:00\s+Планёрка отдела/),
    ]);
    await today.getByTestId('agenda-meeting').first().click();
    const editor = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    expect(await editor.getByLabel('Тема').inputValue()).toBe(LONG.theme);
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog'));

    await page.setViewportSize({ width: 1024, height: HEIGHT });
    await visible(page.getByRole('region', { name: 'Календарь совещаний' }));
    await gone(page.getByTestId('meeting-agenda'));
  });

  test('signed-out pages: login, password reset, task report link, not found', { timeout: 300_000 }, async () => {
    const page = await rolePage();
    const problems: string[] = [];
    const guestPages = [
      { name: 'login', url: ROUTES.login! },
      { name: 'changePassword', url: ROUTES.changePassword! },
      { name: 'resetPassword', url: ROUTES.resetPassword!.replace(':token', 'no-such-token') },
      { name: 'taskReport', url: ROUTES.taskReport!.replace(':token', 'no-such-token') },
      { name: 'notFound', url: '/no-such-page' },
    ];
    for (const { name, url } of guestPages) {
      await page.goto(url);
      await page.locator('h1').first().waitFor({ state: 'visible' });
      await checkAllWidths(page, `guest-${name}`, problems);
    }
    expect(problems).toEqual([]);
  });
});
