import { beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Account } from '../support/api.ts';
import { useE2E } from '../support/e2e.ts';
import { gate, gone, signIn, visible } from '../support/browser.ts';
import { day, eventually, restartServer, SecretaryApi, statValue } from './stats-helpers.ts';

const NAMES = {
  a: 'Анисимова Анна Петровна',
  b: 'Белова Белла Игоревна',
  c: 'Виноградова Вера Олеговна',
} as const;

function rows(page: Page): Locator {
  return page.getByTestId('secretary-row');
}

function rowOf(page: Page, name: string): Locator {
  return rows(page).filter({ hasText: name });
}

async function names(page: Page): Promise<string[]> {
  return rows(page).locator('button[aria-label^="Открыть статистику"]').allInnerTexts();
}

async function sortBy(page: Page, column: string): Promise<void> {
  await page.getByRole('button', { name: `Сортировать: ${column}`, exact: true }).click();
}

async function cell(row: Locator, column: string): Promise<string> {
  return (await row.locator(`td[data-column="${column}"]`).innerText()).trim();
}

describe('manager: /main/secretaries', () => {
  const e2e = useE2E();
  let manager: Account;
  const secretaries: Record<keyof typeof NAMES, Account> = {} as never;

  beforeAll(async () => {
    // The admin creates the manager; the manager creates his three secretaries.
    manager = await e2e.api.createUser('manager', { full_name: 'Руководитель Роман' });
    const managerToken = await e2e.api.login(manager.email, manager.password);
    for (const key of ['a', 'b', 'c'] as const) {
      secretaries[key] = await e2e.api.createUser('secretary', { full_name: NAMES[key], creatorToken: managerToken });
    }
    await e2e.api.updateUser(managerToken, secretaries.a.id, { department: 'Юридический отдел' });
    await e2e.api.updateUser(managerToken, secretaries.b.id, { department: 'Бухгалтерия' });

    // A: one protocol in work, one final; two meetings ahead, one past; tasks: in work, done, overdue.
    const a = await SecretaryApi.signIn(e2e.api, secretaries.a);
    const aOpen = await a.protocol('Договоры поставки');
    await a.finalProtocol('Итоги квартала');
    await a.meeting('Правовой комитет', day(3));
    await a.meeting('Разбор претензий', day(5));
    await a.meeting('Прошлая планёрка', day(-3));
    await a.task(aOpen.id, 'Подготовить проект договора', day(10));
    await a.doneTask(aOpen.id, 'Согласовать условия', day(4));
    await a.task(aOpen.id, 'Направить ответ на претензию', day(-5));

    // B: three protocols in work, one meeting ahead, two tasks in work.
    const b = await SecretaryApi.signIn(e2e.api, secretaries.b);
    const bFirst = await b.protocol('Бюджет 2027');
    await b.protocol('Инвентаризация');
    await b.protocol('Закупки');
    await b.meeting('Бюджетный комитет', day(2));
    await b.task(bFirst.id, 'Свести заявки подразделений', day(6));
    await b.task(bFirst.id, 'Сверить остатки', day(8));

    // The expiry job runs at start: A's task with a past deadline becomes overdue.
    await restartServer(e2e, e2e.mailbox.url);
    const token = await e2e.api.login(manager.email, manager.password);
    await eventually(async () => {
      const { body } = await e2e.api.call<{ tasks: { expired: number } }>('GET', '/api/stats/manager/all', token);
      return body.data.tasks.expired === 1;
    });
  });

  test('shows the team totals and one row per secretary with her figures', async () => {
    const { page } = e2e;
    await signIn(page, e2e.api, manager, '/main/secretaries');
    await visible(page.getByRole('heading', { name: 'Секретари', exact: true }));
    const totals = page.getByTestId('team-totals');
    await visible(totals.getByTestId('stat-value').first());

    expect(await statValue(totals, 'secretaries')).toBe(3);
    expect(await totals.getByTestId('stat-secretaries').innerText()).toContain('Активных: 3');
    expect(await statValue(totals, 'protocolsInWork')).toBe(4);
    expect(await statValue(totals, 'protocolsDone')).toBe(1);
    expect(await statValue(totals, 'meetingsUpcoming')).toBe(3);
    expect(await statValue(totals, 'meetingsPast')).toBe(1);
    expect(await statValue(totals, 'tasksProcess')).toBe(3);
    expect(await statValue(totals, 'tasksSuccess')).toBe(1);
    expect(await statValue(totals, 'tasksExpired')).toBe(1);
    expect(await totals.getByTestId('team-tasks-donut').getAttribute('aria-label')).toBe(
      'Поручения команды: в работе 3, выполнено 1, просрочено 1',
    );

    await expect.poll(() => rows(page).count()).toBe(3);
    const a = rowOf(page, NAMES.a);
    expect(await a.innerText()).toContain(secretaries.a.email);
    expect(await a.innerText()).toContain('Юридический отдел');
    // Her status in her gender, which the server gives with the row.
    expect(await a.getByTestId('secretary-status').textContent()).toBe('Активна');
    const figures = async (row: Locator) =>
      Promise.all(
        ['protocolsInWork', 'protocolsDone', 'meetingsUpcoming', 'meetingsPast', 'tasksProcess', 'tasksSuccess', 'tasksExpired', 'overdueShare'].map(
          (column) => cell(row, column),
        ),
      );
    const normalized = (values: string[]) => values.map((value) => value.replace(/\s/g, ' '));
    expect(normalized(await figures(a))).toEqual(['1', '1', '2', '1', '1', '1', '1', '33 %']);
    expect(normalized(await figures(rowOf(page, NAMES.b)))).toEqual(['3', '0', '1', '0', '2', '0', '0', '0 %']);
    expect(normalized(await figures(rowOf(page, NAMES.c)))).toEqual(['0', '0', '0', '0', '0', '0', '0', '0 %']);
  });

  test('sorts by the clicked column and searches by name, e-mail or department', async () => {
    const { page } = e2e;
    // The column headers are clicked: a window where the whole table fits (narrower, it becomes cards sorted by a picker).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, e2e.api, manager, '/main/secretaries');
    // The third row, not a 1 s poll: on a loaded machine the first page load alone can take longer.
    await visible(rows(page).nth(2));
    expect(await rows(page).count()).toBe(3);
    expect(await names(page)).toEqual([NAMES.a, NAMES.b, NAMES.c]);

    await sortBy(page, 'ФИО');
    expect(await names(page)).toEqual([NAMES.c, NAMES.b, NAMES.a]);
    const nameHeader = page.locator('th', { has: page.getByRole('button', { name: 'Сортировать: ФИО' }) });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');

    await sortBy(page, 'Протоколы в работе');
    expect(await names(page)).toEqual([NAMES.b, NAMES.a, NAMES.c]);
    await sortBy(page, 'Протоколы в работе');
    expect(await names(page)).toEqual([NAMES.c, NAMES.a, NAMES.b]);
    await sortBy(page, 'Доля просроченных поручений');
    expect((await names(page))[0]).toBe(NAMES.a);
    await sortBy(page, 'Подразделение');
    // No department sorts first, then «Бухгалтерия», then «Юридический отдел».
    expect(await names(page)).toEqual([NAMES.c, NAMES.b, NAMES.a]);

    const search = page.getByRole('searchbox', { name: 'Поиск' });
    await search.fill('бухг');
    await expect.poll(() => names(page)).toEqual([NAMES.b]);
    await search.fill(secretaries.c.email.toUpperCase());
    await expect.poll(() => names(page)).toEqual([NAMES.c]);
    await search.fill('нет такого секретаря');
    await visible(page.getByText('Никого не нашлось. Измените условия поиска.'));
    expect(await rows(page).count()).toBe(0);
    await search.fill('');
    await expect.poll(() => rows(page).count()).toBe(3);
  });

  test('blocks and unblocks a secretary after confirmation', async () => {
    const { page } = e2e;
    await signIn(page, e2e.api, manager, '/main/secretaries');
    const c = await visible(rowOf(page, NAMES.c));

    await c.getByRole('button', { name: 'Заблокировать' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' }));
    expect(await confirm.innerText()).toContain(NAMES.c);
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await gone(page.getByRole('dialog'));
    expect(await c.getByTestId('secretary-status').textContent()).toBe('Активна');

    await c.getByRole('button', { name: 'Заблокировать' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' })))
      .getByRole('button', { name: 'Заблокировать' })
      .click();
    await expect.poll(() => c.getByTestId('secretary-status').textContent()).toBe('Заблокирована');
    await expect.poll(() => page.getByTestId('stat-secretaries').innerText()).toContain('Активных: 2');
    const blocked = await e2e.api.call('POST', '/api/login', null, {
      email: secretaries.c.email,
      password: secretaries.c.password,
    });
    expect(blocked.status).toBe(403);

    await c.getByRole('button', { name: 'Разблокировать' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Разблокировать пользователя?' })))
      .getByRole('button', { name: 'Разблокировать' })
      .click();
    await expect.poll(() => c.getByTestId('secretary-status').textContent()).toBe('Активна');
    await expect.poll(() => page.getByTestId('stat-secretaries').innerText()).toContain('Активных: 3');
    expect((await e2e.api.call('POST', '/api/login', null, { email: secretaries.c.email, password: secretaries.c.password })).status).toBe(200);
  });

  test('«Разблокировать» pressed while the toast about the block is only appearing asks for confirmation', async () => {
    const { page } = e2e;
    await page.clock.install();
    const token = await signIn(page, e2e.api, manager, '/main/secretaries');
    const c = await visible(rowOf(page, NAMES.c));
    // The answer to the block waits until its confirmation has faded out: the clock, stopped next, would freeze
    // that fade-out over the row.
    const answer = gate();
    await page.route('**/api/users/*', async (route) => {
      if (route.request().method() === 'PUT') await answer.wait;
      await route.continue();
    });

    await c.getByRole('button', { name: 'Заблокировать' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' })))
      .getByRole('button', { name: 'Заблокировать' })
      .click();
    await gone(page.getByRole('dialog'));
    // With the page's clock stopped, the page's first toast takes as long to show as on a busy machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
    answer.open();
    await expect.poll(() => c.getByTestId('secretary-status').textContent()).toBe('Заблокирована');
    await c.getByRole('button', { name: 'Разблокировать' }).click();
    await page.clock.resume();
    const confirm = await visible(page.getByRole('dialog', { name: 'Разблокировать пользователя?' }));
    expect(await confirm.innerText()).toContain(NAMES.c);
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await gone(page.getByRole('dialog'));

    await e2e.api.updateUser(token, secretaries.c.id, { is_active: true });
  });

  test('two confirmations asked for while the dialogs\' code still loads both open, the later on top', async () => {
    const { page } = e2e;
    // The modal host's code (loaded with the first dialog on a page) comes only when the test lets it. Held from
    // the start: the background fetch of all chunks, 4 s after the first screen, would bring it on a slow machine
    // before the rows are up.
    const code = gate();
    await page.route('**/assets/overlays-*.js', async (route) => {
      await code.wait;
      await route.continue();
    });
    await signIn(page, e2e.api, manager, '/main/secretaries');
    const a = await visible(rowOf(page, NAMES.a));
    const b = await visible(rowOf(page, NAMES.b));

    await a.getByRole('button', { name: 'Заблокировать' }).click();
    await b.getByRole('button', { name: 'Заблокировать' }).click();
    code.open();
    const later = await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' }).filter({ hasText: NAMES.b }));
    await later.getByRole('button', { name: 'Отмена' }).click();
    const earlier = await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' }).filter({ hasText: NAMES.a }));
    await earlier.getByRole('button', { name: 'Отмена' }).click();
    await gone(page.getByRole('dialog'));
    expect(await a.getByTestId('secretary-status').textContent()).toBe('Активна');
    expect(await b.getByTestId('secretary-status').textContent()).toBe('Активна');
  });

  test('a row opens the secretary in a drawer with her counters and weekly chart', async () => {
    const { page } = e2e;
    await signIn(page, e2e.api, manager, '/main/secretaries');
    await (await visible(rowOf(page, NAMES.a))).getByRole('button', { name: `Открыть статистику: ${NAMES.a}` }).click();

    const drawer = await visible(page.getByRole('dialog', { name: NAMES.a }));
    await visible(drawer.getByTestId('stat-value').first());
    expect(await drawer.innerText()).toContain(secretaries.a.email);
    await visible(drawer.getByText('Активна', { exact: true }));
    expect(await statValue(drawer, 'protocolsInWork')).toBe(1);
    expect(await statValue(drawer, 'protocolsDone')).toBe(1);
    expect(await statValue(drawer, 'meetingsUpcoming')).toBe(2);
    expect(await statValue(drawer, 'meetingsPast')).toBe(1);
    expect(await statValue(drawer, 'tasksProcess')).toBe(1);
    expect(await statValue(drawer, 'tasksSuccess')).toBe(1);
    expect(await statValue(drawer, 'tasksExpired')).toBe(1);
    expect(await drawer.getByTestId('stat-keywordHits').innerText()).toMatch(/Ключевых слов: \d+/);

    const chart = await visible(drawer.getByTestId('weekly-task-bars'));
    await expect.poll(() => chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    expect(await chart.getAttribute('aria-label')).toMatch(/^Поручения по неделям, [а-я]+ \d{4}: .*просрочено 1/);

    await drawer.getByRole('button', { name: 'Закрыть' }).click();
    await gone(page.getByRole('dialog'));
    // Another secretary, by clicking anywhere on her row.
    await rowOf(page, NAMES.b).locator('td[data-column="protocolsInWork"]').click();
    const other = await visible(page.getByRole('dialog', { name: NAMES.b }));
    await expect.poll(() => statValue(other, 'protocolsInWork')).toBe(3);
    await visible(other.getByText('В этом месяце поручений нет').or(other.getByTestId('weekly-task-bars')));
  });

  test('«Добавить секретаря» creates a secretary who appears in the table', async () => {
    const { page } = e2e;
    await signIn(page, e2e.api, manager, '/main/secretaries');
    await visible(rows(page).nth(2));
    expect(await rows(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Добавить секретаря' }).first().click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новый секретарь' }));
    await dialog.getByLabel('ФИО').fill('Григорьев Глеб Павлович');
    await dialog.getByLabel('E-mail').fill('grigorev@e2e.test');
    await dialog.getByLabel('Пароль (необязательно)').fill('secret-pass');
    await dialog.getByRole('button', { name: 'Создать' }).click();
    await gone(page.getByRole('dialog'));
    const added = await visible(rowOf(page, 'Григорьев Глеб Павлович'));
    // A man's status is in the masculine.
    expect(await added.getByTestId('secretary-status').textContent()).toBe('Активен');
    await expect.poll(() => statValue(page.getByTestId('team-totals'), 'secretaries')).toBe(4);
  });

  test('a manager without secretaries sees the empty state and can add one from it', async () => {
    const { page } = e2e;
    const newcomer = await e2e.api.createUser('manager', { full_name: 'Новиков Никита' });
    await signIn(page, e2e.api, newcomer, '/main/secretaries');
    await visible(page.getByText('Секретарей пока нет'));
    expect(await page.getByTestId('team-totals').count()).toBe(0);
    await page.getByRole('button', { name: 'Добавить секретаря' }).nth(1).click();
    await visible(page.getByRole('dialog', { name: 'Новый секретарь' }));
  });
});
