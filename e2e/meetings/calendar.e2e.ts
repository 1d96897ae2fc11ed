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

  test('dragging a meeting to another day saves it and the members get an update; a refused move is undone', async () => {
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
    await openMeetings(page);
    const event = await visible(eventOf(page, `Перенос ${tag}`));

    // The server refuses once: the event goes back and the reason is shown in Russian.
    await page.route(`**/api/meetings/${meeting.id}`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'Неверные данные', data: {}, errors: {} }),
      }),
      { times: 1 },
    );
    await dragTo(page, event, dayCell(page, to));
    await visible(page.getByText('Не удалось перенести совещание'));
    await visible(dayCell(page, from).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    expect((await fetchMeeting(api, token, meeting.id)).body.data.event_date).toBe(from);

    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/meetings/${meeting.id}`) && response.request().method() === 'PUT'),
      dragTo(page, eventOf(page, `Перенос ${tag}`), dayCell(page, to)),
    ]);
    expect(saved.status()).toBe(200);
    await visible(page.getByText(/Совещание перенесено/));
    await visible(dayCell(page, to).locator('.fc-event', { hasText: `Перенос ${tag}` }));
    const stored = (await fetchMeeting(api, token, meeting.id)).body.data;
    expect(stored).toMatchObject({ event_date: to, event_start_time: '10:00', event_end_time: '11:00' });

    const update = await mailbox.waitFor(colleague.email, { since: before });
    expect(update.subject).toBe(`Совещание изменено: Перенос ${tag}`);
    expect(update.attachments.find((file) => file.filename.endsWith('.ics'))?.content).toContain('SEQUENCE:1');
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
});
