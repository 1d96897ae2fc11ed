import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, gone, signIn, signInWithForm, visible } from '../support/browser.ts';

function rows(page: Page) {
  return page.getByTestId('user-row');
}

function rowOf(page: Page, text: string) {
  return rows(page).filter({ hasText: text });
}

async function openUsersPage(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Настройки' }).click();
  await page.getByRole('link', { name: 'Пользователи' }).click();
  await atPath(page, '/main/settings/users');
  await visible(page.getByRole('heading', { name: 'Пользователи', exact: true }));
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Поиск').fill(text);
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await atPath(page, '/login');
}

describe('settings: users', () => {
  const e2e = useE2E();

  test('admin creates a manager, the manager creates a secretary, the secretary signs in to /main/home', async () => {
    const { page } = e2e;
    const tag = randomUUID().slice(0, 6);
    // Full names that tell the gender (rows are found by the unique e-mail): each status badge agrees with it.
    const manager = { name: 'Иванов Олег Петрович', email: `boss-${tag}@e2e.test`, password: 'manager-pass' };
    const secretary = { name: 'Смирнова Ольга Петровна', email: `sec-${tag}@e2e.test`, password: 'secretary-pass' };

    await signInWithForm(page, ADMIN.email, ADMIN.password);
    await atPath(page, '/main/settings');
    await openUsersPage(page);
    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    const adminDialog = await visible(page.getByRole('dialog', { name: 'Новый пользователь' }));
    expect(await adminDialog.getByRole('textbox', { name: 'Роль', exact: true }).inputValue()).toBe('Руководитель');
    await adminDialog.getByLabel('ФИО').fill(manager.name);
    await adminDialog.getByLabel('E-mail').fill(manager.email);
    await adminDialog.getByLabel('Пароль (необязательно)').fill(manager.password);
    await adminDialog.getByRole('button', { name: 'Создать' }).click();
    await visible(page.getByText('Пользователь создан'));
    await gone(page.getByRole('dialog'));
    const managerRow = await visible(rowOf(page, manager.email));
    expect(await managerRow.textContent()).toContain('Руководитель');
    await visible(managerRow.getByText('Активен', { exact: true }));
    // Created with a password, he still hears about the account: the login and where to sign in, not the password.
    const welcome = e2e.mailbox.accountMails.find((mail) => mail.to.includes(manager.email));
    expect(welcome?.subject).toBe('Протоколист: для вас создана учётная запись');
    expect(welcome?.text).toContain(`Логин — ваш e-mail ${manager.email}.`);
    expect(welcome?.text).not.toContain(manager.password);
    await logout(page);

    await signInWithForm(page, manager.email, manager.password);
    await atPath(page, '/main/secretaries');
    await openUsersPage(page);
    await page.getByRole('button', { name: 'Добавить секретаря' }).click();
    const managerDialog = await visible(page.getByRole('dialog', { name: 'Новый секретарь' }));
    await managerDialog.getByLabel('ФИО').fill(secretary.name);
    await managerDialog.getByLabel('E-mail').fill(secretary.email);
    await managerDialog.getByLabel('Пароль (необязательно)').fill(secretary.password);
    await managerDialog.getByRole('button', { name: 'Создать' }).click();
    await visible(page.getByText('Пользователь создан'));
    const secretaryRow = await visible(rowOf(page, secretary.email));
    expect(await secretaryRow.textContent()).toContain('Секретарь');
    await visible(secretaryRow.getByText('Активна', { exact: true }));
    await logout(page);

    await signInWithForm(page, secretary.email, secretary.password);
    await atPath(page, '/main/home');
    await visible(page.getByRole('heading', { name: 'Главная', exact: true }));
  });

  test('search narrows the list by name or e-mail', async () => {
    const { page } = e2e;
    const tag = randomUUID().slice(0, 6);
    const first = await e2e.api.createUser('manager', { full_name: `Зайцев Пётр ${tag}` });
    await e2e.api.createUser('manager', { full_name: `Зайцева Мария ${tag}` });
    await e2e.api.createUser('manager', { full_name: `Волков Иван ${tag}` });
    await signIn(page, e2e.api, ADMIN, '/main/settings/users');
    await visible(rows(page).first());

    await search(page, `Зайцев`);
    await expect.poll(() => rows(page).filter({ hasText: tag }).count()).toBe(2);
    expect(await rows(page).filter({ hasText: 'Волков' }).count()).toBe(0);

    await search(page, first.email);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(first.fullName);

    await search(page, `нет-такого-${tag}`);
    await visible(page.getByText('Пользователи не найдены'));
  });

  test('the list is paged by 20', async () => {
    const { page } = e2e;
    const tag = `Пагинация${randomUUID().slice(0, 4)}`;
    // One sign-in for the batch: parallel sign-ins of one account count against its failure limit until checked.
    const creatorToken = await e2e.api.adminToken();
    for (let batch = 0; batch < 22; batch += 6) {
      const count = Math.min(6, 22 - batch);
      await Promise.all(
        Array.from({ length: count }, (_, index) =>
          e2e.api.createUser('manager', { full_name: `${tag} ${String(batch + index + 1).padStart(2, '0')}`, creatorToken }),
        ),
      );
    }
    await signIn(page, e2e.api, ADMIN, '/main/settings/users');
    await search(page, tag);
    await visible(page.getByText('Всего: 22'));
    await expect.poll(() => rows(page).count()).toBe(20);

    await page.getByRole('button', { name: 'Следующая страница' }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    const emails = () => rows(page).locator('td:nth-child(2)').allTextContents();
    const secondPage = await emails();
    await page.getByRole('button', { name: 'Предыдущая страница' }).click();
    await expect.poll(() => rows(page).count()).toBe(20);
    const firstPage = await emails();
    expect(new Set([...firstPage, ...secondPage]).size).toBe(22);
  });

  test('blocking and unblocking ask for confirmation; blocked users show only with «Показать заблокированных»', async () => {
    const { page } = e2e;
    // A surname alone does not tell the gender: the badge speaks of the access (rows are found by the e-mail).
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Шевченко' });
    await signIn(page, e2e.api, ADMIN, '/main/settings/users');
    await search(page, secretary.email);
    const row = await visible(rowOf(page, secretary.email));
    await visible(row.getByText('Доступ открыт', { exact: true }));

    await row.getByRole('button', { name: 'Заблокировать' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' }));
    expect(await dialog.textContent()).toContain(secretary.fullName);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await gone(page.getByRole('dialog'));
    await visible(row.getByText('Доступ открыт', { exact: true }));

    await row.getByRole('button', { name: 'Заблокировать' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Заблокировать пользователя?' }));
    await dialog.getByRole('button', { name: 'Заблокировать' }).click();
    await visible(page.getByText('Пользователь заблокирован'));
    await visible(page.getByText('Пользователи не найдены'));
    const refused = await e2e.api.call('POST', '/api/login', null, { email: secretary.email, password: secretary.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Учётная запись заблокирована');

    await page.getByLabel('Показать заблокированных').check();
    const blockedRow = await visible(rowOf(page, secretary.email));
    await visible(blockedRow.getByText('Доступ заблокирован', { exact: true }));
    await blockedRow.getByRole('button', { name: 'Разблокировать' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Разблокировать пользователя?' }));
    await dialog.getByRole('button', { name: 'Разблокировать' }).click();
    await visible(page.getByText('Пользователь разблокирован'));
    await visible(rowOf(page, secretary.email).getByText('Доступ открыт', { exact: true }));
    expect((await e2e.api.call('POST', '/api/login', null, { email: secretary.email, password: secretary.password })).status).toBe(200);
  });

  test('at 1440 px every status badge reads on one line, «Доступ открыт» and «Доступ заблокирован» too; the list stays a table', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Шевченко' });
    const adminToken = await e2e.api.adminToken();
    await e2e.api.updateUser(adminToken, secretary.id, { is_active: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, e2e.api, ADMIN, '/main/settings/users');
    await page.getByLabel('Показать заблокированных').check();
    // The lines a badge's text takes: the distinct tops of its text's boxes.
    const badgeLines = () =>
      rows(page)
        .locator('.mantine-Badge-label')
        .evaluateAll((labels) =>
          labels.map((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return `${label.textContent}: ${tops.size}`;
          }),
        );
    // Each by its address: with the users of the other tests the list has more than one page.
    for (const [email, status] of [
      [secretary.email, 'Доступ заблокирован'],
      [ADMIN.email, 'Доступ открыт'],
    ] as const) {
      await search(page, email);
      await visible(rowOf(page, email).getByText(status, { exact: true }));
      expect(await page.getByTestId('responsive-table').getAttribute('data-cards')).toBeNull();
      const lines = await badgeLines();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
    }
  });

  test('closing the user dialog over typed values asks first (Esc, «Отмена»); «Остаться» keeps them; an untouched dialog closes at once', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary({ full_name: `Закрываемая ${randomUUID().slice(0, 6)}` });
    await signIn(page, e2e.api, ADMIN, '/main/settings/users');
    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    let dialog = await visible(page.getByRole('dialog', { name: 'Новый пользователь' }));
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Новый пользователь' }));
    await dialog.getByLabel('ФИО').fill('Кузнецов Пётр');
    await dialog.getByLabel('E-mail').fill('kuznetsov@e2e.test');
    await page.keyboard.press('Escape');
    let ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    // The dialog keeps no draft, and the question does not promise one.
    expect(await ask.innerText()).toContain('Введённые данные будут потеряны.');
    expect(await ask.innerText()).not.toMatch(/черновик/i);
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);
    expect(await dialog.getByLabel('ФИО').inputValue()).toBe('Кузнецов Пётр');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('kuznetsov@e2e.test');

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));

    // Editing: an untouched form closes at once, a changed one asks.
    await search(page, secretary.fullName);
    const row = await visible(rowOf(page, secretary.fullName));
    await row.getByRole('button', { name: 'Редактировать' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Редактирование пользователя' }));
    await page.keyboard.press('Escape');
    await gone(dialog);
    await row.getByRole('button', { name: 'Редактировать' }).click();
    dialog = await visible(page.getByRole('dialog', { name: 'Редактирование пользователя' }));
    await dialog.getByLabel('Должность').fill('Старший секретарь');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);
    expect(await dialog.getByLabel('Должность').inputValue()).toBe('Старший секретарь');
    await page.keyboard.press('Escape');
    await (await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }))).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));
  });
});
