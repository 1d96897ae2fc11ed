import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { expectBackOff, expectRetryAtOnce, expectSaveOnReconnect, MENDABLE_FAILURES, secondsShown } from './save-retry-checks.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { callApi, createProtocol, notification } from './protocol-helpers.ts';

/**
 * The transcript's text editor (beside the video, «Править текстом») retries a failed save as the protocol text
 * editor does: less and less often, counted down beside «Повторить», at once when the network really comes back,
 * never after a refusal; nothing typed is lost.
 */

const TRANSCRIPT = ['Орлова А.В.: Добрый день, коллеги. Начинаем планёрку.', 'Кузнецова Д.С.: Выручка выросла на двенадцать процентов.'].join(
  '\n',
);

/** Only PUT …/transcript goes through `handle`; everything else reaches the server. */
async function onTranscriptSave(page: Page, handle: (route: Route) => Promise<void>): Promise<void> {
  await page.route('**/api/protocols/*/transcript', (route) => (route.request().method() === 'PUT' ? handle(route) : route.continue()));
}

describe('the transcript’s text editor: a failed save', () => {
  const e2e = useE2E();

  const form = (page: Page) => page.getByTestId('protocol-video-section').getByTestId('transcript-text-form');
  const textBox = (page: Page) => form(page).getByRole('textbox', { name: 'Стенограмма' });
  const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Сохранить стенограмму' });
  const savedText = async (token: string, id: number) =>
    (await callApi<{ speaker: string | null; text: string }[]>(e2e.api, 'GET', `/api/protocols/${id}/transcript`, token))
      .map((segment) => (segment.speaker ? `${segment.speaker}: ${segment.text}` : segment.text))
      .join('\n');

  /** A protocol with a typed transcript, its text editor open. */
  async function openEditor(title: string) {
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Орлова Анна' });
    const token = await e2e.api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(e2e.api, token, { theme: title });
    await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/transcript`, token, { text: TRANSCRIPT });
    await signIn(e2e.page, e2e.api, secretary, `/main/protocols/${protocol.id}`);
    const panel = e2e.page.getByTestId('protocol-video-section').getByTestId('transcript-panel');
    await panel.getByRole('button', { name: 'Править текстом' }).click();
    await expect.poll(() => textBox(e2e.page).inputValue()).toBe(TRANSCRIPT);
    return { token, protocol };
  }

  for (const [how, fail] of MENDABLE_FAILURES) {
    test(`that keeps failing (${how}) goes again by itself, less and less often, counted down`, async () => {
      const { page } = e2e;
      await page.clock.install();
      const { token, protocol } = await openEditor(`Стенограмма, повторы: ${how}`);
      let attempts = 0;
      await onTranscriptSave(page, async (route) => {
        attempts += 1;
        await fail(route);
      });
      const countdown = form(page).getByRole('alert').getByTestId('retry-countdown');

      const first = `${TRANSCRIPT}\nОрлова А.В.: Решили утвердить план.`;
      await textBox(page).fill(first);
      await saveButton(page).click();
      await expect.poll(() => attempts).toBe(1);
      expect(await secondsShown(await visible(countdown))).toBeGreaterThanOrEqual(2);
      expect(await secondsShown(countdown)).toBeLessThanOrEqual(4);
      await visible(form(page).getByRole('alert').getByRole('button', { name: 'Повторить' }));

      await expectBackOff(page, () => attempts, countdown, /\/api\/protocols\/\d+\/transcript$/);
      const before = attempts;
      await expectRetryAtOnce(form(page).getByRole('button', { name: 'Повторить' }), () => attempts, countdown);

      // A new edit brings the next try within 10 s, not at once.
      const second = `${first}\nКузнецова Д.С.: Поставщика сменим в декабре.`;
      await textBox(page).fill(second);
      await expect.poll(() => secondsShown(countdown)).toBeLessThanOrEqual(10);
      expect(attempts).toBe(before + 1);
      await page.clock.fastForward(10_000);
      await expect.poll(() => attempts, { timeout: 5_000 }).toBe(before + 2);
      expect(await textBox(page).inputValue()).toBe(second);

      // Nothing typed is lost: once the save goes through, the whole text is on the server.
      await page.unroute('**/api/protocols/*/transcript');
      await form(page).getByRole('button', { name: 'Повторить' }).click();
      await visible(notification(page, 'Стенограмма сохранена'));
      await gone(form(page));
      expect(await savedText(token, protocol.id)).toBe(second);
    });
  }

  test('when the network comes back the waiting save goes at once, not at its next try', async () => {
    const { page, context } = e2e;
    await page.clock.install();
    const { token, protocol } = await openEditor('Стенограмма: связь вернулась');
    let attempts = 0;
    let cut = true;
    await onTranscriptSave(page, async (route) => {
      attempts += 1;
      await (cut ? route.abort('internetdisconnected') : route.continue());
    });
    const typed = `${TRANSCRIPT}\nОрлова А.В.: Решили утвердить план.`;
    await textBox(page).fill(typed);
    await saveButton(page).click();
    await expect.poll(() => attempts).toBe(1);
    await visible(form(page).getByRole('alert').filter({ hasText: 'Нет связи с сервером' }));
    await expectSaveOnReconnect(page, context, {
      attempts: () => attempts,
      countdown: form(page).getByTestId('retry-countdown'),
      reconnect: () => (cut = false),
    });
    await visible(notification(page, 'Стенограмма сохранена'));
    await gone(page.getByTestId('offline-banner'));
    await gone(form(page));
    expect(await savedText(token, protocol.id)).toBe(typed);
  });

  test('a refused save (403, 404, 422, 409) is not sent again by itself, and the text stays', async () => {
    const { page } = e2e;
    await page.clock.install();
    const { token, protocol } = await openEditor('Стенограмма: отказ');
    let attempts = 0;
    let refusal: { status: number; json: object } | null = null;
    await onTranscriptSave(page, async (route) => {
      attempts += 1;
      await (refusal ? route.fulfill(refusal) : route.continue());
    });
    const typed = `${TRANSCRIPT}\nОрлова А.В.: Решили утвердить план.`;
    await textBox(page).fill(typed);

    const refusals = [
      { status: 403, message: 'Недостаточно прав для этого действия', errors: {} },
      { status: 404, message: 'Протокол не найден', errors: {} },
      { status: 422, message: 'Не более 2000000 символов', errors: { text: ['Не более 2000000 символов'] } },
    ];
    for (const { status, message, errors } of refusals) {
      refusal = { status, json: { status: 'error', message, data: {}, errors } };
      const before = attempts;
      await saveButton(page).click();
      await expect.poll(() => attempts).toBe(before + 1);
      await visible(form(page).getByText(message));
      // Two minutes later nothing more was sent, nothing promised a retry, and the text is as typed.
      await page.clock.fastForward(120_000);
      await page.waitForTimeout(500);
      expect(attempts, String(status)).toBe(before + 1);
      expect(await page.getByTestId('retry-countdown').count(), String(status)).toBe(0);
      expect(await form(page).getByRole('button', { name: 'Повторить' }).count(), String(status)).toBe(0);
      expect(await textBox(page).inputValue(), String(status)).toBe(typed);
    }

    // A real conflict: the transcript was saved elsewhere meanwhile.
    refusal = null;
    await callApi(e2e.api, 'PUT', `/api/protocols/${protocol.id}/transcript`, token, { text: 'Иванов С.П.: Другой текст.' });
    const before = attempts;
    await saveButton(page).click();
    await visible(page.getByTestId('conflict-view'));
    await page.clock.fastForward(120_000);
    await page.waitForTimeout(500);
    expect(attempts).toBe(before + 1);
    expect(await page.getByTestId('retry-countdown').count()).toBe(0);
    expect(await textBox(page).inputValue()).toBe(typed);
  });
});
