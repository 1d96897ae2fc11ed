import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../support/api.ts';
import { visible } from '../support/browser.ts';

export interface Person {
  id: number;
  fullName: string;
  email: string;
}

export interface ProtocolData {
  id: number;
  protocol_number: number;
  theme: string;
  event_date: string;
  stage: string;
}

async function ok<T>(api: ApiClient, method: string, url: string, token: string, body?: unknown): Promise<T> {
  const { status, body: envelope } = await api.call<T>(method, url, token, body);
  if (status < 200 || status > 299) throw new Error(`${method} ${url} → ${status}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** An external participant the secretary adds to the directory (no password: externals do not sign in). */
export async function createPerson(api: ApiClient, token: string, fullName: string): Promise<Person> {
  const email = `person-${randomUUID().slice(0, 8)}@e2e.test`;
  const created = await ok<{ id: number }>(api, 'POST', '/api/users', token, { full_name: fullName, email });
  return { id: created.id, fullName, email };
}

export function createProtocol(
  api: ApiClient,
  token: string,
  fields: { theme: string; event_date?: string; member_ids?: number[]; agenda?: string },
): Promise<ProtocolData> {
  return ok(api, 'POST', '/api/protocols', token, { event_date: '2027-03-15', ...fields });
}

export function callApi<T>(api: ApiClient, method: string, url: string, token: string, body?: unknown): Promise<T> {
  return ok(api, method, url, token, body);
}

/** Picks `name` in a searchable people picker (Mantine Select / MultiSelect) labelled `label`. */
export async function pickPerson(scope: Page | Locator, page: Page, label: string, name: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(name.split(' ')[0]!);
  await (await visible(page.getByRole('option', { name }))).click();
}

/** Confirms the open confirmation modal with its button `confirm`. */
export async function confirmModal(page: Page, title: string, confirm: string): Promise<void> {
  const dialog = await visible(page.getByRole('dialog', { name: title }));
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name });
}

export function notification(page: Page, text: string): Locator {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

/** The element's box on screen; fails when it is not displayed. */
export async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box: it is not displayed');
  return found;
}

/** The whole element lies within the window (it can be seen and pressed without scrolling). */
export async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const view = page.viewportSize()!;
  return x >= 0 && y >= 0 && x + width <= view.width && y + height <= view.height;
}
