import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import { callApi, createProtocol } from '../protocols/protocol-helpers.ts';
import { findLayoutProblems, settle } from '../layout/layout-checks.ts';
import {
  allowMicrophone,
  allSent,
  elapsedSeconds,
  fakeMicrophoneArgs,
  keptSeconds,
  LIVE_SERVER_ENV,
  pauseAndRead,
  recordFor,
  screenshotAt,
  speechWithPauses,
  stopRecording,
  studio,
} from './recording-helpers.ts';

interface ProtocolState {
  stage: string;
  video: { duration: number | null } | null;
  transcript: { start: number; end: number; text: string }[];
}

interface LiveSegmentOnScreen {
  start: number;
  end: number;
}

const speech = speechWithPauses();

async function liveSegments(page: Page): Promise<LiveSegmentOnScreen[]> {
  return page
    .getByTestId('live-segment')
    .evaluateAll((items) => items.map((item) => ({ start: Number(item.getAttribute('data-start')), end: Number(item.getAttribute('data-end')) })));
}

/** «Остановить и обработать»: the protocol gets processed, and its stored recording is as long as recorded (± 1 s). */
async function stopAndExpectDuration(page: Page, state: () => Promise<ProtocolState>, recorded: number): Promise<void> {
  await stopRecording(page);
  await expect.poll(async () => (await state()).stage, { timeout: 90_000 }).toBe('success_video_process');
  const duration = (await state()).video?.duration ?? 0;
  expect(duration).toBeGreaterThan(recorded - 1);
  expect(duration).toBeLessThan(recorded + 1);
}

