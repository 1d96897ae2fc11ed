import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { expectBackOff, expectRetryAtOnce, expectSaveOnReconnect, MENDABLE_FAILURES, secondsShown, SERVER_FAULT } from './save-retry-checks.ts';
import { gate, gone, signIn, visible } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';
import { findLayoutProblems, settle } from '../layout/layout-checks.ts';
import { box, callApi, createProtocol, inWindow, notification } from './protocol-helpers.ts';

/**
 * The protocol text editor tells the user what happened where they are: a failed save at the action bar, a
 * conflict scrolled into view with what differs marked; fields stay editable while a save is on its way or waits
 * for the connection; a save that keeps failing goes again by itself less and less often, a refused one does not;
 * a section's text the server refuses is marked where it is typed; the greeting section says it is not minuted; a protocol without sections has room and no final save.
 */

/** A meeting cut by the keywords: «Вступление» first (the greeting, not minuted), then the minuted parts. */
const MEETING = [
  { key: 'Вступление', value: 'Добрый день, коллеги. Начинаем планёрку.' },
  { key: 'Повестка дня', value: 'Первое — итоги квартала, второе — план закупок.' },
  {
    key: 'Слушали',
    value: [
      'Кузнецову Дарью Сергеевну. В третьем квартале выручка выросла на двенадцать процентов.',
      'Два поставщика сорвали сроки поставки бумаги, склад работал с перебоями.',
      'Предлагается сменить поставщика и заключить договор на год.',
      'Расходы на логистику остались в пределах плана.',
    ].join('\n'),
  },
  {
    key: 'Выступили',
    value: [
      'Иванов С.П.: поддерживаю смену поставщика.',
      'Орлова А.В.: прошу учесть сроки тендера.',
      'Белоусов А.Н.: склад готов принять новую поставку в декабре.',
    ].join('\n'),
  },
  { key: 'Решили', value: 'Утвердить план закупок на четвёртый квартал.\nСменить поставщика бумаги.' },
  { key: 'Поручить', value: 'Поручить Кузнецовой Д.С. подготовить тендерную документацию.' },
];

const SHOTS = path.join(repoRoot, 'test-results', 'editor');

/** With E2E_SCREENSHOTS set, the window as the user sees it goes to test-results/editor/<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Tooltips and alerts fade in.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Only PUT …/sections goes through `handle`; everything else reaches the server. */
async function onSectionsSave(page: Page, handle: (route: Route) => Promise<void>): Promise<void> {
  await page.route('**/api/protocols/*/sections', (route) => (route.request().method() === 'PUT' ? handle(route) : route.continue()));
}

const PREVIEW = '**/api/protocols/*/documents/preview';

