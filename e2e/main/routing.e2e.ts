import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, gate, signIn, visible } from '../support/browser.ts';

describe('routes and guards', () => {
  const e2e = useE2E();

  test('/ goes to /login without a token and to the role’s page with one', async () => {
    const { page } = e2e;
    await page.goto('/');
    await atPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Войти' }));

    await signIn(page, e2e.api, ADMIN, '/');
    await atPath(page, '/main/settings');
  });

  test('/main/* without a token goes to /login', async () => {
    const { page } = e2e;
    for (const path of ['/main', '/main/protocols', '/main/settings/users']) {
      await page.goto(path);
      await atPath(page, '/login');
    }
  });

  test('a dark purple spinner shows while the role is unknown', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    const token = await e2e.api.login(secretary.email, secretary.password);
    const held = gate();
    await page.route('**/api/me', async (route) => {
      await held.wait;
      await route.continue();
    });
    await page.goto('/favicon.svg');
    // A token without a stored role: the app must ask the server who this is.
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/main');

    const spinner = await visible(page.getByRole('progressbar'));
    const color = await spinner.evaluate((element) => {
      const loader = element.querySelector('.mantine-Loader-root') ?? element.firstElementChild ?? element;
      return getComputedStyle(loader).getPropertyValue('--loader-color').trim();
    });
    expect(color.toLowerCase()).toBe('#4b1f6f');
    expect(await page.getByRole('navigation').count()).toBe(0);

    held.open();
    await atPath(page, '/main/home');
    await visible(page.getByRole('heading', { name: 'Главная', exact: true }));
  });

  test('a page the role may not open sends the user back to /main and on to the role’s page', async () => {
    const { page } = e2e;
    const { secretary, manager } = await e2e.api.createSecretary();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signIn(page, e2e.api, secretary, '/main/secretaries');
    await atPath(page, '/main/home');
    expect(visited).toContain('/main/secretaries');
    expect(visited.indexOf('/main')).toBeGreaterThan(visited.indexOf('/main/secretaries'));
    await page.goto('/main/settings/keywords');
    await visible(page.getByRole('heading', { name: 'Ключевые слова', exact: true }));

    const managerPage = await e2e.newSession();
    await signIn(managerPage, e2e.api, manager, '/main/protocols/add');
    await atPath(managerPage, '/main/secretaries');
    await managerPage.goto('/main/settings/keywords');
    await atPath(managerPage, '/main/secretaries');

    const adminPage = await e2e.newSession();
    await signIn(adminPage, e2e.api, ADMIN, '/main/home');
    await atPath(adminPage, '/main/settings');
    await adminPage.goto('/main/settings/users');
    await visible(adminPage.getByRole('heading', { name: 'Пользователи', exact: true }));
  });

  test('bare /main and the logo lead to the role’s page', async () => {
    const { secretary, manager } = await e2e.api.createSecretary();
    const cases = [
      { account: secretary, home: '/main/home' },
      { account: manager, home: '/main/secretaries' },
      { account: ADMIN, home: '/main/settings' },
    ];
    for (const { account, home } of cases) {
      const page = await e2e.newSession();
      await signIn(page, e2e.api, account, '/main');
      await atPath(page, home);
      await page.goto('/main/settings/users');
      await visible(page.getByRole('heading', { name: 'Пользователи', exact: true }));
      await page.getByRole('link', { name: 'Протоколист' }).click();
      await atPath(page, home);
    }
  });

  test("unknown paths show 'Упс ... Такой страницы нет' with «Назад», outside and inside /main", async () => {
    const { page } = e2e;
    await page.goto('/change-password');
    await page.goto('/no-such-page');
    await visible(page.getByText('Упс ... Такой страницы нет'));
    await page.getByRole('button', { name: 'Назад' }).click();
    await atPath(page, '/change-password');

    await signIn(page, e2e.api, ADMIN, '/main/settings');
    await visible(page.getByRole('heading', { name: 'Настройки', exact: true }));
    await page.goto('/main/no-such-page');
    await visible(page.getByText('Упс ... Такой страницы нет'));
    await page.getByRole('button', { name: 'Назад' }).click();
    await atPath(page, '/main/settings');
  });

  test("a render error shows 'Нет подключения к интернету'; «Обновить страницу» reloads", async () => {
    const { page } = e2e;
    const manager = await e2e.api.createUser('manager');
    // A malformed answer (an object where the name belongs) makes the header fail to render.
    await page.route('**/api/me', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.full_name = { unexpected: true };
      await route.fulfill({ response, json: body });
    });
    await signIn(page, e2e.api, manager, '/main/secretaries');
    await visible(page.getByText('Нет подключения к интернету'));

    await page.unroute('**/api/me');
    await page.getByRole('button', { name: 'Обновить страницу' }).click();
    await visible(page.getByRole('heading', { name: 'Секретари', exact: true }));
    await visible(page.getByText(manager.fullName));
  });
});
