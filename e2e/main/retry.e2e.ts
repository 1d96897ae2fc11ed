import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { callApi, notification } from '../protocols/protocol-helpers.ts';
import { SecretaryApi, statValue } from '../stats/stats-helpers.ts';

interface FailingRoute {
  /** How many requests the route has seen (the failed one included). */
  seen(): number;
}

/**
 * The first `method` request to `pathname` fails (`fail`: the connection is cut unless told otherwise); every
 * later one reaches the real server.
 */
async function failFirst(
  page: Page,
  pathname: string | RegExp,
  options: { method?: string; fail?: (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void> } = {},
): Promise<FailingRoute> {
  const { method = 'GET', fail = (route) => route.abort('connectionrefused') } = options;
  let seen = 0;
  const matches = (url: URL) => (typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname));
  await page.route(matches, async (route) => {
    if (route.request().method() !== method) return route.continue();
    seen += 1;
    return seen === 1 ? fail(route) : route.continue();
  });
  return { seen: () => seen };
}

/** Clicks «Повторить» in `alert` and waits for the request it sends to come back. */
async function retry(page: Page, alert: Locator, pathname: string | RegExp, method = 'GET'): Promise<number> {
  const matches = (url: string) => {
    const path = new URL(url).pathname;
    return typeof pathname === 'string' ? path === pathname : pathname.test(path);
  };
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => matches(candidate.url()) && candidate.request().method() === method),
    alert.getByRole('button', { name: 'Повторить' }).click(),
  ]);
  return response.status();
}

describe('failures: every failed load offers «Повторить»', () => {
  const e2e = useE2E();

  test('the protocol list: the connection fails once, «Повторить» loads the list', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const owner = await SecretaryApi.signIn(api, secretary);
    await owner.protocol('Планёрка по бюджету');
    const list = await failFirst(page, '/api/protocols');

    await signIn(page, api, secretary, '/main/protocols');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить протоколы' }));
    expect(await alert.innerText()).toContain('Не удалось связаться с сервером');
    // Nothing loads again by itself: the list stays failed until the user asks.
    await page.waitForTimeout(500);
    expect(list.seen()).toBe(1);

    expect(await retry(page, alert, '/api/protocols')).toBe(200);
    await gone(alert);
    await visible(page.getByText('Планёрка по бюджету'));
    expect(list.seen()).toBe(2);
  });

  test('the users list: the server fails once (503 with its reason), «Повторить» loads the list', async () => {
    const { page, api } = e2e;
    const user = await api.createUser('manager', { full_name: 'Петров Иван Сергеевич' });
    const users = await failFirst(page, '/api/users', {
      fail: (route) =>
        route.fulfill({ status: 503, json: { status: 'error', message: 'Сервер перегружен, попробуйте позже', data: null, errors: {} } }),
    });

    await signIn(page, api, ADMIN, '/main/settings/users');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить список пользователей' }));
    expect(await alert.innerText()).toContain('Сервер перегружен, попробуйте позже');

    expect(await retry(page, alert, '/api/users')).toBe(200);
    await gone(alert);
    await page.getByLabel('Поиск').fill(user.email);
    await visible(page.getByTestId('user-row').filter({ hasText: 'Петров Иван Сергеевич' }));
    expect(users.seen()).toBeGreaterThanOrEqual(2);
  });

  test('a statistics panel (the secretary’s counters on the home page): «Повторить» shows the figures', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const owner = await SecretaryApi.signIn(api, secretary);
    await owner.protocol('Отчёт за квартал');
    const me = await api.me(owner.token);
    const entities = `/api/stats/secretary/${me.id}/entities`;
    const stats = await failFirst(page, entities);

    await signIn(page, api, secretary, '/main/home');
    const counters = page.getByTestId('entity-counters');
    const alert = await visible(counters.getByRole('alert').filter({ hasText: 'Не удалось загрузить статистику' }));
    // The other panels of the page loaded as usual.
    await visible(page.getByTestId('open-protocols').getByText('Отчёт за квартал'));

    expect(await retry(page, alert, entities)).toBe(200);
    await gone(alert);
    await expect.poll(() => statValue(counters, 'protocolsInWork')).toBe(1);
    expect(stats.seen()).toBe(2);
  });

  test('the team totals of a manager: the connection fails once, «Повторить» shows the tiles', async () => {
    const { page, api } = e2e;
    const { manager } = await api.createSecretary({ full_name: 'Орлова Ольга Сергеевна' });
    const totals = await failFirst(page, '/api/stats/manager/all');

    await signIn(page, api, manager, '/main/secretaries');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить статистику' }));
    expect(await retry(page, alert, '/api/stats/manager/all')).toBe(200);
    await gone(alert);
    await visible(page.getByTestId('team-totals'));
    expect(totals.seen()).toBe(2);
  });

  test('a refusal (403) is shown without «Повторить»: another try would only be refused again', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await failFirst(page, '/api/keywords', {
      fail: (route) => route.fulfill({ status: 403, json: { status: 'error', message: 'Недостаточно прав', data: null, errors: {} } }),
    });
    await signIn(page, api, secretary, '/main/settings/keywords');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось загрузить ключевые слова' }));
    expect(await alert.innerText()).toContain('Недостаточно прав');
    expect(await alert.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
  });

  test('an action without a form (deleting a keyword) fails once: its toast offers «Повторить», which deletes it', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const keywords = await callApi<{ id: number; title: string }[]>(api, 'GET', '/api/keywords', token);
    const heard = keywords.find((keyword) => keyword.title === 'Слушали')!;
    const removal = await failFirst(page, `/api/keywords/${heard.id}`, { method: 'DELETE' });

    await signIn(page, api, secretary, '/main/settings/keywords');
    await page.getByRole('button', { name: 'Удалить: Слушали' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Удалить ключевое слово?' }))).getByRole('button', { name: 'Удалить', exact: true }).click();
    const toast = await visible(notification(page, 'Не удалось связаться с сервером'));
    await toast.getByRole('button', { name: 'Повторить' }).click();
    await visible(notification(page, 'Ключевое слово удалено'));
    await gone(page.getByTestId('keyword-row').filter({ hasText: 'Слушали' }));
    expect(removal.seen()).toBe(2);
    const left = await callApi<{ title: string }[]>(api, 'GET', '/api/keywords', token);
    expect(left.map((keyword) => keyword.title)).not.toContain('Слушали');
  });

  test('a reset link that could not be checked for want of a connection offers «Повторить»; only then is a bad link called invalid', async () => {
    const { page } = e2e;
    const check = '/api/change-password/check-token';
    await failFirst(page, check, { method: 'POST' });
    await page.goto('/change-password/not-a-token?token=not-a-token&email=nobody%40e2e.test');
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Не удалось проверить ссылку' }));
    expect(await page.getByText('Эта ссылка недействительна').count()).toBe(0);
    expect(await retry(page, alert, check, 'POST')).toBe(404);
    await visible(page.getByText('Эта ссылка недействительна'));
    expect(await page.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
  });
});