describe('recording a meeting in the browser (issue 27)', () => {
  const e2e = useE2E({ serverEnv: LIVE_SERVER_ENV, browserArgs: fakeMicrophoneArgs(speech.file) });

  async function secretaryWithProtocol(theme: string) {
    const { secretary } = await e2e.api.createSecretary({ full_name: 'Смирнова Ольга' });
    const token = await e2e.api.login(secretary.email, secretary.password);
    const protocol = await createProtocol(e2e.api, token, { theme });
    const state = () => callApi<ProtocolState>(e2e.api, 'GET', `/api/protocols/${protocol.id}`, token);
    return { secretary, token, protocol, state };
  }

  test('utterances appear live while recording; after stop the protocol reaches «Видео обработано» with the same segment times', async () => {
    const { page, api } = e2e;
    const { secretary, protocol, state } = await secretaryWithProtocol('Планёрка с живой записью');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    await (await visible(page.getByTestId('start-recording').getByRole('link', { name: 'Начать запись' }))).click();
    await page.waitForURL((url) => url.pathname === `/main/protocols/${protocol.id}/recording`, { waitUntil: 'commit' });
    // Chromium's fake media UI reports the microphone as allowed, so the explanation before the prompt is skipped.
    await allowMicrophone(page);
    await screenshotAt(page, '1-ready');
    // The level meter hears the fake microphone's speech.
    await expect.poll(async () => Number(await page.getByTestId('level-meter').getAttribute('data-level')), { timeout: 15_000 }).toBeGreaterThan(10);
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      expect(await findLayoutProblems(page), `ready @${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Начать запись' }).click();
    await visible(page.getByTestId('recording-phase').getByText('Идёт запись'));
    // Sentences separated by two-second pauses come back as separate segments while the recording goes on.
    await expect.poll(async () => (await liveSegments(page)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    expect(await studio(page).getAttribute('data-phase')).toBe('recording');
    await visible(page.getByTestId('live-segment').first().getByText('предварительно'));
    await screenshotAt(page, '2-recording');
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      expect(await findLayoutProblems(page), `recording @${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const recorded = await pauseAndRead(page);
    const live = await liveSegments(page);
    await stopRecording(page);
    await expect.poll(async () => (await state()).stage, { timeout: 90_000 }).toBe('success_video_process');
    await visible(page.getByText('Видео обработано').first());
    const final = await state();
    expect(final.video?.duration).toBeGreaterThan(recorded - 1);
    expect(final.video?.duration).toBeLessThan(recorded + 1);
    for (const segment of live) {
      const match = final.transcript.find((item) => Math.abs(item.start - segment.start) < 0.3);
      expect(match, `final segment at ${segment.start}`).toBeDefined();
      expect(Math.abs(match!.end - segment.end)).toBeLessThan(0.3);
    }
    await screenshotAt(page, '3-processed');
  }, 240_000);

  test('a reload mid-recording loses nothing the page kept; the recording goes on in a new take', async () => {
    const { page, api } = e2e;
    const { secretary, protocol, state } = await secretaryWithProtocol('Совещание с перезагрузкой');
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}/recording`);
    await allowMicrophone(page);
    await page.getByRole('button', { name: 'Начать запись' }).click();
    await recordFor(page, 7);
    // Right after a piece was kept: the reload cuts the slice that was being recorded (at most one, ~1 s).
    const keptBefore = await keptSeconds(page);
    await expect.poll(() => keptSeconds(page), { timeout: 10_000 }).toBeGreaterThan(keptBefore);
    const onScreen = await elapsedSeconds(page);
    const kept = await keptSeconds(page);
    await page.reload();

    await allowMicrophone(page);
    await visible(page.getByText('Эта запись уже идёт', { exact: false }));
    // The timer shows tenths (data-seconds) and the kept audio hundredths (data-kept-seconds), each rounded from the
    // same seconds: they can differ by half a tenth plus half a hundredth (7.1 against 7.15 for 7.148 s).
    expect(Math.abs((await elapsedSeconds(page)) - kept)).toBeLessThanOrEqual(0.055);
    expect(onScreen - kept).toBeLessThan(2);
    await allSent(page);
    await page.getByRole('button', { name: 'Продолжить запись' }).click();
    await recordFor(page, 5);
    const recorded = await pauseAndRead(page);
    await stopAndExpectDuration(page, state, recorded);
  }, 240_000);

  test('a pause leaves no silence in the stored recording', async () => {
    const { page, api } = e2e;
    const { secretary, protocol, state } = await secretaryWithProtocol('Совещание с перерывом');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}/recording`);
    await allowMicrophone(page);
    await page.getByRole('button', { name: 'Начать запись' }).click();
    await recordFor(page, 5);
    const beforePause = await pauseAndRead(page);
    await page.waitForTimeout(6_000);
    expect(await elapsedSeconds(page)).toBe(beforePause);
    await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await recordFor(page, 5);
    const recorded = await pauseAndRead(page);
    await stopAndExpectDuration(page, state, recorded);
  }, 240_000);

  test('the server killed mid-recording loses nothing: pieces wait in the browser and go up after its restart', async () => {
    const { page, api } = e2e;
    const { secretary, protocol, state } = await secretaryWithProtocol('Совещание при падении сервера');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}/recording`);
    await allowMicrophone(page);
    await page.getByRole('button', { name: 'Начать запись' }).click();
    await recordFor(page, 4);
    await allSent(page);
    await e2e.server.kill();
    await recordFor(page, 7);
    await visible(page.getByTestId('upload-status').getByText(/Не отправлено: \d+ фрагмент/));
    await screenshotAt(page, '4-server-down', [390]);
    e2e.server = await e2e.server.restart();
    await allSent(page, 90_000);
    const recorded = await pauseAndRead(page);
    await stopAndExpectDuration(page, state, recorded);
  }, 240_000);

  test('a second tab of the same recording waits and says so, and takes over once the first is closed', async () => {
    const { page, api } = e2e;
    const { secretary, protocol } = await secretaryWithProtocol('Запись в двух вкладках');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}/recording`);
    await allowMicrophone(page);
    const second = await page.context().newPage();
    await second.goto(`/main/protocols/${protocol.id}/recording`);
    await visible(second.getByTestId('recording-open-elsewhere'));
    expect(await second.getByRole('button', { name: 'Начать запись' }).isEnabled()).toBe(false);
    await page.goto('about:blank');
    await second.getByTestId('recording-open-elsewhere').getByRole('button', { name: 'Повторить' }).click();
    await expect.poll(() => second.getByTestId('recording-open-elsewhere').count()).toBe(0);
    await second.close();
  }, 120_000);
});
