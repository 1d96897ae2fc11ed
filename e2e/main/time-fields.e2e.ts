import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
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
});
