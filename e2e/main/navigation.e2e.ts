import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, gone, signIn, signInWithForm, storedAuth, visible } from '../support/browser.ts';

function sideNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Основная навигация' });
}

async function navigationLabels(page: Page): Promise<string[]> {
  await visible(sideNavigation(page).getByRole('link').first());
  return (await sideNavigation(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

async function currentItem(page: Page): Promise<string> {
  return (await sideNavigation(page).locator('[aria-current="page"]').innerText()).trim();
}

/** The server's event stream answered with one "processing finished" event, as the worker would publish it. */
async function streamOneEvent(page: Page, protocolId: number, message: string): Promise<void> {
  const event = {
    type: 'protocol.stage',
    protocol_id: protocolId,
    protocol_number: 12,
    theme: 'Планёрка',
    stage: 'success_video_process',
    progress: 100,
    message,
  };
  // A long retry hint: the client must not reconnect (and show the toast again) during the test.
  const body = `retry: 600000\n: connected\n\nevent: protocol.stage\ndata: ${JSON.stringify(event)}\n\n`;
  await page.route('**/api/events', (route) =>
    route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, body }),
  );
}

describe('side navigation and session', () => {
  const e2e = useE2E();

  test('shows the items of each role', async () => {
    const { secretary, manager } = await e2e.api.createSecretary();
    const expected = [
      { account: secretary, labels: ['Главная', 'Совещания', 'Протоколы', 'Поручения', 'Настройки'] },
      { account: manager, labels: ['Секретари', 'Поручения', 'Настройки'] },
      // Issue 12: the speech-recognition page is the admin's (contracts' `speech.manage`).
      { account: ADMIN, labels: ['Распознавание речи', 'Настройки'] },
    ];
    for (const { account, labels } of expected) {
      const page = await e2e.newSession();
      await signIn(page, e2e.api, account, '/main');
      expect(await navigationLabels(page)).toEqual(labels);
      await visible(page.getByRole('button', { name: 'Выйти' }));
    }
  });

  test('highlights the active item, also on nested pages', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    await signIn(page, e2e.api, secretary, '/main/home');
    await atPath(page, '/main/home');
    await expect.poll(() => currentItem(page)).toBe('Главная');

    await sideNavigation(page).getByRole('link', { name: 'Протоколы' }).click();
    await atPath(page, '/main/protocols');
    await expect.poll(() => currentItem(page)).toBe('Протоколы');
    expect(await sideNavigation(page).locator('[aria-current="page"]').count()).toBe(1);

    await page.goto('/main/settings/users');
    await expect.poll(() => currentItem(page)).toBe('Настройки');
  });

  test('«Выйти» ends the session: storage cleared, /login, the old token refused', async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    await signInWithForm(page, manager.email, manager.password);
    await atPath(page, '/main/secretaries');
    const { token } = await storedAuth(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Выйти' }).click();
    await atPath(page, '/login');
    expect(await storedAuth(page)).toEqual({ token: null, role: null, userId: null });
    expect((await e2e.api.call('GET', '/api/me', token)).status).toBe(401);

    await page.goto('/main/secretaries');
    await atPath(page, '/login');
  });

  test('a 401 is answered by one refresh and a retry of the request with the new token', async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    const oldToken = await signIn(page, e2e.api, manager, '/main/secretaries');
    await visible(page.getByRole('heading', { name: 'Секретари', exact: true }));

    // The next users request is refused once as if the token had expired; the server refreshes it for real.
    let refused = false;
    const usersAuthorizations: string[] = [];
    await page.route('**/api/users?**', async (route) => {
      usersAuthorizations.push(route.request().headers().authorization ?? '');
      if (!refused) {
        refused = true;
        await route.fulfill({ status: 401, json: { status: 'error', message: 'Требуется вход в систему', data: null, errors: {} } });
        return;
      }
      await route.continue();
    });
    const refreshes: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/refresh') refreshes.push(response.status());
    });

    await page.getByRole('link', { name: 'Настройки' }).click();
    await page.getByRole('link', { name: 'Пользователи' }).click();
    await visible(page.getByRole('heading', { name: 'Пользователи', exact: true }));
    await expect.poll(() => usersAuthorizations.length).toBeGreaterThanOrEqual(2);
    expect(refreshes).toEqual([200]);

    const newToken = (await storedAuth(page)).token;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(oldToken);
    expect(usersAuthorizations[0]).toBe(`Bearer ${oldToken}`);
    expect(usersAuthorizations[1]).toBe(`Bearer ${newToken}`);
    await atPath(page, '/main/settings/users');
  });

  test('when the refresh fails too (tokens revoked by a password change elsewhere) the user is logged out', async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    await signIn(page, e2e.api, manager, '/main/secretaries');
    await visible(page.getByRole('heading', { name: 'Секретари', exact: true }));

    // Another session of the same user changes the password: every token of the user is revoked.
    const otherToken = await e2e.api.login(manager.email, manager.password);
    await e2e.api.updateUser(otherToken, manager.id, { current_password: manager.password, password: 'changed-elsewhere' });

    await page.getByRole('link', { name: 'Настройки' }).click();
    await page.getByRole('link', { name: 'Пользователи' }).click();
    await atPath(page, '/login');
    expect(await storedAuth(page)).toEqual({ token: null, role: null, userId: null });
  });

  test('the toast shows at the top right, under the header, in the one toast stack; a click opens the protocol and hides it', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    const message = 'Протокол №12 «Планёрка»: обработка видео завершена';
    await streamOneEvent(page, 4242, message);
    await signIn(page, e2e.api, secretary, '/main/home');
    const toast = await visible(page.getByRole('status').filter({ hasText: message }));
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    // Below the 60 px header (its buttons stay clickable), at the right edge.
    expect(box.y).toBeGreaterThanOrEqual(60);
    expect(box.y).toBeLessThan(120);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    // Every toast of the app lives in that one corner's stack.
    expect(await page.locator('.mantine-Notifications-root[data-position="top-right"]').getByText(message).count()).toBe(1);

    await toast.click();
    await atPath(page, '/main/protocols/4242');
    await gone(page.getByText(message));
  });

  test('the toast hides by itself after 10 seconds', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    const message = 'Протокол №12 «Планёрка»: обработка видео завершена';
    await page.clock.install();
    await streamOneEvent(page, 4243, message);
    await signIn(page, e2e.api, secretary, '/main/home');
    const toast = await visible(page.getByText(message));
    await page.clock.fastForward(9_000);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await gone(toast, 2_000);
    await atPath(page, '/main/home');
  });
});
