import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { currentTime, processedMeeting, VIDEO_SERVER_ENV, videoElement, waitForMetadata } from '../video/video-helpers.ts';

/** Searches answer within seconds even on a loaded machine; expect.poll's own second is too short. */
const POLL = { timeout: 15_000 };

/** Screenshots of the search window, kept with the other test results (always: they are small). */
async function shot(page: Page, name: string) {
  const folder = path.join(repoRoot, 'test-results', 'search');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

describe('search: Ctrl+K in the header', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('finds what was said and decided, opens the video at that second and the task in its tab', async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary({ full_name: 'Смирнова Ольга' });
    const token = await api.login(secretary.email, secretary.password);
    const protocolId = await processedMeeting(api, token);

    await signIn(page, api, secretary, '/main/protocols');
    await visible(page.getByTestId('search-open'));
    await page.keyboard.press('Control+K');
    const dialog = await visible(page.getByRole('dialog', { name: 'Поиск по протоколам, стенограммам, задачам и совещаниям' }));
    const input = dialog.getByRole('combobox', { name: 'Что найти' });
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await visible(dialog.getByTestId('search-hint'));
    await shot(page, '1-empty');

    // Nothing found is said so.
    await input.fill('абракадабра');
    await visible(dialog.getByText('По запросу «абракадабра» ничего не найдено'));

    // The query: the decision, the task and the transcript, grouped, the words marked.
    await input.fill('претензии поставщикам');
    const hits = dialog.getByTestId('search-hit');
    await expect.poll(() => hits.count(), POLL).toBe(3);
    expect(await dialog.getByRole('group').allInnerTexts()).toHaveLength(3);
    expect(await hits.nth(0).getAttribute('data-kind')).toBe('protocol');
    await visible(dialog.locator('mark', { hasText: 'претензии поставщикам' }).first());
    await visible(dialog.getByText('Стенограмма, 00:34'));
    await visible(dialog.getByText('Найдено: 3 результата'));
    expect(await dialog.getByRole('radio', { name: 'Задачи 1' }).count()).toBe(1);
    await shot(page, '2-results');

    // Keyboard only: down to the transcript hit, Enter opens the video at 00:34.663.
    await input.press('ArrowDown');
    expect(await hits.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await hits.nth(1).getAttribute('data-kind')).toBe('transcript');
    await input.press('Enter');
    await atPath(page, `/main/protocols/${protocolId}`);
    expect(new URL(page.url()).searchParams.get('t')).toBe('34.663');
    await visible(videoElement(page));
    await waitForMetadata(page);
    await expect.poll(() => currentTime(page), POLL).toBeCloseTo(34.663, 1);
    await visible(page.locator('[data-testid="transcript-segment"][data-active="true"]').getByText(/претензии поставщикам/));
    await shot(page, '3-video-at-second');

    // A task hit opens the task in the protocol's tasks, marked.
    await page.keyboard.press('Control+K');
    const again = await visible(page.getByRole('dialog', { name: 'Поиск по протоколам, стенограммам, задачам и совещаниям' }));
    await again.getByRole('combobox', { name: 'Что найти' }).fill('Кузнецову претензии');
    await again.locator('label', { hasText: /^Задачи/ }).click();
    const taskHit = await visible(again.getByTestId('search-hit').and(again.locator('[data-kind="task"]')));
    await taskHit.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), POLL).toBe('tasks');
    const marked = await visible(page.locator('[data-testid="task-row"][data-highlighted="true"]'));
    expect(await marked.innerText()).toMatch(/претензии поставщикам/i);

    // Her manager finds the same, with her name on each hit; each opens his read-only view (manager-view.e2e.ts).
    const managerPage = await e2e.newSession();
    await signIn(managerPage, api, manager, '/main');
    await visible(managerPage.getByTestId('search-open'));
    await managerPage.keyboard.press('Control+K');
    const his = await visible(managerPage.getByRole('dialog', { name: 'Поиск по протоколам, стенограммам, задачам и совещаниям' }));
    await his.getByRole('combobox', { name: 'Что найти' }).fill('претензии поставщикам');
    await expect.poll(() => his.getByTestId('search-hit').count(), POLL).toBe(3);
    await visible(his.getByText('Секретарь: Смирнова Ольга').first());
    expect(await his.getByTestId('search-hit').first().getAttribute('aria-disabled')).toBe('false');

    // A phone: the window takes the whole screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await visible(page.getByRole('button', { name: 'Найти везде' }));
    await page.keyboard.press('Control+K');
    const narrow = await visible(page.getByRole('dialog', { name: 'Поиск по протоколам, стенограммам, задачам и совещаниям' }));
    await narrow.getByRole('combobox', { name: 'Что найти' }).fill('тендер');
    await expect.poll(() => narrow.getByTestId('search-hit').count(), POLL).toBeGreaterThan(0);
    await shot(page, '4-phone');
  });
});
