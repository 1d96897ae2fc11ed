import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { ADMIN } from '../support/server.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { day, SecretaryApi } from '../stats/stats-helpers.ts';

/** Issue 23, the small things a new user trips over: each as that user would try it. */
describe('polish', () => {
  const e2e = useE2E();

  test('«Выйти» works by its word too; no React Router warning on a page load', async () => {
    const page = await e2e.newSession();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const { secretary } = await e2e.api.createSecretary();
    await signIn(page, e2e.api, secretary, '/main/home');
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Главная' }));
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
    // The word itself, not only the icon beside it.
    await page.getByText('Выйти', { exact: true }).click();
    await atPath(page, '/login');
  });

  test('the administrator finds the organisation under «Профиль и организация»', async () => {
    const page = await e2e.newSession();
    await signIn(page, e2e.api, ADMIN, '/main/settings');
    const tab = await visible(page.getByRole('navigation', { name: 'Разделы настроек' }).getByRole('link', { name: 'Профиль и организация' }));
    expect(await tab.getAttribute('aria-current')).toBe('page');
  });

  test('an empty week on the home page offers «Создать совещание»; at 768 px the navigation is a menu', async () => {
    const page = await e2e.newSession();
    const { secretary } = await e2e.api.createSecretary();
    await signIn(page, e2e.api, secretary, '/main/home');
    const upcoming = await visible(page.getByTestId('upcoming-meetings'));
    await upcoming.getByRole('button', { name: 'Создать совещание' }).click();
    await visible(page.getByRole('dialog', { name: 'Новое совещание' }));
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 768, height: 900 });
    await visible(page.getByRole('button', { name: 'Меню' }));
    const main = await page.locator('main').boundingBox();
    expect(main!.width).toBeGreaterThanOrEqual(760);
  });

  test('month chips that do not fit end in «…», their whole text in the tooltip; times have an en dash', async () => {
    const page = await e2e.newSession();
    const { secretary } = await e2e.api.createSecretary();
    const me = await SecretaryApi.signIn(e2e.api, secretary);
    await me.meeting('Ревизия складских остатков и инвентаризация', day(0), { start: '15:00', end: '16:00' });
    await page.setViewportSize({ width: 1024, height: 900 });
    await signIn(page, e2e.api, secretary, '/main/meetings');
    const title = await visible(page.locator('.fc-event .fc-event-title').first());
    const style = await title.evaluate((element) => ({
      overflow: getComputedStyle(element).textOverflow,
      cut: element.scrollWidth > element.clientWidth,
      tooltip: element.closest('[title]')?.getAttribute('title'),
    }));
    expect(style.overflow).toBe('ellipsis');
    expect(style.tooltip).toBe('15:00–16:00 Ревизия складских остатков и инвентаризация');
    await page.getByText('Неделя', { exact: true }).click();
    await expect.poll(() => page.locator('.fc-event-time').first().innerText()).toBe('15:00–16:00');
  });
});
