import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { linkIn } from '../support/mailbox.ts';
import { callApi, confirmModal, createPerson, createProtocol, notification } from '../protocols/protocol-helpers.ts';

/** Screenshots to look at, in $TMPDIR/protocolist-register. */
const SHOTS = path.join(os.tmpdir(), 'protocolist-register');
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const FINAL = {
  final_transcript: [
    { key: 'Повестка дня', value: 'О закупках.' },
    { key: 'Слушали', value: 'Смирнову Анну о плане закупок.' },
    { key: 'Решили', value: 'Утвердить план закупок.' },
    { key: 'Поручить', value: 'Подготовить смету.' },
  ],
  location: 'Зал',
  city: 'Москва',
};

/*
 * Issue 24: a person's deadlines as a calendar subscription from the register (made, copied, replaced and revoked
 * after a confirmation; the feed read without signing in, a dead address a Russian 404), a report link revoked
 * without a new letter, and the manager's tiles: a link where a list is behind the figure, a plain figure elsewhere.
 */
describe('«Поручения»: calendar subscription, revoking a report link, the manager’s tiles', () => {
  const e2e = useE2E();

  test('the secretary subscribes a calendar to a person’s deadlines, replaces the address and revokes it', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Кузнецова Дарья');
    const protocol = await createProtocol(api, token, { theme: 'Бюджет отдела', event_date: '2027-03-15' });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, { responsible_id: person.id, essence: 'Свести заявки отделов', deadline: '2030-04-01' });

    await signIn(page, api, secretary, '/main/assignments');
    await visible(page.getByText('Всего: 1'));
    // Without a person chosen the subscription waits for one.
    await page.getByRole('button', { name: 'Выгрузить' }).click();
    expect(await page.getByRole('menuitem', { name: 'Подписка на календарь' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`/main/assignments?person=${person.id}`);
    await visible(page.getByText('Всего: 1'));
    await page.getByRole('button', { name: 'Выгрузить' }).click();
    await page.getByRole('menuitem', { name: 'Подписка на календарь' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Сроки в календаре: Кузнецова Дарья' }));
    await visible(dialog.getByText('Ссылки ещё нет.'));
    await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
    await visible(notification(page, 'Ссылка на календарь создана'));
    const field = dialog.getByRole('textbox', { name: 'Ссылка на календарь' });
    const first = await field.inputValue();
    expect(first).toMatch(new RegExp(`^${e2e.server.url}/api/calendar-feeds/\\d+\\.[\\w-]{43}/deadlines\\.ics$`));
    expect(await dialog.getByRole('link', { name: 'Открыть в приложении календаря' }).getAttribute('href')).toBe(first.replace(/^http:/, 'webcal:'));
    await shot(page, 'deadline-feed-1440');

    // A calendar app fetches it without signing in.
    const fetched = await fetch(first);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await fetched.text()).toContain('Свести заявки отделов');

    // «Заменить ссылку», after a confirmation: the old address is dead, with a Russian message.
    await dialog.getByRole('button', { name: 'Заменить ссылку' }).click();
    await confirmModal(page, 'Заменить ссылку на календарь?', 'Заменить');
    await visible(notification(page, 'Создана новая ссылка на календарь; прежняя больше не действует'));
    await expect.poll(() => field.inputValue()).not.toBe(first);
    const second = await field.inputValue();
    const dead = await fetch(first);
    expect(dead.status).toBe(404);
    expect(((await dead.json()) as { message: string }).message).toBe('Ссылка на календарь недействительна: возможно, её отозвали или заменили новой');
    expect((await fetch(second)).status).toBe(200);

    // «Отозвать ссылку», after a confirmation; «Отмена» first changes nothing.
    await dialog.getByRole('button', { name: 'Отозвать ссылку' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Отозвать ссылку на календарь?' }))).getByRole('button', { name: 'Отмена' }).click();
    expect((await fetch(second)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Отозвать ссылку' }).click();
    await confirmModal(page, 'Отозвать ссылку на календарь?', 'Отозвать');
    await visible(notification(page, 'Ссылка на календарь отозвана'));
    await visible(dialog.getByText('Ссылки ещё нет.'));
    expect((await fetch(second)).status).toBe(404);

    // On a phone the dialog fits the screen.
    await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
    await visible(field);
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'deadline-feed-390');
  }, 120_000);

  test('the secretary revokes a report link without sending a new one, after a confirmation', async () => {
    const { page, api, mailbox } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Титов Максим Андреевич');
    const protocol = await createProtocol(api, token, { theme: 'Закупки' });
    const task = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, {
      responsible_id: person.id,
      essence: 'Подготовить смету',
      deadline: '2099-12-01',
    });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, FINAL);
    const link = linkIn(await mailbox.waitFor(person.email), `${e2e.server.url}/report/`);
    const mailsBefore = mailbox.messages.length;

    await signIn(page, api, secretary, `/main/protocols/${protocol.id}?tab=tasks&task=${task.id}`);
    const row = await visible(page.getByTestId('task-row').filter({ hasText: 'Подготовить смету' }));
    await row.getByRole('button', { name: 'Отозвать ссылку для отчёта' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Отозвать ссылку для отчёта?' }));
    expect(await dialog.innerText()).toContain('Титов Максим Андреевич');
    await shot(page, 'revoke-report-link');
    await dialog.getByRole('button', { name: 'Отозвать', exact: true }).click();
    await visible(notification(page, 'Ссылка отозвана'));
    // No link is open any more: the button goes; sending a new one stays offered.
    await expect.poll(() => row.getByRole('button', { name: 'Отозвать ссылку для отчёта' }).count()).toBe(0);
    await visible(row.getByRole('button', { name: 'Отправить новую ссылку для отчёта' }));

    const phone = await e2e.newSession();
    await phone.goto(link);
    await visible(phone.getByText(/Ссылка недействительна/));
    // No letter went out.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailbox.messages.length).toBe(mailsBefore);
  }, 120_000);

  test('the manager’s tiles: the team’s tasks in work, done and overdue open the register, the figures with no list are plain', async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Соколов Павел');
    const protocol = await createProtocol(api, token, { theme: 'Склад' });
    const task = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${protocol.id}/tasks`, token, { responsible_id: person.id, essence: 'Провести инвентаризацию', deadline: '2030-04-01' });
    await callApi(api, 'PUT', `/api/protocols/tasks/${task.id}`, token, { status: 'success' });

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, api, manager, '/main/secretaries');
    const totals = await visible(page.getByTestId('team-totals'));
    await visible(totals.getByTestId('stat-value').first());
    for (const id of ['secretaries', 'protocolsInWork', 'protocolsDone', 'meetingsUpcoming', 'meetingsPast']) {
      const tile = totals.getByTestId(`stat-${id}`);
      expect(await tile.getAttribute('data-link'), id).toBe('false');
      expect(await tile.evaluate((element) => element.tagName), id).toBe('DIV');
      expect(await tile.evaluate((element) => getComputedStyle(element).cursor), id).toBe('default');
      // Hovering changes nothing: no border colour, no shadow.
      const before = await tile.evaluate((element) => `${getComputedStyle(element).borderColor} ${getComputedStyle(element).boxShadow}`);
      await tile.hover();
      expect(await tile.evaluate((element) => `${getComputedStyle(element).borderColor} ${getComputedStyle(element).boxShadow}`), id).toBe(before);
    }
    await shot(page, 'team-tiles-1440');
    const done = totals.getByTestId('stat-tasksSuccess');
    expect(await done.getAttribute('href')).toBe('/main/assignments?status=success');
    expect(await totals.getByTestId('stat-tasksExpired').getAttribute('href')).toBe('/main/assignments?status=expired');
    expect(await totals.getByTestId('stat-tasksProcess').getAttribute('href')).toBe('/main/assignments?status=in_work');
    await done.click();
    await visible(page.getByText('Всего: 1'));
    expect(new URL(page.url()).searchParams.get('status')).toBe('success');
    await visible(page.getByTestId('assignment-row').filter({ hasText: 'Провести инвентаризацию' }));

    // The secretary's drawer: meetings and keyword hits are plain figures, her tasks and protocols links.
    await page.goto(`/main/secretaries?secretary=${secretary.id}`);
    const drawer = await visible(page.getByRole('dialog'));
    await visible(drawer.getByTestId('stat-value').first());
    for (const id of ['meetingsUpcoming', 'meetingsPast', 'keywordHits']) expect(await drawer.getByTestId(`stat-${id}`).getAttribute('data-link'), id).toBe('false');
    for (const id of ['protocolsInWork', 'tasksSuccess', 'tasksExpired']) expect(await drawer.getByTestId(`stat-${id}`).getAttribute('data-link'), id).toBe('true');
    await shot(page, 'secretary-drawer-tiles-1440');
  }, 120_000);
});
