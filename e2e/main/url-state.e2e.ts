import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { callApi, createProtocol, tab } from '../protocols/protocol-helpers.ts';

/**
 * Issue 15: filters, page, sort and tab live in the address, so Back, Forward and reload bring back exactly what
 * the user had, and a broken address falls back to the defaults.
 */

const searchBox = (page: Page) => page.getByLabel('Поиск');
const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Waits until the address carries `name=value` (null: lacks it); the search box writes it after a pause. */
async function addressHas(page: Page, name: string, value: string | null): Promise<void> {
  await expect.poll(() => param(page, name)).toBe(value);
}

describe('list, filter, page and tab state in the address', () => {
  const e2e = useE2E();

  test('protocol list: search, stage and page 2 come back after a protocol, Back and reload; Back steps through them', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const themes = Array.from({ length: 18 }, (_, index) => `Совещание ${String(index + 1).padStart(2, '0')}`);
    for (let batch = 0; batch < themes.length; batch += 6) {
      await Promise.all(themes.slice(batch, batch + 6).map((theme) => createProtocol(api, token, { theme })));
    }
    await createProtocol(api, token, { theme: 'Ревизия склада' });
    // One «Совещание» is checked already: the stage filter leaves it out.
    const { data: all } = await callApi<{ data: { id: number; theme: string }[] }>(api, 'GET', '/api/protocols?limit=100', token);
    const checked = all.find((protocol) => protocol.theme === 'Совещание 18')!;
    await callApi(api, 'POST', `/api/protocols/${checked.id}/stage`, token, { stage: 'finish' });

    await signIn(page, api, secretary, '/main/protocols');
    const rows = page.getByTestId('protocol-row');
    const shownThemes = () => rows.locator('td:nth-child(2) a').allInnerTexts();
    await visible(page.getByText('Всего: 19'));

    await searchBox(page).fill('Совещание');
    await addressHas(page, 'search', 'Совещание');
    await page.getByRole('textbox', { name: 'Стадия' }).click();
    await page.getByRole('option', { name: 'Без видео' }).click();
    await visible(page.getByText('Всего: 17'));
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    const secondPage = await shownThemes();
    expect(secondPage.every((theme) => theme.startsWith('Совещание') && theme !== 'Совещание 18')).toBe(true);

    const expectSecondPage = async () => {
      await visible(page.getByText('Всего: 17'));
      await expect.poll(shownThemes).toEqual(secondPage);
      expect(await searchBox(page).inputValue()).toBe('Совещание');
      expect(await page.getByRole('textbox', { name: 'Стадия' }).inputValue()).toBe('Без видео');
    };

    // To a protocol and back.
    await rows.first().locator('td:nth-child(2) a').click();
    await page.waitForURL((url) => /^\/main\/protocols\/\d+$/.test(url.pathname));
    await visible(page.getByRole('heading', { name: /^Протокол № \d+$/ }));
    await page.goBack();
    await atPath(page, '/main/protocols');
    await expectSecondPage();

    // Reload keeps it.
    await page.reload();
    await expectSecondPage();

    // Back steps to page 1 with the same filters, then to the unfiltered stage; Forward returns.
    await page.goBack();
    await expect.poll(() => rows.count()).toBe(15);
    await visible(page.getByText('Всего: 17'));
    await page.goBack();
    await visible(page.getByText('Всего: 18'));
    expect(await page.getByRole('textbox', { name: 'Стадия' }).inputValue()).toBe('');
    expect(await searchBox(page).inputValue()).toBe('Совещание');
    await page.goForward();
    await page.goForward();
    await expectSecondPage();

    // A broken address shows the plain first page, without an error.
    for (const broken of ['page=abc&stage=bogus', 'page=999999999999', 'page=-3&search=', 'stage=toString&page=1.5']) {
      await page.goto(`/main/protocols?${broken}`);
      await visible(page.getByText('Всего: 19'));
      await expect.poll(() => rows.count()).toBe(15);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    // A page past the last one shows the last page.
    await page.goto('/main/protocols?search=%D0%A1%D0%BE%D0%B2%D0%B5%D1%89%D0%B0%D0%BD%D0%B8%D0%B5&page=40');
    await expect.poll(() => rows.count()).toBe(3);
    await addressHas(page, 'page', '2');
  });

  test('users list: search, role and page 2 come back after another page, Back and reload', async () => {
    const { page, api } = e2e;
    const tag = `Адрес${randomUUID().slice(0, 4)}`;
    const creatorToken = await api.adminToken();
    for (let batch = 0; batch < 22; batch += 6) {
      await Promise.all(
        Array.from({ length: Math.min(6, 22 - batch) }, (_, index) =>
          api.createUser('manager', { full_name: `${tag} ${String(batch + index + 1).padStart(2, '0')}`, creatorToken }),
        ),
      );
    }

    await signIn(page, api, ADMIN, '/main/settings/users');
    const rows = page.getByTestId('user-row');
    await visible(rows.first());
    const plainTotal = await page.getByText(/^Всего: \d+$/).innerText();

    await searchBox(page).fill(tag);
    await addressHas(page, 'search', tag);
    await page.getByRole('textbox', { name: 'Роль', exact: true }).click();
    await page.getByRole('option', { name: 'Руководитель' }).click();
    await visible(page.getByText('Всего: 22'));
    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    const emails = () => rows.locator('td:nth-child(2)').allTextContents();
    const secondPage = await emails();

    const expectSecondPage = async () => {
      await visible(page.getByText('Всего: 22'));
      await expect.poll(emails).toEqual(secondPage);
      expect(await searchBox(page).inputValue()).toBe(tag);
      expect(await page.getByRole('textbox', { name: 'Роль', exact: true }).inputValue()).toBe('Руководитель');
    };

    await page.getByRole('link', { name: 'Профиль' }).click();
    await atPath(page, '/main/settings');
    await page.goBack();
    await atPath(page, '/main/settings/users');
    await expectSecondPage();
    await page.reload();
    await expectSecondPage();
    await page.goBack();
    await expect.poll(() => rows.count()).toBe(20);
    await visible(page.getByText('Всего: 22'));

    for (const broken of ['page=abc&role=boss&blocked=maybe', 'page=999999999999', `search=${'я'.repeat(300)}`]) {
      await page.goto(`/main/settings/users?${broken}`);
      await visible(rows.first());
      expect(await page.getByText(/^Всего: \d+$/).innerText()).toBe(plainTotal);
      expect(await searchBox(page).inputValue()).toBe('');
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });

  test('secretaries: search, sort and the open secretary with her month come back; Back closes the drawer', async () => {
    const { page, api } = e2e;
    const manager = await api.createUser('manager', { full_name: 'Руководитель Адресов' });
    const managerToken = await api.login(manager.email, manager.password);
    for (const name of ['Абрамова Алла', 'Борисова Бэлла', 'Гусева Галина']) {
      await api.createUser('secretary', { full_name: name, creatorToken: managerToken });
    }
    // The column headers are clicked: a window where the whole table fits (narrower, it becomes cards sorted by a picker).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, api, manager, '/main/secretaries');
    const rows = page.getByTestId('secretary-row');
    const names = () => rows.locator('button[aria-label^="Открыть статистику"]').allInnerTexts();
    await expect.poll(() => rows.count()).toBe(3);

    await searchBox(page).fill('лла');
    await page.getByRole('button', { name: 'Сортировать: ФИО', exact: true }).click();
    const sorted = ['Борисова Бэлла', 'Абрамова Алла'];
    await expect.poll(names).toEqual(sorted);
    await addressHas(page, 'search', 'лла');
    expect(param(page, 'order')).toBe('desc');
    const nameHeader = page.locator('th', { has: page.getByRole('button', { name: 'Сортировать: ФИО' }) });

    const expectTable = async () => {
      await expect.poll(names).toEqual(sorted);
      expect(await searchBox(page).inputValue()).toBe('лла');
      expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    };

    // Another page and back.
    await nav(page, 'Настройки').click();
    await atPath(page, '/main/settings');
    await page.goBack();
    await atPath(page, '/main/secretaries');
    await expectTable();

    // The drawer, a month back in her chart: reload keeps both; Back returns the month, then closes the drawer.
    await rows.first().getByRole('button', { name: /^Открыть статистику/ }).click();
    const drawer = await visible(page.getByRole('dialog', { name: 'Борисова Бэлла' }));
    const month = drawer.getByTestId('month-label');
    const thisMonth = await month.innerText();
    await drawer.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await expect.poll(() => month.innerText()).not.toBe(thisMonth);
    const earlier = await month.innerText();
    await page.reload();
    await expect.poll(() => page.getByRole('dialog', { name: 'Борисова Бэлла' }).getByTestId('month-label').innerText()).toBe(earlier);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog', { name: 'Борисова Бэлла' }).getByTestId('month-label').innerText()).toBe(thisMonth);
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expectTable();

    for (const broken of ['sort=salary&order=sideways&secretary=abc', 'secretary=999999999999', `secretary=${manager.id}`]) {
      await page.goto(`/main/secretaries?${broken}`);
      await expect.poll(names).toEqual(['Абрамова Алла', 'Борисова Бэлла', 'Гусева Галина']);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });

  test('protocol page: the tab and the task filter come back after the list, Back and reload; an unknown tab opens the text', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(api, token, { theme: 'Вкладки в адресе' });
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    await visible(page.getByRole('heading', { name: `Протокол № ${protocol.protocol_number}`, exact: true }));
    const selected = async (name: string) => expect.poll(() => tab(page, name).getAttribute('aria-selected')).toBe('true');
    await selected('Текст протокола');

    await tab(page, 'Участники').click();
    await selected('Участники');
    await tab(page, 'Поручения').click();
    await selected('Поручения');
    await visible(page.getByText('Поручений пока нет'));
    await page.getByRole('radiogroup', { name: 'Статус' }).getByText('Просрочено').click();
    await visible(page.getByText('Ничего не найдено'));

    await page.getByRole('link', { name: 'К списку протоколов' }).click();
    await atPath(page, '/main/protocols');
    await page.goBack();
    await selected('Поручения');
    await visible(page.getByText('Ничего не найдено'));
    expect(await page.getByRole('radio', { name: 'Просрочено' }).isChecked()).toBe(true);
    await page.reload();
    await selected('Поручения');
    await visible(page.getByText('Ничего не найдено'));

    await page.goBack();
    await selected('Поручения');
    await visible(page.getByText('Поручений пока нет'));
    await page.goBack();
    await selected('Участники');
    await page.goBack();
    await selected('Текст протокола');

    for (const broken of ['tab=toString', 'tab=nonsense&task=abc', 'tab=']) {
      await page.goto(`/main/protocols/${protocol.id}?${broken}`);
      await selected('Текст протокола');
      expect(await page.getByRole('alert').count()).toBe(0);
    }
    // The addresses of the former tabs still open the text.
    await page.goto(`/main/protocols/${protocol.id}?tab=final`);
    await selected('Текст протокола');
  });

  test('meetings calendar: the view and the period come back after another page, Back and reload', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/meetings');
    const title = page.getByTestId('calendar-title');
    await expect.poll(() => title.innerText()).not.toBe('');
    const thisMonth = await title.innerText();

    await page.locator('label', { hasText: 'Неделя' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Неделя' }).isChecked()).toBe(true);
    const thisWeek = await title.innerText();
    await page.getByRole('button', { name: 'Следующая неделя' }).click();
    await expect.poll(() => title.innerText()).not.toBe(thisWeek);
    const nextWeek = await title.innerText();
    await addressHas(page, 'view', 'week');

    await nav(page, 'Протоколы').click();
    await atPath(page, '/main/protocols');
    await page.goBack();
    await atPath(page, '/main/meetings');
    await expect.poll(() => title.innerText()).toBe(nextWeek);
    expect(await page.getByRole('radio', { name: 'Неделя' }).isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => title.innerText()).toBe(nextWeek);

    await page.goBack();
    await expect.poll(() => title.innerText()).toBe(thisWeek);
    await page.goBack();
    await expect.poll(() => title.innerText()).toBe(thisMonth);
    expect(await page.getByRole('radio', { name: 'Месяц' }).isChecked()).toBe(true);

    for (const broken of ['view=year&date=2026-02-30', 'date=garbage', 'view=month&date=3000-01-01']) {
      await page.goto(`/main/meetings?${broken}`);
      await expect.poll(() => title.innerText()).toBe(thisMonth);
      expect(await page.getByRole('radio', { name: 'Месяц' }).isChecked()).toBe(true);
    }
  });
});
