import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../support/api.ts';
import { visible } from '../support/browser.ts';

export interface MeetingData {
  id: number;
  theme: string;
  event_date: string;
  event_start_time: string;
  event_end_time: string;
  members: { member: { id: number; email: string | null } | null; should_notify: boolean }[];
}

/** YYYY-MM-DD of a local date, as the calendar (browser on this machine) sees it. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day of the current month, so it is in the month view the page opens with. */
export function dayOfThisMonth(day: number): string {
  const now = new Date();
  return isoDay(new Date(now.getFullYear(), now.getMonth(), day));
}

/** The inclusive range a month view shows: Monday on or before the 1st to Sunday on or after the last day. */
export function monthViewRange(year: number, month: number): { start: string; end: string } {
  const first = new Date(year, month, 1);
  const last = new Date(year, month + 1, 0);
  const start = new Date(year, month, 1 - ((first.getDay() + 6) % 7));
  const end = new Date(year, month + 1, 0 + ((7 - last.getDay()) % 7));
  return { start: isoDay(start), end: isoDay(end) };
}

export async function createMeeting(
  api: ApiClient,
  token: string,
  fields: Partial<Omit<MeetingData, 'id' | 'members'>> & { link?: string; members?: { member_id: number; should_notify: boolean }[] },
): Promise<MeetingData> {
  const { status, body } = await api.call<MeetingData>('POST', '/api/meetings', token, {
    theme: 'Совещание',
    event_date: dayOfThisMonth(10),
    event_start_time: '10:00',
    event_end_time: '11:00',
    ...fields,
  });
  if (status !== 201) throw new Error(`POST /api/meetings → ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

export async function fetchMeeting(api: ApiClient, token: string, id: number) {
  return api.call<MeetingData>('GET', `/api/meetings/${id}`, token);
}

export function calendar(page: Page): Locator {
  return page.getByRole('region', { name: 'Календарь совещаний' });
}

export function dayCell(page: Page, date: string): Locator {
  return calendar(page).locator(`td.fc-daygrid-day[data-date="${date}"]`);
}

export function eventOf(page: Page, theme: string): Locator {
  return calendar(page).locator('.fc-event').filter({ hasText: theme });
}

/** Opens the meetings page and waits for the first range to load. */
export async function openMeetings(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => /\/api\/meetings\?/.test(response.url()));
  await page.goto('/main/meetings');
  await loaded;
  await visible(calendar(page).locator('.fc-daygrid-day').first());
}

/** Drags with real pointer moves, as FullCalendar's interaction plugin wants them. */
export async function dragTo(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 6, startY + 6, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}
