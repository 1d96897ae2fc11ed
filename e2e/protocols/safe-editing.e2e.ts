import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { atPath, gone, signIn, visible } from '../support/browser.ts';
import { callApi, createProtocol, notification, tab } from './protocol-helpers.ts';

/** Issue 15, «No lost edits»: the protocol text editor under a dying server, a reload, a second tab and a departure. */
describe('protocol text: no lost edits', () => {
  const e2e = useE2E();

  const sectionTexts = (page: Page) => page.getByRole('textbox', { name: 'Текст раздела' });
  const savedSections = async (token: string, id: number) =>
    (await callApi<{ sections: { key: string; value: string }[]; version: number }>(e2e.api, 'GET', `/api/protocols/${id}`, token, undefined))
      .sections.map((section) => section.value);

  async function protocolWithSections(title: string) {
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Орлова Анна' });
    const token = await e2e.api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(e2e.api, token, { theme: title });
    await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, {
      sections: [
        { key: 'Повестка дня', value: 'Итоги квартала' },
        { key: 'Решили', value: 'Утвердить план' },
      ],
    });
    return { secretary, token, protocol };
  }

  test('the server dies mid-save: the text stays, a banner says so, and it is saved once the server is back', async () => {
    const { page } = e2e;
    const { secretary, token, protocol } = await protocolWithSections('Падение сервера');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await tab(page, 'Текст протокола').click();
    await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план');
    await sectionTexts(page).nth(1).fill('Утвердить план с поправками');

    // The save request is on its way when the server is killed.
    await page.route('**/api/protocols/*/sections', async (route) => {
      await e2e.server.kill();
      await route.continue().catch(() => route.abort('connectionrefused'));
    });
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(page.getByTestId('offline-banner'));
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Нет связи с сервером: изменения сохранены в браузере' }));
    await visible(alert.getByRole('button', { name: 'Повторить' }));
    // The page is still there with the typed text: no full-page error.
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план с поправками');
    await visible(page.getByTestId('unsaved-badge'));
    // «Повторить» while the server is still down fails again and keeps everything.
    await page.unroute('**/api/protocols/*/sections');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await visible(page.getByTestId('offline-banner'));
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Утвердить план с поправками');

    e2e.server = await e2e.server.restart();
    // The connection is noticed again and the kept save goes through by itself.
    await gone(page.getByTestId('offline-banner'), 20_000);
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('unsaved-badge'));
    expect(await savedSections(token, protocol.id)).toEqual(['Итоги квартала', 'Утвердить план с поправками']);
  });

  test('a reload with unsaved sections offers the draft back, and it can be saved', async () => {
    const { page } = e2e;
    const { secretary, token, protocol } = await protocolWithSections('Черновик в браузере');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await expect.poll(() => sectionTexts(page).nth(0).inputValue()).toBe('Итоги квартала');
    await sectionTexts(page).nth(0).fill('Итоги квартала и года');
    await page.getByRole('button', { name: 'Добавить раздел' }).click();
    await page.getByRole('textbox', { name: 'Название раздела' }).nth(2).fill('Разное');
    await sectionTexts(page).nth(2).fill('Вопросов нет');
    // The document beside the editor follows the text as typed (a moment after the last keystroke).
    await expect.poll(() => page.getByTestId('document-paper').innerText()).toContain('Итоги квартала и года');
    // The draft is kept in the browser a moment after the last keystroke too.
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('protocolist-drafts');
              open.onsuccess = () => {
                const request = open.result.transaction('drafts').objectStore('drafts').get(key);
                request.onsuccess = () => resolve(JSON.stringify(request.result?.value ?? '').includes('Вопросов нет'));
                request.onerror = () => resolve(false);
              };
              open.onerror = () => resolve(false);
            }),
          `protocol-text:${protocol.id}`,
        ),
      )
      .toBe(true);

    // The browser asks before the reload (beforeunload); the test accepts, as a user choosing «Reload» would.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const restore = await visible(page.getByTestId('draft-restore'));
    expect(await restore.innerText()).toContain('Найден несохранённый черновик');
    expect(await sectionTexts(page).nth(0).inputValue()).toBe('Итоги квартала');
    await restore.getByRole('button', { name: 'Восстановить черновик' }).click();
    await expect.poll(() => sectionTexts(page).nth(0).inputValue()).toBe('Итоги квартала и года');
    expect(await sectionTexts(page).nth(2).inputValue()).toBe('Вопросов нет');
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(notification(page, 'Черновик протокола сохранён'));
    expect(await savedSections(token, protocol.id)).toEqual(['Итоги квартала и года', 'Утвердить план', 'Вопросов нет']);

    // Saved: nothing is offered any more.
    await page.reload();
    await expect.poll(() => sectionTexts(page).nth(0).inputValue()).toBe('Итоги квартала и года');
    expect(await page.getByTestId('draft-restore').count()).toBe(0);
  });

  test('two sessions edit one protocol: the second save shows both versions, and the choice is kept', async () => {
    const { page } = e2e;
    const { secretary, token, protocol } = await protocolWithSections('Две вкладки');
    const other = await e2e.newSession();
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await signIn(other, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    for (const p of [page, other]) await expect.poll(() => sectionTexts(p).nth(1).inputValue()).toBe('Утвердить план');

    await sectionTexts(other).nth(1).fill('Версия второй вкладки');
    await other.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(notification(other, 'Черновик протокола сохранён'));

    await sectionTexts(page).nth(1).fill('Версия первой вкладки');
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    const conflict = await visible(page.getByTestId('conflict-view'));
    await expect.poll(() => conflict.getByTestId('conflict-theirs').innerText()).toContain('Версия второй вкладки');
    expect(await conflict.getByTestId('conflict-mine').innerText()).toContain('Версия первой вкладки');
    // Nothing was overwritten, and the typed text is still in the editor.
    expect(await savedSections(token, protocol.id)).toEqual(['Итоги квартала', 'Версия второй вкладки']);
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Версия первой вкладки');

    await conflict.getByRole('button', { name: 'Сохранить мою версию' }).click();
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('conflict-view'));
    expect(await savedSections(token, protocol.id)).toEqual(['Итоги квартала', 'Версия первой вкладки']);

    // The other tab, not editing, follows the server; editing again and saving from its old version conflicts too.
    await other.reload();
    await expect.poll(() => sectionTexts(other).nth(1).inputValue()).toBe('Версия первой вкладки');
  });

  test('leaving with unsaved changes asks first: a link, a tab of the page; «Остаться» keeps the text', async () => {
    const { page } = e2e;
    const { secretary, protocol } = await protocolWithSections('Уход со страницы');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    await expect.poll(() => sectionTexts(page).nth(0).inputValue()).toBe('Итоги квартала');
    await sectionTexts(page).nth(0).fill('Не сохранено');

    await page.getByRole('link', { name: 'К списку протоколов' }).click();
    const ask = await visible(page.getByRole('dialog', { name: 'Есть несохранённые изменения' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(page.getByRole('dialog'));
    expect(new URL(page.url()).pathname).toBe(`/main/protocols/${protocol.id}`);
    expect(await sectionTexts(page).nth(0).inputValue()).toBe('Не сохранено');

    await tab(page, 'Участники').click();
    await page.getByRole('dialog', { name: 'Есть несохранённые изменения' }).getByRole('button', { name: 'Уйти' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('members');
    // The editor stayed: back on its tab (no question on the way in), the text is there.
    await tab(page, 'Текст протокола').click();
    // The first tab is the page's default: it leaves the address plain.
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBeNull();
    expect(await tab(page, 'Текст протокола').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await sectionTexts(page).nth(0).inputValue()).toBe('Не сохранено');

    await page.getByRole('link', { name: 'К списку протоколов' }).click();
    await page.getByRole('dialog', { name: 'Есть несохранённые изменения' }).getByRole('button', { name: 'Уйти' }).click();
    await atPath(page, '/main/protocols');
  });

  test('Esc or «Отмена» over a filled task form asks first; «Остаться» keeps what was typed', async () => {
    const { page } = e2e;
    const { secretary, protocol } = await protocolWithSections('Окно поручения');
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}?tab=tasks`);
    await page.getByRole('button', { name: 'Добавить поручение' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Новое поручение' }));
    // Opened and left untouched, Esc simply closes it.
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Новое поручение' }));

    await page.getByRole('button', { name: 'Добавить поручение' }).click();
    await visible(dialog);
    await dialog.getByRole('textbox', { name: 'Поручение', exact: true }).fill('Подготовить смету');
    await page.keyboard.press('Escape');
    let ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);
    expect(await dialog.getByRole('textbox', { name: 'Поручение', exact: true }).inputValue()).toBe('Подготовить смету');

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    ask = await visible(page.getByRole('dialog', { name: 'Закрыть без сохранения?' }));
    await ask.getByRole('button', { name: 'Остаться' }).click();
    await gone(ask);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Закрыть без сохранения?' }).getByRole('button', { name: 'Не сохранять' }).click();
    await gone(page.getByRole('dialog', { name: 'Новое поручение' }));
  });
});
