import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { describedText, signIn, visible } from '../support/browser.ts';
import { openMeetings } from '../meetings/meeting-helpers.ts';

/** A time field reads and writes 24-hour times: typed shorthand becomes ЧЧ:ММ, the list has no AM/PM. */
async function expect24Hours(page: Page, field: Locator) {
  expect(await field.getAttribute('type')).not.toBe('time');
  await field.fill('1430');
  await field.press('Tab');
  expect(await field.inputValue()).toBe('14:30');
  await field.fill('');
  await field.click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options).toContain('13:00');
  expect(options).toContain('23:30');
  expect(options.some((text) => /AM|PM/i.test(text))).toBe(false);
  await field.press('Escape');
}

describe('24-hour time fields', () => {
  const e2e = useE2E();

  test('in an English browser the protocol form and the meeting editor still take 24-hour times; no native time input', async () => {
    const { api } = e2e;
    const context = await e2e.browser.newContext({ baseURL: e2e.server.url, locale: 'en-US', viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const { secretary } = await api.createSecretary();
      await signIn(page, api, secretary, '/main/protocols/add');
      const form = await visible(page.getByRole('form', { name: 'Новый протокол' }));
      await expect24Hours(page, form.getByLabel('Время начала'));
      expect(await page.locator('input[type=time]').count()).toBe(0);

      await openMeetings(page);
      await page.getByRole('button', { name: 'Создать совещание' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
      await expect24Hours(page, dialog.getByLabel('Окончание'));
      expect(await page.locator('input[type=time]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('typed times are tidied when the field is left (21:5, 930, 9); what is no 24-hour time gets one clear message, and no second one about the end', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Тема').fill('Планёрка');
    const start = dialog.getByLabel('Начало');
    const end = dialog.getByLabel('Окончание');

    for (const [typed, read] of [['21:5', '21:05'], ['930', '09:30'], ['9', '09:00'], ['1415', '14:15']] as const) {
      await start.fill(typed);
      await start.press('Tab');
      expect(await start.inputValue()).toBe(read);
    }
    await end.fill('10:30');
    await end.press('Tab');

    await start.fill('9 pm');
    await start.press('Tab');
    expect(await start.inputValue()).toBe('9 pm');
    await expect.poll(() => describedText(start)).toContain('Введите время в формате ЧЧ:ММ');

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/meetings') posts.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Создать совещание' }).click();
    await expect.poll(() => describedText(start)).toContain('Введите время в формате ЧЧ:ММ');
    expect(await describedText(end)).toBe('');
    expect(await end.getAttribute('aria-invalid')).not.toBe('true');
    expect(await dialog.getByText('Время окончания должно быть позже времени начала').count()).toBe(0);
    expect(posts).toEqual([]);

    // Fixed, it saves.
    await start.fill('930');
    await start.press('Tab');
    await expect.poll(() => describedText(start)).toBe('');
    await dialog.getByRole('button', { name: 'Создать совещание' }).click();
    await visible(page.getByText('Совещание создано'));
  });

  test('the protocol form tidies typed times the same way', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/protocols/add');
    const field = (await visible(page.getByRole('form', { name: 'Новый протокол' }))).getByLabel('Время начала');
    await field.fill('21:5');
    await field.press('Tab');
    expect(await field.inputValue()).toBe('21:05');
    await field.fill('9 pm');
    await field.press('Tab');
    await expect.poll(() => describedText(field)).toContain('Введите время в формате ЧЧ:ММ');
  });
});
