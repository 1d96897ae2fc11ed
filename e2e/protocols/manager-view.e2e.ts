import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { atPath, signIn, visible } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { currentTime, processedMeeting, VIDEO_SERVER_ENV, videoElement, waitForMetadata } from '../video/video-helpers.ts';
import { settle } from '../layout/layout-checks.ts';
import { callApi, createPerson } from './protocol-helpers.ts';

/*
 * Issue 24: a manager reads his secretaries' protocols. He finds a word said in her meeting, opens the hit and
 * reads the protocol — header, video with the transcript, the document, members, tasks — with nothing to change;
 * her protocol's own link takes him there; another manager finds no such protocol; each counter of the secretary's
 * statistics leads to the list behind it.
 */

const POLL = { timeout: 15_000 };
const SEARCH_DIALOG = 'Поиск по протоколам, стенограммам, задачам и совещаниям';

async function shot(page: Page, name: string) {
  await settle(page);
  const folder = path.join(repoRoot, 'test-results', 'manager-view');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** No control on the page changes the protocol: no add, edit, delete, upload, stage or chair button, no pencil. */
async function expectNothingToChange(page: Page) {
  const main = page.locator('main');
  for (const name of [/^Добавить/, /^Изменить/, /^Удалить/, /^Загрузить/, /^Завершить/, /^Отправить/, /^Ввести текстом$/, /^Править текстом$/, /^Председатель/]) {
    expect(await main.getByRole('button', { name }).count(), String(name)).toBe(0);
  }
  expect(await main.getByTestId('protocol-actions').count()).toBe(0);
  expect(await main.getByRole('checkbox').count()).toBe(0);
  expect(await main.getByRole('button', { name: 'Изменить фрагмент' }).count()).toBe(0);
}

describe('a manager reads his secretaries’ protocols', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('finds a word said in her meeting, opens the hit and reads the protocol and its tasks, changing nothing', { timeout: 180_000 }, async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary({ full_name: 'Смирнова Ольга' });
    const token = await api.login(secretary.email, secretary.password);
    const protocolId = await processedMeeting(api, token);
    const member = await createPerson(api, token, 'Орлова Вера Николаевна');
    await callApi(api, 'POST', `/api/protocols/${protocolId}/members`, token, { member_id: member.id });
    const readerPath = `/main/secretaries/${secretary.id}/protocols/${protocolId}`;

    await signIn(page, api, manager, '/main');
    await visible(page.getByTestId('search-open'));
    await page.keyboard.press('Control+K');
    const dialog = await visible(page.getByRole('dialog', { name: SEARCH_DIALOG }));
    // His filter offers what he can open: no meetings (he has no calendar).
    expect(await dialog.getByRole('radio', { name: /^Совещания/ }).count()).toBe(0);
    const input = dialog.getByRole('combobox', { name: 'Что найти' });
    await input.fill('претензии поставщикам');
    const hits = dialog.getByTestId('search-hit');
    await expect.poll(() => hits.count(), POLL).toBe(3);
    await visible(dialog.getByText('Секретарь: Смирнова Ольга').first());
    for (const hit of await hits.all()) expect(await hit.getAttribute('aria-disabled')).toBe('false');

    // Keyboard: down to the transcript hit, Enter opens the read-only view with the video at 00:34.663.
    await input.press('ArrowDown');
    expect(await hits.nth(1).getAttribute('data-kind')).toBe('transcript');
    await input.press('Enter');
    await atPath(page, readerPath);
    expect(new URL(page.url()).searchParams.get('t')).toBe('34.663');
    await visible(page.getByTestId('read-only-badge'));
    await visible(page.getByRole('heading', { name: 'Планёрка отдела закупок' }));
    await visible(videoElement(page));
    await waitForMetadata(page);
    await expect.poll(() => currentTime(page), POLL).toBeCloseTo(34.663, 1);
    await visible(page.locator('[data-testid="transcript-segment"][data-active="true"]').getByText(/претензии поставщикам/));
    await expectNothingToChange(page);

    // The document as it prints, in place of the editor.
    const main = page.locator('main');
    await visible(main.getByRole('tab', { name: 'Документ' }));
    await visible(main.getByText('ПРОТОКОЛ').first());
    await visible(main.getByRole('button', { name: 'Скачать PDF' }));

    // Members and tasks: read, not changed.
    await main.getByRole('tab', { name: /Участники/ }).click();
    await visible(main.getByTestId('member-row').filter({ hasText: 'Орлова Вера Николаевна' }));
    expect(await main.getByRole('button', { name: /^Убрать|^Исключить|^Удалить/ }).count()).toBe(0);
    expect(await main.getByRole('combobox', { name: /Участник/ }).count()).toBe(0);
    await main.getByRole('tab', { name: /Поручения/ }).click();
    const rows = main.getByTestId('task-row');
    await expect.poll(() => rows.count(), POLL).toBeGreaterThan(0);
    const claims = await visible(rows.filter({ hasText: /претензии поставщикам/i }));
    // Its status as the secretary sees it.
    const label = { process: 'в работе', expired: 'просрочено', success: 'выполнено' }[(await claims.getAttribute('data-status')) ?? ''];
    expect(label).toBeDefined();
    expect((await claims.innerText()).toLowerCase()).toContain(label);
    await expectNothingToChange(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `read-only-tasks-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // A task hit opens the task marked in the view's tasks.
    await page.keyboard.press('Control+K');
    const again = await visible(page.getByRole('dialog', { name: SEARCH_DIALOG }));
    await again.getByRole('combobox', { name: 'Что найти' }).fill('Кузнецову претензии');
    await again.locator('label', { hasText: /^Задачи/ }).click();
    await (await visible(again.getByTestId('search-hit').and(again.locator('[data-kind="task"]')))).click();
    await atPath(page, readerPath);
    await expect.poll(() => new URL(page.url()).searchParams.get('tab'), POLL).toBe('tasks');
    expect(await (await visible(page.locator('[data-testid="task-row"][data-highlighted="true"]'))).innerText()).toMatch(/претензии поставщикам/i);

    // The server agrees: whatever a script sends in his name changes nothing.
    const managerToken = await api.login(manager.email, manager.password);
    const refused = await fetch(`${e2e.server.url}/api/protocols/${protocolId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${managerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ theme: 'Правка руководителя' }),
    });
    expect(refused.status).toBe(403);
  });

  test('her protocol’s own link takes her manager to the read-only view; another manager finds no such protocol', { timeout: 120_000 }, async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary({ full_name: 'Петрова Анна' });
    const token = await api.login(secretary.email, secretary.password);
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Совет директоров', event_date: '2026-11-12' });

    await signIn(page, api, manager, `/main/protocols/${protocol.id}?tab=members`);
    await atPath(page, `/main/secretaries/${secretary.id}/protocols/${protocol.id}`);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('members');
    await visible(page.getByRole('heading', { name: 'Совет директоров' }));
    await visible(page.getByTestId('read-only-badge'));
    await visible(page.getByRole('link', { name: 'К работе секретаря: Петрова Анна' }));
    // Back returns to where he came from, not to the link he was redirected from.
    await expectNothingToChange(page);

    const other = await api.createUser('manager');
    const otherPage = await e2e.newSession();
    await signIn(otherPage, api, other, `/main/protocols/${protocol.id}`);
    await visible(otherPage.getByText('Протокол не найден'));
    await otherPage.goto(`/main/secretaries/${secretary.id}/protocols/${protocol.id}`);
    await visible(otherPage.getByText('Протокол не найден'));
    expect(await otherPage.getByText('Совет директоров').count()).toBe(0);
  });

  test('from a counter of her statistics to the list behind it, and on to the task', { timeout: 120_000 }, async () => {
    const { page, api } = e2e;
    const { secretary, manager } = await api.createSecretary({ full_name: 'Соколова Ирина' });
    const token = await api.login(secretary.email, secretary.password);
    const person = await createPerson(api, token, 'Лебедев Игорь');
    const first = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Планёрка по закупкам', event_date: '2026-11-10' });
    const second = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Совещание по ремонту', event_date: '2026-10-01' });
    for (const [protocolId, essence] of [
      [first.id, 'Подготовить смету закупок'],
      [first.id, 'Согласовать договор поставки'],
      [second.id, 'Вызвать кровельщика'],
    ] as const) {
      await callApi(api, 'POST', `/api/protocols/${protocolId}/tasks`, token, { responsible_id: person.id, essence, deadline: '2030-01-15' });
    }
    const done = await callApi<{ id: number }>(api, 'POST', `/api/protocols/${second.id}/tasks`, token, {
      responsible_id: person.id,
      essence: 'Разослать протокол',
      deadline: '2030-01-10',
    });
    await callApi(api, 'PUT', `/api/protocols/tasks/${done.id}`, token, { status: 'success' });

    await signIn(page, api, manager, `/main/secretaries?secretary=${secretary.id}`);
    const drawer = await visible(page.getByTestId('secretary-detail').getByRole('dialog'));
    const tile = await visible(drawer.getByTestId('stat-tasksProcess'));
    expect(await tile.getByTestId('stat-value').innerText()).toBe('3');
    await tile.click();
    await atPath(page, `/main/secretaries/${secretary.id}`);
    const params = new URL(page.url()).searchParams;
    expect([params.get('tab'), params.get('taskStatus')]).toEqual(['tasks', 'process']);
    await visible(page.getByRole('heading', { name: 'Соколова Ирина', level: 1 }));
    const rows = page.getByTestId('secretary-task-row');
    await expect.poll(() => rows.count(), POLL).toBe(3);
    for (const row of await rows.all()) expect(await row.getAttribute('data-status')).toBe('process');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `drill-down-tasks-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another status is another list; the period narrows it (deadlines in January 2030).
    await page.getByTestId('secretary-tasks').locator('label', { hasText: /^Выполнено$/ }).click();
    await expect.poll(() => rows.count(), POLL).toBe(1);
    await visible(rows.filter({ hasText: 'Разослать протокол' }));
    expect(new URL(page.url()).searchParams.get('taskStatus')).toBe('success');

    // The protocols' list behind «Протоколы в работе», each opening the read-only view.
    await page.goBack();
    await page.goBack();
    await atPath(page, '/main/secretaries');
    const protocolsTile = await visible(page.getByTestId('secretary-detail').getByRole('dialog').getByTestId('stat-protocolsInWork'));
    await protocolsTile.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), POLL).toBe('process');
    const protocolRows = page.getByTestId('protocol-row');
    await expect.poll(() => protocolRows.count(), POLL).toBe(2);
    // The meeting's day in a period: only October's.
    await page.getByRole('textbox', { name: 'По дату' }).fill('31.10.2026');
    await page.keyboard.press('Enter');
    await expect.poll(() => protocolRows.count(), POLL).toBe(1);
    await visible(protocolRows.filter({ hasText: 'Совещание по ремонту' }));
    expect(new URL(page.url()).searchParams.get('to')).toBe('2026-10-31');
    await shot(page, 'drill-down-protocols-1440');
    await protocolRows.first().getByRole('link', { name: 'Совещание по ремонту' }).click();
    await atPath(page, `/main/secretaries/${secretary.id}/protocols/${second.id}`);
    await visible(page.getByTestId('read-only-badge'));

    // The weekly chart: the current week's link (the keyboard's way to a bar) lists the tasks as they stood at its end.
    await page.goto(`/main/secretaries?secretary=${secretary.id}`);
    const weekLinks = (await visible(page.getByTestId('weekly-task-links'))).getByRole('link');
    await weekLinks.last().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('asOf'), POLL).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await visible(page.getByTestId('tasks-as-of'));
    await expect.poll(() => rows.count(), POLL).toBe(4);

    // A secretary who is not his is not found there.
    const { secretary: stranger } = await api.createSecretary();
    await page.goto(`/main/secretaries/${stranger.id}?tab=tasks`);
    await visible(page.getByText('Секретарь не найден среди ваших секретарей'));
  });
});
