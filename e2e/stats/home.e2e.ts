import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { day, SecretaryApi, statValue } from './stats-helpers.ts';

async function openHome(page: Page, e2e: ReturnType<typeof useE2E>, secretary: SecretaryApi): Promise<void> {
  await signIn(page, e2e.api, secretary.account, '/main/home');
  await visible(page.getByRole('heading', { name: 'Главная', exact: true }));
}

describe('secretary: /main/home', () => {
  const e2e = useE2E();

  async function seededSecretary() {
    const { secretary: account } = await e2e.api.createSecretary({ full_name: 'Орлова Ольга Сергеевна' });
    const secretary = await SecretaryApi.signIn(e2e.api, account);
    await secretary.meeting('Планёрка отдела продаж', day(0), { start: '23:00', end: '23:45', link: 'https://telemost.yandex.ru/j/555' });
    await secretary.meeting('Бюджетный комитет', day(2), { start: '09:30', end: '10:30', link: 'Переговорная 305' });
    await secretary.meeting('Ретроспектива', day(-10));
    const open = await secretary.protocol('Отчёт за квартал');
    const done = await secretary.finalProtocol('Итоги года');
    await secretary.task(open.id, 'Подготовить сводку продаж', day(-2));
    await secretary.task(open.id, 'Разослать повестку', day(1));
    await secretary.task(open.id, 'Обновить регламент', day(20));
    await secretary.doneTask(done.id, 'Согласовать бюджет', day(-1));
    return { secretary, open };
  }

  test('shows today’s meeting, urgent tasks, protocols in work, calendar markers, counters and the chart', async () => {
    const { page } = e2e;
    const { secretary, open } = await seededSecretary();
    await openHome(page, e2e, secretary);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Europe/Moscow');

    const today = await visible(page.getByTestId('agenda-today'));
    await visible(today.getByText('Планёрка отдела продаж'));
    expect(await today.innerText()).toContain('23:00–23:45');
    expect(await today.getByRole('link', { name: 'Ссылка на совещание «Планёрка отдела продаж»' }).getAttribute('href')).toBe(
      'https://telemost.yandex.ru/j/555',
    );
    const later = page.getByTestId('upcoming-meetings').getByTestId('agenda-day');
    expect(await later.count()).toBe(1);
    expect(await later.innerText()).toContain('Бюджетный комитет');
    expect(await later.innerText()).toContain('Переговорная 305');

    const urgent = page.getByTestId('urgent-task');
    await expect.poll(() => urgent.count()).toBe(2);
    expect(await urgent.nth(0).textContent()).toContain('Подготовить сводку продаж');
    expect(await urgent.nth(0).textContent()).toContain('Просрочено на 2 дня');
    expect(await urgent.nth(0).getAttribute('data-overdue')).toBe('true');
    expect(await urgent.nth(1).textContent()).toContain('Разослать повестку');
    expect(await urgent.nth(1).textContent()).toContain('Срок завтра');

    const protocols = page.getByTestId('open-protocol');
    await expect.poll(() => protocols.count()).toBe(1);
    expect(await protocols.textContent()).toContain('Отчёт за квартал');
    expect(await protocols.textContent()).toContain('Без видео');

    const calendar = page.getByTestId('meeting-calendar');
    const todayCell = calendar.locator(`button[data-date="${day(0)}"]`);
    await expect.poll(() => todayCell.getAttribute('data-meetings')).toBe('1');
    expect(await todayCell.getAttribute('aria-label')).toMatch(/: 1 совещание$/);
    expect(await calendar.locator('button[data-meetings="0"]').count()).toBeGreaterThan(20);

    const counters = page.getByTestId('entity-counters');
    await visible(counters.getByTestId('stat-value').first());
    expect(await statValue(counters, 'protocolsInWork')).toBe(1);
    expect(await statValue(counters, 'protocolsDone')).toBe(1);
    expect(await statValue(counters, 'meetingsUpcoming')).toBe(2);
    expect(await statValue(counters, 'meetingsPast')).toBe(1);
    // The overdue task is «В работе» until the expiry job (every 15 minutes) marks it «Просрочено».
    expect((await statValue(counters, 'tasksProcess')) + (await statValue(counters, 'tasksExpired'))).toBe(3);
    expect(await statValue(counters, 'tasksSuccess')).toBe(1);

    const chart = page.getByTestId('weekly-task-chart');
    const bars = await visible(chart.getByTestId('weekly-task-bars'));
    await expect.poll(() => bars.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0);
    const thisWeek = /в работе (\d+), выполнено (\d+), просрочено (\d+)$/.exec((await bars.getAttribute('aria-label')) ?? '');
    const [process, success, expired] = thisWeek!.slice(1).map(Number) as [number, number, number];
    expect([process + expired, success]).toEqual([3, 1]);
    const month = await chart.getByTestId('month-label').innerText();
    await chart.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await expect.poll(() => chart.getByTestId('month-label').innerText()).not.toBe(month);
    await visible(chart.getByText('В этом месяце поручений нет'));
    await chart.getByRole('button', { name: 'Следующий месяц' }).click();
    await visible(chart.getByTestId('weekly-task-bars'));

    await page.getByTestId('urgent-task').first().click();
    await atPath(page, `/main/protocols/${open.id}`);
  });

  test('a meeting and a calendar day open the meetings page on that date', async () => {
    const { page } = e2e;
    const { secretary } = await seededSecretary();
    await openHome(page, e2e, secretary);
    await (await visible(page.getByRole('link', { name: 'Планёрка отдела продаж', exact: true }))).click();
    await page.waitForURL((url) => url.pathname === '/main/meetings' && url.searchParams.get('date') === day(0));

    await page.goBack();
    const cell = await visible(page.getByTestId('meeting-calendar').locator(`button[data-date="${day(0)}"]`));
    await cell.click();
    await page.waitForURL((url) => url.pathname === '/main/meetings' && url.searchParams.get('date') === day(0));
  });

  test('a new secretary sees empty states', async () => {
    const { page } = e2e;
    const { secretary: account } = await e2e.api.createSecretary();
    await openHome(page, e2e, await SecretaryApi.signIn(e2e.api, account));
    await visible(page.getByText('Сегодня совещаний нет'));
    await visible(page.getByText('В ближайшие 7 дней других совещаний нет'));
    await visible(page.getByText('Нет срочных поручений'));
    await visible(page.getByText('Протоколов в работе нет'));
    await visible(page.getByText('В этом месяце поручений нет'));
    expect(await statValue(page.getByTestId('entity-counters'), 'protocolsInWork')).toBe(0);
    await page.getByTestId('open-protocols').getByRole('link', { name: 'Создать протокол' }).click();
    await atPath(page, '/main/protocols/add');
  });

  test('at 390 px a long theme and place stay inside «Ближайшие совещания»: no sideways scroll, the time on one line', async () => {
    const { page } = e2e;
    const { secretary: account } = await e2e.api.createSecretary();
    const secretary = await SecretaryApi.signIn(e2e.api, account);
    await secretary.meeting('Заседание комиссии по закупкам и согласованию договоров с подрядчиками на 2027 год', day(0), {
      start: '23:00',
      end: '23:45',
      link: 'Большой конференц-зал, 3 этаж, корпус Б',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page, e2e, secretary);
    const meeting = await visible(page.getByTestId('agenda-meeting'));
    const list = page.getByTestId('upcoming-meetings').locator('.mantine-ScrollArea-viewport');
    const sideways = await list.evaluate((viewport) => viewport.scrollWidth - viewport.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    const time = meeting.getByText('23:00–23:45');
    const { height } = (await time.boundingBox())!;
    const lineHeight = await time.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect(height).toBeLessThan(lineHeight * 1.5);
  });
});
