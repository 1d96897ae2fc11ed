import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { openMeetings } from '../meetings/meeting-helpers.ts';
import { ADMIN } from '../support/server.ts';

/** Issue 23: a form that mails people goes only from its button or Ctrl+Enter; Enter in a field (a picker too) sends nothing. */
describe('forms that mail people', () => {
  const e2e = useE2E();

  function posts(page: Page, path: string): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request.url());
    });
    return seen;
  }

  test('«Новое совещание»: Enter in «Начало» (typed or left alone), in «Тема» or «Окончание» creates nothing and mails no one; Ctrl+Enter creates it', async () => {
    const { page, api, mailbox } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const colleague = await api.createUser('manager', { full_name: `Лебедева Нина ${tag}` });
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    const created = posts(page, '/api/meetings');

    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Тема').fill(`Планёрка ${tag}`);
    await dialog.getByLabel('Участники').fill(`Лебедева Нина ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Лебедева Нина ${tag}`) }).click();

    const start = dialog.getByLabel('Начало');
    await start.fill('930');
    await start.press('Enter');
    // The typed time is tidied, the list closed, and the dialog is still there.
    await expect.poll(() => start.inputValue()).toBe('09:30');
    await start.press('Enter');
    await dialog.getByLabel('Окончание').fill('11:00');
    await dialog.getByLabel('Окончание').press('Enter');
    await dialog.getByLabel('Тема').press('Enter');
    await page.waitForTimeout(700);
    expect(created).toEqual([]);
    await visible(dialog);

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/meetings' && r.request().method() === 'POST'),
      dialog.getByLabel('Тема').press('Control+Enter'),
    ]);
    expect(response.status()).toBe(201);
    expect(created).toHaveLength(1);
    const mail = await mailbox.waitFor(colleague.email);
    expect(mail.subject).toBe(`Приглашение на совещание: Планёрка ${tag}`);
  });

  test('«Новый пользователь»: Enter in a field sends no invitation; the button does', async () => {
    const { page, api } = e2e;
    await signIn(page, api, ADMIN, '/main/settings/users');
    const created = posts(page, '/api/users');
    await page.getByRole('button', { name: 'Добавить пользователя' }).click();
    const dialog = await visible(page.getByRole('dialog'));
    const tag = randomUUID().slice(0, 6);
    await dialog.getByLabel('ФИО').fill(`Зайцев Олег ${tag}`);
    await dialog.getByLabel('E-mail').fill(`zaitsev-${tag}@e2e.test`);
    await dialog.getByLabel('E-mail').press('Enter');
    await page.waitForTimeout(700);
    expect(created).toEqual([]);
    await visible(dialog);
  });
});
