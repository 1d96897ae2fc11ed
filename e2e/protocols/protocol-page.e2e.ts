import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { box, callApi, inWindow, notification } from './protocol-helpers.ts';
import { activeSegment, currentTime, processedMeeting, screenshot, VIDEO_SERVER_ENV, videoElement, waitForMetadata } from '../video/video-helpers.ts';

/** Issue 15's walkthrough: the transcript in one place, beside the player; the text editor's actions on a phone. */

describe('the protocol page', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('the transcript is shown once, beside the video; a click on a phrase moves the player there', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const protocolId = await processedMeeting(api, token, { acceptSuggestions: false });

    await signIn(page, api, secretary, `/main/protocols/${protocolId}`);
    await visible(videoElement(page));
    await waitForMetadata(page);
    // One transcript: the panel of the video section, and no tab of its own.
    expect(await page.locator('main [role="tab"]').allInnerTexts()).toEqual(['Текст протокола', 'Участники', 'Поручения']);
    expect(await page.getByTestId('transcript-panel').count()).toBe(1);
    const segments = page.getByTestId('transcript-segment');
    expect(await segments.count()).toBe(10);
    const phrase = 'Хочу отметить, что два поставщика сорвали сроки поставки бумаги';
    expect(await segments.filter({ hasText: phrase }).count()).toBe(1);

    // Beside the player (the window is 1280 px wide), and both in view together.
    const section = page.getByTestId('protocol-video-section');
    const panel = section.getByTestId('transcript-panel');
    const video = await box(videoElement(page));
    expect((await box(panel)).x).toBeGreaterThanOrEqual(video.x + video.width);
    // Centred: scrolled only "if needed", a player whose bottom edge lands on the window's by a fraction of a pixel
    // counts as outside (the header above it is taller since the chair and the next step joined it).
    await videoElement(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    expect(await inWindow(page, videoElement(page))).toBe(true);
    expect(await inWindow(page, panel.getByRole('heading', { name: 'Стенограмма' }))).toBe(true);

    // A click on the phrase itself (not its time) jumps to its start and marks it.
    await segments.filter({ hasText: phrase }).getByText(phrase, { exact: false }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(26.557, 1);
    await visible(activeSegment(page).getByText(phrase, { exact: false }));
    expect(await activeSegment(page).count()).toBe(1);
    // The time badge does the same, by keyboard too.
    await segments.nth(6).getByRole('button', { name: 'Перейти к 00:47' }).press('Enter');
    await expect.poll(() => currentTime(page)).toBeCloseTo(47.804, 1);
    await screenshot(page, '8-transcript-beside-video', section);

    // The whole text can still be typed over; with a timed transcript the editor says what that costs.
    await panel.getByRole('button', { name: 'Править текстом' }).click();
    const form = await visible(panel.getByTestId('transcript-text-form'));
    await visible(form.getByText('фрагменты потеряют время', { exact: false }));
    expect(await form.getByRole('textbox', { name: 'Стенограмма' }).inputValue()).toMatch(/^Иванов Сергей Петрович: Добрый день, коллеги\./);
    await form.getByRole('button', { name: 'Закрыть' }).click();
    expect(await segments.count()).toBe(10);

    // An old address of the former tab opens the protocol's text, the transcript still beside the video.
    await page.goto(`/main/protocols/${protocolId}?tab=transcript`);
    await visible(page.getByRole('tab', { name: 'Текст протокола', selected: true }));
    expect(await page.getByTestId('transcript-panel').count()).toBe(1);

    // On a phone the transcript is under the player, and a tap on a phrase still moves it.
    // There the video and the transcript start folded, so the first screen shows the protocol's state (issue 23).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Показать видео и стенограмму' }).click();
    await waitForMetadata(page);
    const narrowVideo = await box(videoElement(page));
    expect((await box(page.getByTestId('transcript-panel'))).y).toBeGreaterThanOrEqual(narrowVideo.y + narrowVideo.height);
    await segments.filter({ hasText: 'Спасибо всем, планёрка окончена' }).getByText('Спасибо всем', { exact: false }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(74.201, 1);
  });

  test('on phones the editor’s actions are one row at the bottom, each reachable; nothing is left blank above the preview', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Планёрка отдела продаж', event_date: '2026-11-10' });
    const sections = Array.from({ length: 6 }, (_, index) => ({ key: `Раздел ${index + 1}`, value: 'Обсудили итоги квартала и план на следующий.' }));
    await callApi(api, 'PUT', `/api/protocols/${protocol.id}/sections`, token, { sections });

    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const bar = page.getByTestId('editor-actions');
    const names = ['Отменить изменения', 'Сохранить черновик', 'Сохранить итоговый протокол'];
    const texts = page.getByRole('textbox', { name: 'Текст раздела' });
    await visible(texts.first());

    /** What is wrong with the bar now: taller than one row, not at the window's bottom, a button out of view or cut. */
    const barProblems = async (width: number) => {
      const found: string[] = [];
      const { y, height } = await box(bar);
      if (height > 72) found.push(`${height} px tall`);
      if (Math.abs(y + height - page.viewportSize()!.height) > 2) found.push('not stuck to the bottom');
      for (const name of names) {
        const button = bar.getByRole('button', { name });
        if (!(await inWindow(page, button))) found.push(`«${name}» out of the window`);
        if (!(await button.evaluate((element) => element.scrollWidth <= element.clientWidth))) found.push(`«${name}» cut short`);
      }
      return found.map((problem) => `${width} px: ${problem}`);
    };
    for (const width of [360, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      // Editing the second section: the bar stays at the bottom of the window, over the rest of the sections.
      await texts.nth(1).scrollIntoViewIfNeeded();
      // The bar picks its wording a frame after the window changes.
      await expect.poll(() => barProblems(width)).toEqual([]);
    }

    // At 390 px every action works from the bar; the icon buttons say what they do.
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the less used actions are icons (their names in tooltips), the final save says «Итоговый протокол».
    await expect.poll(() => bar.getAttribute('data-wording')).toMatch(/^(short|tight)$/);
    expect(await bar.getByRole('button', { name: 'Сохранить итоговый протокол' }).innerText()).toBe('Итоговый протокол');
    await texts.nth(1).fill('Сначала отменено.');
    await bar.getByRole('button', { name: 'Отменить изменения' }).click();
    await expect.poll(() => texts.nth(1).inputValue()).toBe('Обсудили итоги квартала и план на следующий.');
    await texts.nth(1).fill('Обсудили итоги квартала.');
    await bar.getByRole('button', { name: 'Сохранить черновик' }).hover();
    await visible(page.getByRole('tooltip', { name: 'Сохранить черновик' }));
    await bar.getByRole('button', { name: 'Сохранить черновик' }).click();
    await visible(notification(page, 'Черновик протокола сохранён'));
    await texts.nth(1).fill('Это будет отменено.');
    await bar.getByRole('button', { name: 'Отменить изменения' }).click();
    await expect.poll(() => texts.nth(1).inputValue()).toBe('Обсудили итоги квартала.');
    await page.getByRole('textbox', { name: 'Место' }).fill('Переговорная 1');
    await page.getByRole('textbox', { name: 'Город' }).fill('Самара');
    await bar.getByRole('button', { name: 'Сохранить итоговый протокол' }).click();
    await visible(notification(page, 'Итоговый протокол сохранён'));
    await screenshot(page, '9-editor-actions-390');

    // Where the editor's column ends, the bar sits in its place and the preview follows at once.
    const preview = page.getByRole('heading', { name: 'Предпросмотр' });
    await preview.scrollIntoViewIfNeeded();
    const barBox = await box(bar);
    const gap = (await box(preview)).y - (barBox.y + barBox.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(40);
  });

  test('a transcript typed by hand and left unsaved is offered back after a reload, in its place beside the video', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, { theme: 'Совещание без записи', event_date: '2026-11-10' });

    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const panel = page.getByTestId('protocol-video-section').getByTestId('transcript-panel');
    await panel.getByRole('button', { name: 'Ввести текстом' }).click();
    const typed = 'Орлова А.В.: Начинаем.\nРешили: утвердить план.';
    await panel.getByRole('textbox', { name: 'Стенограмма' }).fill(typed);
    // Kept in the browser a moment after the last keystroke.
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            new Promise<string | null>((resolve) => {
              const open = indexedDB.open('protocolist-drafts');
              open.onsuccess = () => {
                const request = open.result.transaction('drafts').objectStore('drafts').get(key);
                request.onsuccess = () => resolve((request.result?.value as string | undefined) ?? null);
                request.onerror = () => resolve(null);
              };
              open.onerror = () => resolve(null);
            }),
          `protocol-transcript:${protocol.id}`,
        ),
      )
      .toBe(typed);

    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    // The text editor opens by itself to offer the draft.
    const restore = await visible(panel.getByTestId('draft-restore'));
    await restore.getByRole('button', { name: 'Восстановить черновик' }).click();
    await expect.poll(() => panel.getByRole('textbox', { name: 'Стенограмма' }).inputValue()).toBe(typed);
    await panel.getByRole('button', { name: 'Сохранить стенограмму' }).click();
    await visible(notification(page, 'Стенограмма сохранена'));
    expect(await panel.getByTestId('transcript-segment').allInnerTexts()).toEqual([
      expect.stringMatching(/^Орлова А\.В\.\s+Начинаем\.$/),
      expect.stringMatching(/Решили: утвердить план\.$/),
    ]);
    // Saved, the draft is gone: the next visit shows the fragments.
    await page.reload();
    await visible(panel.getByTestId('transcript-segment').first());
    expect(await panel.getByTestId('transcript-text-form').count()).toBe(0);
  });
});
