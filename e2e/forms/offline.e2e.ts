import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { callApi, createProtocol, notification, tab } from '../protocols/protocol-helpers.ts';

/** Issue 23: going offline keeps the app working (its code is fetched after the first screen) and leaves no false draft. */
describe('offline: the app keeps working, the edit stays, no false draft', () => {
  const e2e = useE2E();
  const sectionTexts = (page: Page) => page.getByRole('textbox', { name: 'Текст раздела' });

  async function protocolToFinish(theme: string) {
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Орлова Анна' });
    const token = await e2e.api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(e2e.api, token, { theme });
    await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, {
      sections: [
        { key: 'Повестка дня', value: 'Итоги квартала' },
        { key: 'Решили', value: 'Утвердить план' },
      ],
    });
    await callApi(e2e.api, 'POST', `/api/protocols/${protocol.id}/stage`, token, { stage: 'finish' });
    return { secretary, token, protocol };
  }

  /** The app's own code, fetched in the background once the first screen has been up a while. */
  async function codeFetched(page: Page) {
    await page.waitForFunction(() => document.documentElement.dataset.chunks === 'loaded', undefined, { timeout: 20_000 }).catch(() => undefined);
  }

  const wholePageError = (page: Page) => page.getByText('Нет подключения к интернету', { exact: true });

  test('offline «Сохранить черновик», a dialog and another page: the edit stays on screen, nothing takes the whole page', async () => {
    const { page, context } = e2e;
    const { secretary, protocol } = await protocolToFinish('Без сети');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план');
    await codeFetched(page);

    await context.setOffline(true);
    await sectionTexts(page).nth(1).fill('Утвердить план с поправками');
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Нет связи с сервером: изменения сохранены в браузере' }));
    // A dialog (its code never asked for before) opens offline too.
    await page.getByRole('button', { name: 'Предпросмотр документа' }).click();
    await visible(page.getByRole('dialog', { name: 'Документ протокола' }));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Документ протокола' }));
    expect(await wholePageError(page).count()).toBe(0);
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план с поправками');
    await page.screenshot({ path: '/tmp/uiforms-offline-save-1440.png' });

    // Another page, offline: its code is there; at worst a small error stands in the page's place, never the whole app.
    await page.getByRole('link', { name: 'Совещания' }).first().click();
    // The edit is kept in the browser: leaving asks first (another dialog, offline).
    const leave = await visible(page.getByRole('dialog', { name: 'Есть несохранённые изменения' }));
    await leave.getByRole('button', { name: 'Уйти' }).click();
    await expect.poll(() => page.url()).toContain('/main/meetings');
    await page.waitForTimeout(1_000);
    expect(await wholePageError(page).count()).toBe(0);
    await visible(page.getByRole('navigation').first());
    await context.setOffline(false);
  });

  test('a chunk that fails to load says so in its own place and loads again once the connection is back', async () => {
    const { page } = e2e;
    const { secretary } = await e2e.api.createSecretary();
    let refuse = true;
    await page.route(/\/assets\/meetings-[^/]*\.js$/, (route) => (refuse ? route.abort('internetdisconnected') : route.continue()));
    await signIn(page, e2e.api, secretary, '/main/protocols');
    await page.getByRole('link', { name: 'Совещания' }).first().click();
    const failed = await visible(page.getByTestId('chunk-failed'));
    expect(await failed.innerText()).toContain('Не удалось загрузить эту часть приложения');
    expect(await wholePageError(page).count()).toBe(0);
    await page.screenshot({ path: '/tmp/uiforms-chunk-failed-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/uiforms-chunk-failed-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    refuse = false;
    await failed.getByRole('button', { name: 'Повторить' }).click();
    await visible(page.getByRole('button', { name: 'Создать совещание' }));
  });

  test('offline save → back online → the retry saves → «Сохранить итоговый протокол»: no draft is offered, then or after a reload', async () => {
    const { page, context } = e2e;
    const { secretary, protocol, token: secretaryToken } = await protocolToFinish('Ложный черновик');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план');
    await page.getByLabel('Место').fill('Переговорная 305');
    await page.getByLabel('Город').fill('Казань');
    await codeFetched(page);

    await context.setOffline(true);
    await sectionTexts(page).nth(1).fill('Утвердить план с поправками');
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Нет связи с сервером: изменения сохранены в браузере' }));
    await page.waitForTimeout(800);
    await context.setOffline(false);
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('unsaved-badge'));

    await page.getByRole('button', { name: 'Сохранить итоговый протокол' }).click();
    await visible(page.getByTestId('final-saved'));
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('draft-restore').count()).toBe(0);
    const saved = await callApi<{ final_transcript: { value: string }[] | null }>(e2e.api, 'GET', `/api/protocols/${protocol.id}`, secretaryToken);
    expect(saved.final_transcript?.map((section) => section.value)).toEqual(['Итоги квартала', 'Утвердить план с поправками']);

    // A draft kept a moment before that save and written after it (a keystroke's timer against the save) holds
    // the older text on the older version: it is no text newer than the server's, so it is not offered either.
    const keptAt = new Date(Date.parse((await callApi<{ updated_at: string }>(e2e.api, 'GET', `/api/protocols/${protocol.id}`, secretaryToken)).updated_at) - 2_000);
    await page.evaluate(
      ({ key, savedAt }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('protocolist-drafts');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('drafts', 'readwrite');
            tx.objectStore('drafts').put({
              key,
              value: {
                sections: [
                  { uid: 'a', key: 'Повестка дня', value: 'Итоги квартала' },
                  { uid: 'b', key: 'Решили', value: 'Утвердить план' },
                ],
                location: 'Переговорная 305',
                city: 'Казань',
                event_start_time: '',
              },
              baseVersion: 1,
              savedAt,
            });
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      { key: `protocol-text:${protocol.id}`, savedAt: keptAt.toISOString() },
    );
    await page.reload();
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план с поправками');
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('draft-restore').count()).toBe(0);
  });

  // Why one CI run of five kept «не сохранено» after the retried save above: a save with the place changed asks
  // for the protocol again after the place's request, and that read may answer after the sections' save. Its text
  // (the old one, on the older version) was taken as the server's while the edited fields were still marked as
  // edited, so the new text stayed over it, unsaved, on a version the next save was refused for. Held here so that
  // the read always comes late.
  test('a read of the protocol answered after the save does not bring back «не сохранено» or the old version', async () => {
    const { page } = e2e;
    const { secretary, protocol, token } = await protocolToFinish('Поздний ответ');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план');
    await page.getByLabel('Место').fill('Переговорная 305');
    await page.getByLabel('Город').fill('Казань');
    await sectionTexts(page).nth(1).fill('Утвердить план с поправками');

    let placeSaved = false;
    let readHeld = false;
    let readAnswered!: () => void;
    const readDone = new Promise<void>((resolve) => (readAnswered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/protocols/${protocol.id}`, async (route) => {
      const method = route.request().method();
      if (method === 'PUT') {
        const response = await route.fetch();
        placeSaved = true;
        return route.fulfill({ response });
      }
      if (method !== 'GET' || !placeSaved || readHeld) return route.continue();
      // The read the place's save asked for: answered by the server now (the old text), given to the page later.
      readHeld = true;
      const response = await route.fetch();
      readAnswered();
      await released;
      return route.fulfill({ response });
    });
    // The sections reach the server only once that read has its answer.
    await page.route(`**/api/protocols/${protocol.id}/sections`, async (route) => {
      await readDone;
      return route.continue();
    });

    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('unsaved-badge'));
    const delivered = page.waitForResponse(
      (response) => response.request().method() === 'GET' && new URL(response.url()).pathname === `/api/protocols/${protocol.id}`,
    );
    release();
    await delivered;
    // Two frames: the page has rendered what the old read brought.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByTestId('unsaved-badge').count()).toBe(0);
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план с поправками');
    await page.unrouteAll({ behavior: 'wait' });

    // The editor holds the saved version: the final save goes through, no conflict.
    await page.getByRole('button', { name: 'Сохранить итоговый протокол' }).click();
    await visible(page.getByTestId('final-saved'));
    expect(await page.getByTestId('conflict-mine').count()).toBe(0);
    const saved = await callApi<{ final_transcript: { value: string }[] | null; location: string }>(e2e.api, 'GET', `/api/protocols/${protocol.id}`, token);
    expect(saved.final_transcript?.map((section) => section.value)).toEqual(['Итоги квартала', 'Утвердить план с поправками']);
    expect(saved.location).toBe('Переговорная 305');
  });

  test('a draft kept after the server’s last change is still offered after a reload', async () => {
    const { page } = e2e;
    const { secretary, protocol } = await protocolToFinish('Настоящий черновик');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план');
    await sectionTexts(page).nth(1).fill('Утвердить план, новая редакция');
    await page.waitForTimeout(1_000);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await tab(page, 'Текст протокола').click();
    const restore = await visible(page.getByTestId('draft-restore'));
    await restore.getByRole('button', { name: 'Восстановить черновик' }).click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план, новая редакция');
  });
});
