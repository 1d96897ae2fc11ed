import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { describedText, gone, signIn, visible } from '../support/browser.ts';
import { createMeeting, eventOf, fetchMeeting, openMeetings } from '../meetings/meeting-helpers.ts';

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

  test('a filled time opens the whole list at its time (or the nearest half hour); the arrows go on from there, Enter takes another, Esc closes only the list; typing filters', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await signIn(page, api, secretary, '/main/home');
    const meeting = await createMeeting(api, token, { theme: 'Планёрка отдела', event_start_time: '10:00', event_end_time: '11:10' });
    await openMeetings(page);
    await eventOf(page, 'Планёрка отдела').click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    const end = dialog.getByLabel('Окончание');
    const list = page.getByRole('listbox');
    const picked = list.locator('[role=option][aria-selected=true]');
    const pickedInView = () =>
      picked.evaluate((option) => {
        const box = option.getBoundingClientRect();
        const frame = option.closest('[role=listbox]')!.getBoundingClientRect();
        // scrollTop is whole pixels: the option may stand a fraction of one beyond.
        return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
      });

    await end.click();
    await visible(list);
    expect(await list.getByRole('option').count()).toBe(49);
    await expect.poll(() => picked.allInnerTexts()).toEqual(['11:00']);
    expect(await pickedInView()).toBe(true);
    // Mid-list: the times just after it show too, not only those before (an end is usually later).
    const shownInList = (time: string) =>
      list.getByRole('option', { name: time, exact: true }).evaluate((option) => {
        const box = option.getBoundingClientRect();
        const frame = option.closest('[role=listbox]')!.getBoundingClientRect();
        return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
      });
    expect(await shownInList('11:30')).toBe(true);
    expect(await shownInList('12:00')).toBe(true);
    expect(await shownInList('10:00')).toBe(true);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await picked.allInnerTexts()).toEqual(['12:00']);
    expect(await pickedInView()).toBe(true);
    await page.keyboard.press('Enter');
    await gone(list);
    expect(await end.inputValue()).toBe('12:00');

    // Opened again: the whole list at the new time; Esc closes the list, not the dialog.
    await end.click();
    await expect.poll(() => picked.allInnerTexts()).toEqual(['12:00']);
    expect(await list.getByRole('option').count()).toBe(49);
    await page.keyboard.press('Escape');
    await gone(list);
    expect(await page.getByRole('dialog', { name: 'Закрыть без сохранения?' }).count()).toBe(0);
    await visible(dialog);

    // Typing filters; the arrows go through what is left.
    await end.fill('13');
    await expect.poll(() => list.getByRole('option').allInnerTexts()).toEqual(['13:00', '13:30']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await end.inputValue()).toBe('13:30');

    const saved = page.waitForResponse((response) => response.url().includes(`/api/meetings/${meeting.id}`) && response.request().method() !== 'GET');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    expect((await saved).ok()).toBe(true);
    expect((await fetchMeeting(api, token, meeting.id)).body.data).toMatchObject({ event_start_time: '10:00', event_end_time: '13:30' });
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
