import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { describedText, gone, signIn, visible } from '../support/browser.ts';

/**
 * A person's press on `button` near the edge it would move away from: down, the page draws what leaving the
 * field showed or hid (a message above the buttons), then up. A click counts only if both land on the button.
 */
async function pressNear(page: Page, button: Locator, edge: 'top' | 'bottom'): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  // The dialog may still be moving in (its opening transition, longer on a busy machine): a press 3 px from an edge
  // measured mid-way missed the button, and nothing was checked. Pressed once it stands still for a frame.
  const frame = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  let box = (await button.boundingBox())!;
  for (;;) {
    await frame();
    const next = (await button.boundingBox())!;
    if (next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) break;
    box = next;
  }
  await page.mouse.move(box.x + box.width / 2, edge === 'top' ? box.y + 3 : box.y + box.height - 3);
  await page.mouse.down();
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.mouse.up();
}

describe('form buttons (FormActions)', () => {
  const e2e = useE2E();

  test('the user dialog: «Создать» checks the whole form and «Отмена» asks on the first press, though leaving the field shows a message that moves them', async () => {
    const { page, api } = e2e;
    const manager = await api.createUser('manager');
    await signIn(page, api, manager, '/main/settings/users');
    await page.getByRole('button', { name: 'Добавить секретаря' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новый секретарь' }));
    const fullName = dialog.getByLabel('ФИО');
    const email = dialog.getByLabel('E-mail');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') posts.push(request.url());
    });

    // Leaving E-mail would show its message; the press is the submit's: ФИО, never visited, is checked too.
    await email.fill('anna@');
    await pressNear(page, dialog.getByRole('button', { name: 'Создать' }), 'top');
    await expect.poll(() => describedText(fullName)).toContain('Поле обязательно для заполнения');
    expect(await describedText(email)).not.toBe('');
    expect(posts).toEqual([]);

    // A short password's message on leaving it does not swallow «Отмена» either.
    const password = dialog.getByLabel('Пароль (необязательно)');
    await password.fill('12');
    await pressNear(page, dialog.getByRole('button', { name: 'Отмена' }), 'top');
    const ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog'));
  });

  test('the new-protocol form: the first press on «Создать протокол» saves, though leaving the time field (21:5-style shorthand tidied) hides its message and moves the buttons', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    // The whole form on screen: a page scrolled to its end would keep the buttons in place as the form shrinks.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await signIn(page, api, secretary, '/main/protocols/add');
    const form = await visible(page.getByRole('form', { name: 'Новый протокол' }));
    await form.getByLabel('Тема').fill(`Отчёт ${tag}`);
    const time = form.getByLabel('Время начала');
    // Once the field was visited, typing is checked as it goes: «930» is no ЧЧ:ММ until it is tidied.
    await time.focus();
    await time.press('Tab');
    await time.fill('930');
    await expect.poll(() => describedText(time)).toContain('Введите время в формате ЧЧ:ММ');

    const created = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/protocols' && response.request().method() === 'POST');
    await pressNear(page, form.getByRole('button', { name: 'Создать протокол' }), 'bottom');
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ theme: `Отчёт ${tag}`, event_start_time: '09:30' });
    await visible(page.getByText('Протокол создан'));
  });
});
