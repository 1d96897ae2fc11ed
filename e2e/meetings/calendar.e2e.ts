import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import {
  calendar,
  createMeeting,
  dayCell,
  dayOfThisMonth,
  dragTo,
  eventOf,
  fetchMeeting,
  monthViewRange,
  openMeetings,
} from './meeting-helpers.ts';

/** Query strings of every GET /api/meetings?… (the list, not /overlaps) the page sends from now on. */
function recordListRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/meetings' && request.method() === 'GET') seen.push(url.searchParams);
  });
  return seen;
}

const rangeOf = (params: URLSearchParams) => ({ start: params.get('start_date_at'), end: params.get('end_date_at') });

describe('meetings: the calendar', () => {
  const e2e = useE2E();

  test('next and previous month load exactly the visible range; an empty range shows the hint', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await signIn(page, api, secretary, '/main/home');
    const now = new Date();
    const nextMonth = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const previousMonth = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const inNextMonth = `${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-14`;
    await createMeeting(api, token, { theme: 'Совещание следующего месяца', event_date: inNextMonth });
    const requests = recordListRequests(page);
    await openMeetings(page);

    expect(requests.map(rangeOf)).toEqual([monthViewRange(now.getFullYear(), now.getMonth())]);
    await visible(page.getByText('Нет совещаний в этом периоде. Нажмите на день, чтобы запланировать.'));
    expect(await eventOf(page, 'Совещание следующего месяца').count()).toBe(0);

    await page.getByRole('button', { name: 'Следующий месяц' }).click();
    await visible(eventOf(page, 'Совещание следующего месяца'));
    expect(requests.map(rangeOf).at(-1)).toEqual(monthViewRange(nextMonth.getFullYear(), nextMonth.getMonth()));
    await gone(page.getByTestId('meetings-empty'));

    await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await page.getByRole('button', { name: 'Предыдущий месяц' }).click();
    await expect.poll(() => requests.map(rangeOf).at(-1)).toEqual(monthViewRange(previousMonth.getFullYear(), previousMonth.getMonth()));
    expect(requests).toHaveLength(3);

    await page.locator('label', { hasText: 'Неделя' }).click();
    await page.getByRole('button', { name: 'Сегодня' }).click();
    const lastRangeDays = () => {
      const last = requests.at(-1)!;
      return (Date.parse(last.get('end_date_at')!) - Date.parse(last.get('start_date_at')!)) / 86_400_000;
    };
    await expect.poll(lastRangeDays).toBe(6);
    expect(new Date(`${requests.at(-1)!.get('start_date_at')}T00:00`).getDay()).toBe(1);
  });

  test('a drag asks first, spelling out old → new: «Отмена» puts it back, a refusal is undone, «Перенести и уведомить» mails the change, «Отменить» moves it back', async () => {
    const { page, api, mailbox } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const colleague = await api.createUser('manager');
    const token = await signIn(page, api, secretary, '/main/home');
    const from = dayOfThisMonth(9);
    const to = dayOfThisMonth(11);
    const meeting = await createMeeting(api, token, {
      theme: `Перенос ${tag}`,
      event_date: from,
      members: [{ member_id: colleague.id, should_notify: true }],
    });
    await mailbox.waitFor(colleague.email);
    const before = mailbox.messages.length;
    const puts: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/meetings/${meeting.id}`) && request.method() === 'PUT') puts.push(request.postDataJSON());
    });
    await openMeetings(page);

    // «Отмена»: nothing is saved, the meeting is back on its day.
    await dragTo(page, await visible(eventOf(page, `Перенос ${tag}`)), dayCell(page, to));
    let ask = await visible(page.getByRole('dialog', { name: 'Перенести совещание?' }));
    const change = ask.getByTestId('move-change');
    expect(await change.innerText()).toMatch(new RegExp(`Было\\s+.*${Number(from.slice(8))} .*10:00–11:00\\s+Станет\\s+.*${Number(to.slice(8))} .*10:00–11:00`));
    await visible(ask.getByText('Участников с уведомлениями: 1.', { exact: false }));
    await ask.getByRole('button', { name: 'Отмена' }).click();
    await gone(page.getByRole('dialog'));
    await visible(dayCell(page, from).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    expect(puts).toHaveLength(0);

    // The server refuses once: the event goes back and the reason is shown in Russian.
    await page.route(
      `**/api/meetings/${meeting.id}`,
      (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', message: 'Неверные данные', data: {}, errors: {} }),
        }),
      { times: 1 },
    );
    await dragTo(page, eventOf(page, `Перенос ${tag}`), dayCell(page, to));
    ask = await visible(page.getByRole('dialog', { name: 'Перенести совещание?' }));
    await ask.getByRole('button', { name: 'Перенести и уведомить' }).click();
    await visible(page.getByText('Не удалось перенести совещание'));
    await visible(dayCell(page, from).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    expect((await fetchMeeting(api, token, meeting.id)).body.data.event_date).toBe(from);

    // «Перенести и уведомить»: saved, and the member's letter says what changed.
    await dragTo(page, eventOf(page, `Перенос ${tag}`), dayCell(page, to));
    ask = await visible(page.getByRole('dialog', { name: 'Перенести совещание?' }));
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/meetings/${meeting.id}`) && response.request().method() === 'PUT'),
      ask.getByRole('button', { name: 'Перенести и уведомить' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(puts.at(-1)).toMatchObject({ event_date: to, notify: true });
    const toast = await visible(page.locator('.mantine-Notification-root', { hasText: 'Совещание перенесено' }));
    await visible(toast.getByText('Участникам отправлено письмо об изменении.'));
    await visible(dayCell(page, to).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    expect((await fetchMeeting(api, token, meeting.id)).body.data).toMatchObject({ event_date: to, event_start_time: '10:00', event_end_time: '11:00' });

    const ru = (iso: string) => iso.split('-').reverse().join('.');
    const update = await mailbox.waitFor(colleague.email, { since: before });
    expect(update.subject).toBe(`Совещание изменено: Перенос ${tag}`);
    expect(update.text).toContain(`Дата и время: ${ru(from)}, 10:00–11:00 → ${ru(to)}, 10:00–11:00`);
    expect(update.attachments.filter((file) => file.filename.endsWith('.ics'))).toHaveLength(1);
    expect(update.attachments.find((file) => file.filename.endsWith('.ics'))?.content).toContain('SEQUENCE:1');

    // «Отменить» in the toast puts it back, with a letter saying so.
    const afterMove = mailbox.messages.length;
    await toast.getByRole('button', { name: 'Отменить' }).click();
    await visible(page.getByText(/Перенос отменён/));
    await visible(dayCell(page, from).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    expect(puts.at(-1)).toMatchObject({ event_date: from, notify: true });
    expect((await fetchMeeting(api, token, meeting.id)).body.data.event_date).toBe(from);
    const back = await mailbox.waitFor(colleague.email, { since: afterMove });
    expect(back.text).toContain(`Дата и время: ${ru(to)}, 10:00–11:00 → ${ru(from)}, 10:00–11:00`);
  });

  test('«Перенести без письма» saves the move with notify: false; a meeting nobody is notified about offers just «Перенести»', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const colleague = await api.createUser('manager');
    const token = await signIn(page, api, secretary, '/main/home');
    const notified = await createMeeting(api, token, {
      theme: `Тихо ${tag}`,
      event_date: dayOfThisMonth(9),
      members: [{ member_id: colleague.id, should_notify: true }],
    });
    await createMeeting(api, token, { theme: `Без участников ${tag}`, event_date: dayOfThisMonth(16) });
    await openMeetings(page);

    await dragTo(page, await visible(eventOf(page, `Тихо ${tag}`)), dayCell(page, dayOfThisMonth(10)));
    let ask = await visible(page.getByRole('dialog', { name: 'Перенести совещание?' }));
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(`/api/meetings/${notified.id}`) && r.method() === 'PUT'),
      ask.getByRole('button', { name: 'Перенести без письма' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ event_date: dayOfThisMonth(10), notify: false });
    await visible(page.getByText('Участникам письмо не отправлялось.'));

    await dragTo(page, await visible(eventOf(page, `Без участников ${tag}`)), dayCell(page, dayOfThisMonth(17)));
    ask = await visible(page.getByRole('dialog', { name: 'Перенести совещание?' }));
    await visible(ask.getByText('Никто из участников не получает писем об этом совещании.'));
    expect(await ask.getByRole('button', { name: 'Перенести и уведомить' }).count()).toBe(0);
    await ask.getByRole('button', { name: 'Перенести', exact: true }).click();
    await visible(dayCell(page, dayOfThisMonth(17)).locator('.fc-event', { hasText: `Без участников ${tag}` }));
  });

  test('a day number opens the day view (time grid, «День» selected)', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const token = await signIn(page, api, secretary, '/main/home');
    const day = dayOfThisMonth(12);
    await createMeeting(api, token, { theme: `День ${tag}`, event_date: day, event_start_time: '14:00', event_end_time: '15:30' });
    await openMeetings(page);
    await dayCell(page, day).locator('a.fc-daygrid-day-number').click();
    await visible(calendar(page).locator('.fc-timeGridDay-view'));
    expect(await calendar(page).locator('.fc-dayGridDay-view').count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'День' }).isChecked()).toBe(true);
    const expectedTitle = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00`));
    expect((await page.getByTestId('calendar-title').innerText()).toLowerCase()).toBe(expectedTitle.replace(' г.', '').toLowerCase());
    const event = await visible(eventOf(page, `День ${tag}`));
    expect(await event.innerText()).toContain('14:00');
  });

  test('the month grid is one tab stop: arrow keys move between days and across months, Enter opens the day', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await signIn(page, api, secretary, '/main/home');
    for (const day of [3, 3, 3, 20]) await createMeeting(api, token, { theme: `Таб ${day}`, event_date: dayOfThisMonth(day) });
    await openMeetings(page);
    await visible(eventOf(page, 'Таб 20'));
    const tabStops = () =>
      calendar(page).evaluate((region) =>
        Array.from(region.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')).filter(
          (element) => element.tabIndex >= 0 && element.offsetParent !== null,
        ).length,
      );
    expect(await tabStops()).toBe(1);

    // Tab from the view switch lands on today's cell.
    await page.getByRole('radio', { name: 'Месяц' }).focus();
    await page.keyboard.press('Tab');
    const focusedDate = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? null);
    const today = new Date();
    const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(await focusedDate()).toBe(iso(today));

    const shifted = (days: number) => iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
    await page.keyboard.press('ArrowRight');
    expect(await focusedDate()).toBe(shifted(1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedDate()).toBe(shifted(8));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focusedDate()).toBe(shifted(0));
    expect(await tabStops()).toBe(1);

    // PageDown: the same day next month, the calendar follows.
    const title = await page.getByTestId('calendar-title').innerText();
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.getByTestId('calendar-title').innerText()).not.toBe(title);
    const nextMonth = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    await expect.poll(focusedDate).toMatch(new RegExp(`^${nextMonth.getFullYear()}-${String(nextMonth.getMonth() + 1).padStart(2, '0')}-`));
    await page.keyboard.press('PageUp');
    await expect.poll(focusedDate).toBe(iso(today));

    // A day with meetings says how many; Enter opens it.
    await page.keyboard.press('Home');
    const third = dayOfThisMonth(3);
    await dayCell(page, third).focus();
    expect(await dayCell(page, third).getAttribute('aria-label')).toMatch(/совещаний: 3$/);
    await page.keyboard.press('Enter');
    await visible(calendar(page).locator('.fc-timeGridDay-view'));
    await expect.poll(() => eventOf(page, 'Таб 3').count()).toBe(3);
  });

  test('deleting asks first: «Отмена» keeps the meeting, «Удалить» removes it and the members get a cancellation', async () => {
    const { page, api, mailbox } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    const colleague = await api.createUser('manager');
    const token = await signIn(page, api, secretary, '/main/home');
    const meeting = await createMeeting(api, token, {
      theme: `Отмена ${tag}`,
      event_date: dayOfThisMonth(16),
      members: [{ member_id: colleague.id, should_notify: true }],
    });
    await mailbox.waitFor(colleague.email);
    const before = mailbox.messages.length;
    await openMeetings(page);

    // An agenda attached in the editor (a multipart update) is offered for download when the meeting is opened again.
    await eventOf(page, `Отмена ${tag}`).click();
    let editor = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    await editor.locator('input[type=file]').setInputFiles({ name: 'Повестка.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Бюджет') });
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await visible(page.getByText('Изменения сохранены'));
    await gone(page.getByRole('dialog'));
    await eventOf(page, `Отмена ${tag}`).click();
    editor = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editor.getByRole('button', { name: 'Скачать Повестка.txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Повестка.txt');
    const protocolLink = editor.getByRole('link', { name: 'Создать протокол' });
    expect(await protocolLink.getAttribute('href')).toBe(`/main/protocols/add?meeting_id=${meeting.id}`);

    await editor.getByRole('button', { name: 'Удалить' }).click();
    let confirm = await visible(page.getByRole('dialog', { name: 'Удалить совещание?' }));
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await gone(confirm);
    expect((await fetchMeeting(api, token, meeting.id)).status).toBe(200);

    await editor.getByRole('button', { name: 'Удалить' }).click();
    confirm = await visible(page.getByRole('dialog', { name: 'Удалить совещание?' }));
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await visible(page.getByText('Совещание удалено'));
    await gone(page.getByRole('dialog'));
    await gone(eventOf(page, `Отмена ${tag}`));
    expect((await fetchMeeting(api, token, meeting.id)).status).toBe(404);

    const cancellation = await mailbox.waitFor(colleague.email, { since: before });
    expect(cancellation.subject).toBe(`Совещание отменено: Отмена ${tag}`);
    expect(cancellation.attachments.find((file) => file.filename.endsWith('.ics'))?.content).toContain('METHOD:CANCEL');
    expect(await calendar(page).locator('.fc-event').count()).toBe(0);
  });

  test('«Подписка на календарь» shows the private feed address; a new one replaces it after a confirmation', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/meetings');
    await page.getByRole('button', { name: 'Подписка на календарь' }).click();
    const panel = await visible(page.getByRole('dialog', { name: 'Подписка на календарь' }));
    const address = panel.getByLabel('Ссылка на календарь');
    await expect.poll(() => address.inputValue()).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
    const oldUrl = await address.inputValue();
    const feed = await fetch(oldUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');

    await panel.getByRole('button', { name: 'Сгенерировать новую ссылку' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Сгенерировать новую ссылку?' }));
    expect(await confirm.innerText()).toContain('Прежняя ссылка перестанет работать');
    await confirm.getByRole('button', { name: 'Сгенерировать' }).click();
    await visible(page.getByText('Ссылка на календарь обновлена, прежняя больше не работает'));
    await expect.poll(() => address.inputValue()).not.toBe(oldUrl);
    expect((await fetch(oldUrl)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
  });

  test('a link with ?date opens the calendar on that day (links from the home page)', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const requests = recordListRequests(page);
    await signIn(page, api, secretary, '/main/meetings?date=2026-12-03');
    await visible(page.getByText('Четверг, 3 декабря 2026'));
    await expect.poll(() => requests.map(rangeOf)).toContainEqual({ start: '2026-12-03', end: '2026-12-03' });
  });

  test('the day view: its header writes the month in lower case; an empty day says so and «Запланировать» opens the form for that day', async () => {
    const { page, api } = e2e;
    const tag = randomUUID().slice(0, 6);
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/meetings?date=2026-11-12');
    await visible(calendar(page).locator('.fc-timeGridDay-view'));
    // innerText is what the eye reads, CSS text-transform included.
    expect(await calendar(page).locator('.fc-col-header-cell-cushion').innerText()).toBe('Четверг, 12 ноября');

    const empty = await visible(page.getByTestId('meetings-empty'));
    expect(await empty.innerText()).toBe('На этот день совещаний нет');
    expect(await page.getByText(/Нажмите на день/).count()).toBe(0);
    await page.getByRole('status').filter({ has: empty }).getByRole('button', { name: 'Запланировать' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    expect(await dialog.getByLabel('Дата').innerText()).toMatch(/^12 ноября 2026/);
    expect(await dialog.getByLabel('Начало').inputValue()).toBe('10:00');

    await dialog.getByLabel('Тема').fill(`Планёрка ${tag}`);
    await dialog.getByRole('button', { name: 'Создать совещание' }).click();
    await gone(dialog);
    await visible(eventOf(page, `Планёрка ${tag}`));
    await gone(page.getByTestId('meetings-empty'));
  });

  test('a toast’s close button is named «Закрыть уведомление»', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await page.getByRole('button', { name: 'Создать совещание' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await dialog.getByLabel('Тема').fill('Планёрка');
    await dialog.getByRole('button', { name: 'Создать совещание' }).click();
    const toast = await visible(page.locator('.mantine-Notification-root').filter({ hasText: 'Совещание создано' }));
    await toast.getByRole('button', { name: 'Закрыть уведомление' }).click();
    await gone(toast);
  });

  test('month and week views keep their own empty text and headers («Пн, 09.11»)', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await signIn(page, api, secretary, '/main/meetings?date=2026-11-12');
    await visible(calendar(page).locator('.fc-timeGridDay-view'));
    await page.locator('label', { hasText: 'Неделя' }).click();
    await visible(calendar(page).locator('.fc-timeGridWeek-view'));
    expect(await page.getByTestId('meetings-empty').innerText()).toBe('Нет совещаний в этом периоде. Нажмите на день, чтобы запланировать.');
    expect(await page.getByRole('button', { name: 'Запланировать' }).count()).toBe(0);
    expect(await calendar(page).locator('.fc-col-header-cell-cushion').first().innerText()).toBe('Пн, 09.11');
  });
});