describe('protocol text editor: feedback where the user is', () => {
  const e2e = useE2E();

  const sectionTexts = (page: Page) => page.getByRole('textbox', { name: 'Текст раздела' });
  const bar = (page: Page) => page.getByTestId('editor-actions');
  const savedSections = async (token: string, id: number) =>
    (await callApi<{ sections: { key: string; value: string }[] }>(e2e.api, 'GET', `/api/protocols/${id}`, token)).sections.map(
      (section) => section.value,
    );

  async function openProtocol(title: string, sections = MEETING, page = e2e.page) {
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Орлова Анна' });
    const token = await e2e.api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(e2e.api, token, { theme: title });
    if (sections.length > 0) await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, { sections });
    await signIn(page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    if (sections.length > 0) await expect.poll(() => sectionTexts(page).nth(1).inputValue()).toBe(sections[1]!.value);
    return { secretary, token, protocol };
  }

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`a save the server fails (500) at ${width} px is told at the action bar, in view; «Повторить» saves`, async () => {
      const { page } = e2e;
      await page.setViewportSize({ width, height });
      await page.clock.install();
      const { token, protocol } = await openProtocol(`Ошибка сервера ${width}`);
      let failures = 0;
      await onSectionsSave(page, async (route) => {
        failures += 1;
        await route.fulfill({ status: 500, json: SERVER_FAULT });
      });

      // The page's time stands still until «Повторить» is pressed: the automatic retry (3 s on) cannot come first.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      // Editing near the top of a long list: the end of the list is far below.
      await sectionTexts(page).nth(1).fill('Первое — итоги года, второе — план закупок.');
      await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
      await expect.poll(() => failures).toBe(1);
      const alert = await visible(bar(page).getByRole('alert'));
      await shot(page, `save-failed-${width}`);
      expect(await alert.innerText()).toContain('Внутренняя ошибка сервера');
      // Seen and pressable where the user is, without scrolling; the field just edited is still in view too.
      await expect.poll(() => inWindow(page, alert)).toBe(true);
      expect(await inWindow(page, alert.getByRole('button', { name: 'Повторить' }))).toBe(true);
      expect(await inWindow(page, sectionTexts(page).nth(1))).toBe(true);
      expect(await page.getByRole('alert').filter({ hasText: 'Внутренняя ошибка сервера' }).count()).toBe(1);

      await page.unroute('**/api/protocols/*/sections');
      await alert.getByRole('button', { name: 'Повторить' }).click();
      await page.clock.resume();
      await visible(notification(page, 'Черновик протокола сохранён'));
      await gone(bar(page).getByRole('alert'));
      expect(failures).toBe(1);
      expect((await savedSections(token, protocol.id))[1]).toBe('Первое — итоги года, второе — план закупок.');
    });
  }

  for (const [how, fail] of MENDABLE_FAILURES) {
    test(`a save that keeps failing (${how}) goes again by itself, less and less often, and the bar counts down`, async () => {
      const { page } = e2e;
      await page.clock.install();
      const { token, protocol } = await openProtocol(`Повторы: ${how}`);
      let attempts = 0;
      await onSectionsSave(page, async (route) => {
        attempts += 1;
        await fail(route);
      });
      const countdown = bar(page).getByRole('alert').getByTestId('retry-countdown');

      await sectionTexts(page).nth(1).fill('Первое — итоги года.');
      await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
      await expect.poll(() => attempts).toBe(1);
      expect(await secondsShown(await visible(countdown))).toBeGreaterThanOrEqual(2);
      expect(await secondsShown(countdown)).toBeLessThanOrEqual(4);
      await shot(page, 'save-retry-countdown-1440');

      await expectBackOff(page, () => attempts, countdown, /\/api\/protocols\/\d+\/sections$/);
      const before = attempts;
      await expectRetryAtOnce(bar(page).getByRole('button', { name: 'Повторить' }), () => attempts, countdown);

      // A new edit brings the next try within 10 s, not at once.
      await sectionTexts(page).nth(2).fill('Кузнецову Дарью Сергеевну. Выручка выросла.');
      await expect.poll(() => secondsShown(countdown)).toBeLessThanOrEqual(10);
      expect(attempts).toBe(before + 1);
      await page.clock.fastForward(10_000);
      await expect.poll(() => attempts, { timeout: 5_000 }).toBe(before + 2);

      // Nothing typed is lost: once the save goes through, both edits are on the server.
      await page.unroute('**/api/protocols/*/sections');
      await bar(page).getByRole('button', { name: 'Повторить' }).click();
      await visible(notification(page, 'Черновик протокола сохранён'));
      await gone(bar(page).getByRole('alert'));
      expect((await savedSections(token, protocol.id)).slice(1, 3)).toEqual(['Первое — итоги года.', 'Кузнецову Дарью Сергеевну. Выручка выросла.']);
    });
  }

  test('when the network comes back the waiting save goes at once, not at its next try', async () => {
    const { page, context } = e2e;
    await page.clock.install();
    const { token, protocol } = await openProtocol('Связь вернулась');
    let attempts = 0;
    let cut = true;
    await onSectionsSave(page, async (route) => {
      attempts += 1;
      await (cut ? route.abort('internetdisconnected') : route.continue());
    });
    await sectionTexts(page).nth(1).fill('Первое — итоги года.');
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect.poll(() => attempts).toBe(1);
    await expectSaveOnReconnect(page, context, {
      attempts: () => attempts,
      countdown: bar(page).getByTestId('retry-countdown'),
      reconnect: () => (cut = false),
    });
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('offline-banner'));
    await gone(bar(page).getByRole('alert'));
    expect((await savedSections(token, protocol.id))[1]).toBe('Первое — итоги года.');
  });

  test('a refused save (403, 404, 422, 409) is not sent again by itself', async () => {
    const { page } = e2e;
    await page.clock.install();
    const { token, protocol } = await openProtocol('Отказ');
    let attempts = 0;
    let refusal: { status: number; json: object } | null = null;
    await onSectionsSave(page, async (route) => {
      attempts += 1;
      await (refusal ? route.fulfill(refusal) : route.continue());
    });
    const saveDraft = bar(page).getByRole('button', { name: 'Сохранить черновик' });
    await sectionTexts(page).nth(1).fill('Первое — итоги года.');

    const refusals = [
      { status: 403, message: 'Недостаточно прав для этого действия', errors: {} },
      { status: 404, message: 'Протокол не найден', errors: {} },
      { status: 422, message: 'Проверьте поля', errors: { 'sections.1.key': ['Название раздела слишком длинное'] } },
    ];
    for (const { status, message, errors } of refusals) {
      refusal = { status, json: { status: 'error', message, data: {}, errors } };
      const before = attempts;
      await saveDraft.click();
      await expect.poll(() => attempts).toBe(before + 1);
      await visible(page.getByText(status === 422 ? 'Название раздела слишком длинное' : message));
      // Two minutes later nothing more was sent, and nothing promised a retry.
      await page.clock.fastForward(120_000);
      await page.waitForTimeout(500);
      expect(attempts, String(status)).toBe(before + 1);
      expect(await page.getByTestId('retry-countdown').count(), String(status)).toBe(0);
      expect(await bar(page).getByRole('button', { name: 'Повторить' }).count(), String(status)).toBe(0);
    }

    // A real conflict: the text was saved elsewhere meanwhile.
    refusal = null;
    await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, { sections: MEETING.slice(0, 3) });
    const before = attempts;
    await saveDraft.click();
    await visible(page.getByTestId('conflict-view'));
    await page.clock.fastForward(120_000);
    await page.waitForTimeout(500);
    expect(attempts).toBe(before + 1);
    expect(await page.getByTestId('retry-countdown').count()).toBe(0);
  });

  test('at 390 px the bar’s «fix the marked fields» reads across the bar, «К полю с ошибкой» under it, not in a column a word wide', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await openProtocol('Недопустимый символ на телефоне');
    await sectionTexts(page).nth(4).fill('Утвердить план\u0000 закупок.');
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    const alert = await visible(bar(page).getByRole('alert').filter({ hasText: 'Изменения не сохранены: исправьте отмеченные поля' }));
    await shot(page, 'section-text-refused-390');
    // The lines the message takes: the distinct tops of its text's boxes (7 when the button squeezed it).
    const lines = await alert.getByText('Изменения не сохранены').evaluate((text) => {
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeLessThanOrEqual(4);
    expect(await inWindow(page, alert.getByRole('button', { name: 'К полю с ошибкой' }))).toBe(true);
  });

  test('a section’s text the server refuses (422) is marked at that text, the bar says so and leads there; nothing is lost', async () => {
    const { page } = e2e;
    const { token, protocol } = await openProtocol('Недопустимый символ');
    let attempts = 0;
    // Counted only: the server itself refuses the text.
    await onSectionsSave(page, async (route) => {
      attempts += 1;
      await route.continue();
    });
    const editors = page.getByTestId('section-editor');
    const refusedText = 'Утвердить план закупок\u0000 на четвёртый квартал.';
    await sectionTexts(page).nth(1).fill('Первое — итоги года.');
    await sectionTexts(page).nth(4).fill(refusedText);
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect.poll(() => attempts).toBe(1);

    // The server's words under the text of «Решили», and only there.
    const nulByte = 'Недопустимый символ в тексте (нулевой байт)';
    await visible(editors.nth(4).getByText(nulByte));
    expect(await sectionTexts(page).nth(4).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Название раздела' }).nth(4).getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.getByText(nulByte).count()).toBe(1);

    // The bar says the save was refused, promises no retry, and leads to the field.
    const alert = await visible(bar(page).getByRole('alert').filter({ hasText: 'Изменения не сохранены: исправьте отмеченные поля' }));
    expect(await inWindow(page, alert)).toBe(true);
    expect(await bar(page).getByRole('button', { name: 'Повторить' }).count()).toBe(0);
    expect(await page.getByTestId('retry-countdown').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await alert.getByRole('button', { name: 'К полю с ошибкой' }).click();
    await expect.poll(() => sectionTexts(page).nth(4).evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => inWindow(page, sectionTexts(page).nth(4)), { timeout: 10_000 }).toBe(true);
    await shot(page, 'section-text-refused-1280');

    // Nothing typed is lost: both texts as typed, still unsaved.
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Первое — итоги года.');
    expect(await sectionTexts(page).nth(4).inputValue()).toBe(refusedText);
    await visible(page.getByTestId('unsaved-badge'));
    expect(await savedSections(token, protocol.id)).toEqual(MEETING.map((section) => section.value));

    // Put right, the mark and the bar's message go, and the save takes both edits.
    await sectionTexts(page).nth(4).fill('Утвердить план закупок на четвёртый квартал.');
    await gone(editors.nth(4).getByText(nulByte));
    await gone(bar(page).getByRole('alert'));
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(notification(page, 'Черновик протокола сохранён'));
    expect((await savedSections(token, protocol.id)).filter((_, index) => index === 1 || index === 4)).toEqual([
      'Первое — итоги года.',
      'Утвердить план закупок на четвёртый квартал.',
    ]);
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`a conflict (409) at ${width} px is scrolled into view and focused, the differing section and words marked, the sections alike folded; phones: one version at a time under tabs`, async () => {
      const { page } = e2e;
      await page.setViewportSize({ width, height });
      const { token, protocol, secretary } = await openProtocol(`Конфликт ${width}`);
      const other = await e2e.newSession();
      await signIn(other, e2e.api, secretary, `/main/protocols/${protocol.id}`);
      await expect.poll(() => sectionTexts(other).nth(4).inputValue()).toBe(MEETING[4]!.value);
      await sectionTexts(other).nth(4).fill('Утвердить план закупок на четвёртый квартал.\nСменить поставщика картона.');
      await other.getByRole('button', { name: 'Сохранить черновик' }).click();
      await visible(notification(other, 'Черновик протокола сохранён'));

      // The user is far down the list, at «Решили», when saving.
      await sectionTexts(page).nth(4).fill('Утвердить план закупок на четвёртый квартал.\nСменить поставщика бумаги и тонера.');
      await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
      const conflict = page.getByTestId('conflict-view');
      await visible(conflict);
      // Scrolled to and focused: its title is on screen, below the page's header.
      await expect
        .poll(async () => {
          const { y } = await box(conflict);
          return y >= 56 && y < height / 2;
        }, { timeout: 10_000 })
        .toBe(true);
      expect(await conflict.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const mine = conflict.getByTestId('conflict-mine');
      const theirs = conflict.getByTestId('conflict-theirs');
      const phone = width < 992;
      const tabOf = (name: string) => conflict.getByRole('tab', { name });
      if (phone) {
        // One version at a time, under tabs; the other is not on the page at all.
        await visible(mine);
        expect(await theirs.count()).toBe(0);
        expect(await tabOf('Ваша версия').getAttribute('aria-selected')).toBe('true');
      } else {
        expect(await conflict.getByRole('tab').count()).toBe(0);
        await visible(mine);
        await visible(theirs);
      }
      // Only «Решили» differs; the sections around it, alike in both, are one line each run, closed.
      const folds = (side: Locator) => side.getByRole('button', { name: /без изменений/ });
      const check = async (side: Locator, marked: (string | RegExp)[]) => {
        await expect.poll(() => side.locator('mark').allInnerTexts()).toEqual(marked.map((text) => expect.stringMatching(text)));
        const changed = side.locator('[data-differs="true"]');
        expect(await changed.count()).toBe(1);
        expect(await changed.innerText()).toContain('Решили');
        expect(await folds(side).allInnerTexts()).toEqual(['Разделы 1–4 без изменений', 'Раздел 6 без изменений']);
        for (const fold of await folds(side).all()) expect(await fold.getAttribute('aria-expanded')).toBe('false');
        expect(await side.locator('[data-differs="false"]').count()).toBe(0);
        expect(await side.innerText()).not.toContain('Вступление');
      };
      await check(mine, [/бумаги и тонера/]);
      if (!phone) await check(theirs, [/^картона$/]);
      await shot(page, `conflict-${width}`);

      if (phone) {
        // The whole choice fits in the window below the header (both versions one under the other took 1115 px of it).
        expect((await box(conflict)).height).toBeLessThan(height - 56);
        expect(await findLayoutProblems(page)).toEqual([]);
        // The tabs by keyboard: from the focused view, Tab reaches the selected one, an arrow shows the other version.
        await page.keyboard.press('Tab');
        expect(await tabOf('Ваша версия').evaluate((element) => element === document.activeElement)).toBe(true);
        expect(await tabOf('Ваша версия').evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
        await page.keyboard.press('ArrowRight');
        expect(await tabOf('На сервере').getAttribute('aria-selected')).toBe('true');
        await visible(theirs);
        expect(await mine.count()).toBe(0);
        await check(theirs, [/^картона$/]);
        await shot(page, `conflict-${width}-theirs`);
      }

      // A fold opens the sections it holds, in full.
      const side = phone ? theirs : mine;
      await folds(side).first().click();
      expect(await folds(side).first().getAttribute('aria-expanded')).toBe('true');
      expect(await side.locator('[data-differs="false"]').count()).toBe(4);
      expect(await side.innerText()).toContain('склад работал с перебоями');
      if (phone) {
        // Longer than the window now: the choice stays at the bottom of it while the versions scroll under it.
        await folds(side).last().click();
        expect((await box(conflict)).height).toBeGreaterThan(height);
        await conflict.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        expect(await inWindow(page, conflict.getByRole('button', { name: 'Сохранить мою версию' }))).toBe(true);
        expect(await inWindow(page, conflict.getByRole('button', { name: 'Взять версию с сервера' }))).toBe(true);
        expect(await findLayoutProblems(page)).toEqual([]);
        await shot(page, `conflict-${width}-opened`);
        // The narrowest phones too: nothing scrolls sideways, no control is cut off.
        await page.setViewportSize({ width: 360, height });
        await settle(page);
        expect(await findLayoutProblems(page)).toEqual([]);
        await shot(page, 'conflict-360-opened');
      }

      // The bar says so too and leads back to the choice.
      const pointer = await visible(bar(page).getByRole('alert').filter({ hasText: 'Текст изменён в другом месте' }));
      await page.mouse.wheel(0, 3000);
      // The wheel's own smooth scroll ends first (a person reads before clicking); else it overrides the jump back.
      let lastY = -1;
      await expect
        .poll(
          async () => {
            const y = await page.evaluate(() => window.scrollY);
            const settled = y === lastY && y > 0;
            lastY = y;
            return settled;
          },
          { timeout: 10_000, interval: 250 },
        )
        .toBe(true);
      await pointer.getByRole('button', { name: 'К сравнению версий' }).click();
      // Smooth scrolling takes its time on a busy machine.
      await expect.poll(async () => (await box(conflict)).y < height / 2 && (await box(conflict)).y >= 56, { timeout: 10_000 }).toBe(true);

      await conflict.getByRole('button', { name: 'Сохранить мою версию' }).click();
      await visible(notification(page, 'Черновик протокола сохранён'));
      await gone(conflict);
      await gone(bar(page).getByRole('alert'));
      expect((await savedSections(token, protocol.id))[4]).toContain('бумаги и тонера');
    });
  }

  test('a save without a connection: every field stays editable, what is typed meanwhile is saved once it goes through', async () => {
    const { page } = e2e;
    const { token, protocol } = await openProtocol('Без связи');
    const held = gate();
    let attempts = 0;
    await onSectionsSave(page, async (route) => {
      attempts += 1;
      // The first attempt hangs until the test has typed; then the network refuses it.
      if (attempts === 1) await held.wait;
      await route.abort('internetdisconnected');
    });

    await sectionTexts(page).nth(1).fill('Первое — итоги года.');
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect.poll(() => attempts).toBe(1);
    // The save is on its way: typing goes on.
    expect(await sectionTexts(page).nth(2).isEditable()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Название раздела' }).nth(2).isEditable()).toBe(true);
    await sectionTexts(page).nth(2).fill('Кузнецову Дарью Сергеевну. Выручка выросла.');
    held.open();

    const alert = await visible(bar(page).getByRole('alert').filter({ hasText: 'Нет связи с сервером' }));
    expect(await inWindow(page, alert)).toBe(true);
    // The save goes again by itself (3 s on, then later each time); meanwhile every field stays editable.
    await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    for (const index of [0, 3, 5]) expect(await sectionTexts(page).nth(index).isEditable()).toBe(true);
    await sectionTexts(page).nth(5).fill('Поручить Кузнецовой Д.С. подготовить договор.');
    await shot(page, 'save-offline-1440');

    await page.unroute('**/api/protocols/*/sections');
    await visible(notification(page, 'Черновик протокола сохранён'));
    await gone(page.getByTestId('unsaved-badge'));
    const saved = await savedSections(token, protocol.id);
    expect(saved.slice(1, 3)).toEqual(['Первое — итоги года.', 'Кузнецову Дарью Сергеевну. Выручка выросла.']);
    expect(saved[5]).toBe('Поручить Кузнецовой Д.С. подготовить договор.');
  });

  test('typing while a save is on its way: the answer does not take the newer text back, and the next save sends it', async () => {
    const { page } = e2e;
    const { token, protocol } = await openProtocol('Правка во время сохранения');
    const held = gate();
    let seen = 0;
    await onSectionsSave(page, async (route) => {
      seen += 1;
      if (seen === 1) await held.wait;
      await route.continue();
    });

    await sectionTexts(page).nth(1).fill('Первое — итоги.');
    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect.poll(() => seen).toBe(1);
    await sectionTexts(page).nth(1).fill('Первое — итоги года и квартала.');
    held.open();
    await visible(notification(page, 'Черновик протокола сохранён'));
    expect((await savedSections(token, protocol.id))[1]).toBe('Первое — итоги.');
    // The answer came back: the newer text stays in the field, still to be saved.
    expect(await sectionTexts(page).nth(1).inputValue()).toBe('Первое — итоги года и квартала.');
    await visible(page.getByTestId('unsaved-badge'));

    await bar(page).getByRole('button', { name: 'Сохранить черновик' }).click();
    await gone(page.getByTestId('unsaved-badge'));
    expect((await savedSections(token, protocol.id))[1]).toBe('Первое — итоги года и квартала.');
  });

  test('the document preview goes back to the server’s layout when the connection returns, without another edit', async () => {
    const { page } = e2e;
    await openProtocol('Предпросмотр без связи');
    await visible(page.getByTestId('document-paper'));
    await page.route(PREVIEW, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await sectionTexts(page).nth(4).fill('Утвердить план закупок на год.');
    // Without the server, the browser's own sketch of the text, saying why it looks plain (issue 23).
    await visible(page.getByTestId('document-preview'));
    await gone(page.getByTestId('document-paper'));
    expect(await page.getByTestId('document-preview-sketch').innerText()).toMatch(/^Нет связи с сервером: показан упрощённый вид текста/);

    await page.unroute(PREVIEW);
    const paper = await visible(page.getByTestId('document-paper'));
    // The last server layout may show for a moment before the new one arrives.
    await expect.poll(() => paper.innerText(), { timeout: 10_000 }).toContain('Утвердить план закупок на год.');
    await gone(page.getByTestId('document-preview'));
    await gone(page.getByTestId('document-preview-sketch'));
  });

  test('«Вступление» says it is not minuted, and neither the server’s preview nor the offline sketch shows it', async () => {
    const { page } = e2e;
    await openProtocol('Вступление');
    const editors = page.getByTestId('section-editor');
    const note = 'Не входит в протокол — вступительная часть';
    await visible(editors.nth(0).getByText(note));
    for (const index of [1, 2, 3, 4, 5]) expect(await editors.nth(index).getByText(note).count()).toBe(0);

    const paper = await visible(page.getByTestId('document-paper'));
    await expect.poll(() => paper.innerText()).toContain('тоги квартала');
    expect(await paper.innerText()).not.toContain('Начинаем планёрку');

    // The sketch drawn without the server leaves it out too, by the same rule.
    await page.route(PREVIEW, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await sectionTexts(page).nth(0).fill('Добрый день, коллеги. Начинаем планёрку отдела закупок.');
    const sketch = await visible(page.getByTestId('document-preview'));
    await expect.poll(() => sketch.innerText()).toContain('Утвердить план закупок');
    expect(await sketch.innerText()).not.toContain('Начинаем планёрку');
    await shot(page, 'introduction-note-1440');

    // A section renamed to «Вступление» is told the same at once.
    await page.getByRole('textbox', { name: 'Название раздела' }).nth(5).fill('Вступление');
    await visible(editors.nth(5).getByText(note));
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`a protocol without sections at ${width} px: the empty state has room, the final save is off and says why`, async () => {
      const { page } = e2e;
      await page.setViewportSize({ width, height });
      await openProtocol(`Без разделов ${width}`, []);
      const empty = await visible(page.getByTestId('empty-state').filter({ hasText: 'Разделов пока нет' }));
      await empty.scrollIntoViewIfNeeded();
      const emptyBox = await box(empty);
      expect(emptyBox.height).toBeGreaterThan(150);
      // Nothing covers it: its icon and its hint are what the window shows at their place.
      for (const part of [empty.locator('.mantine-ThemeIcon-root'), empty.getByText('Загрузите видео', { exact: false })]) {
        await part.scrollIntoViewIfNeeded();
        expect(
          await part.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            return !!top && element.contains(top);
          }),
        ).toBe(true);
      }
      const final = bar(page).getByRole('button', { name: 'Сохранить итоговый протокол' });
      expect(await final.isDisabled()).toBe(true);
      await final.hover();
      const tip = await visible(page.getByRole('tooltip'));
      expect(await tip.innerText()).toContain('Добавьте хотя бы один раздел');
      await shot(page, `no-sections-${width}`);

      // With a section added there is something to save again.
      await page.getByRole('button', { name: 'Добавить раздел' }).click();
      await page.getByRole('textbox', { name: 'Название раздела' }).first().fill('Решили');
      await expect.poll(() => final.isDisabled()).toBe(false);
    });
  }
});
