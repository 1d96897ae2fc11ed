import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e.ts';
import { signIn, visible } from '../support/browser.ts';
import type { ApiClient } from '../support/api.ts';
import { callApi, createProtocol } from '../protocols/protocol-helpers.ts';
import {
  chooseFiles,
  holdChunksAfter,
  MEETING_CHUNKS,
  MEETING_SUBTITLES,
  MEETING_VIDEO,
  screenshot,
  useSmallChunks,
  VIDEO_SERVER_ENV,
  videoElement,
  visibleWithin,
} from './video-helpers.ts';

/** «Мой файл стенограммы» attached through the API, as the add form does before the video. */
async function attachSubtitles(api: ApiClient, token: string, protocolId: number): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(MEETING_SUBTITLES)], { type: 'text/vtt' }), 'meeting.vtt');
  const response = await fetch(`${api.baseUrl}/api/protocols/${protocolId}/subtitles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    body: form,
  });
  expect(response.status).toBe(200);
}

async function stageOf(api: ApiClient, token: string, protocolId: number): Promise<string> {
  return (await callApi<{ stage: string }>(api, 'GET', `/api/protocols/${protocolId}`, token)).stage;
}

/** Counts the chunks the page sends from now on. */
async function countChunks(page: Page) {
  const indexes: number[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/upload-chunks')) return;
    const index = /name="chunk_index"\r\n\r\n(\d+)/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1];
    indexes.push(Number(index));
  });
  return indexes;
}

async function secretaryWithProtocol(api: ApiClient, theme: string) {
  const { secretary } = await api.createSecretary();
  const token = await api.login(secretary.email, secretary.password);
  const protocol = await createProtocol(api, token, { theme });
  return { secretary, token, protocol };
}

describe('video upload: resuming, refusals and a failed processing', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('an upload cut off by a reload continues with the same file and sends only the missing chunks; the transcript file is picked on resume', async () => {
    const { page, api } = e2e;
    const { secretary, token, protocol } = await secretaryWithProtocol(api, 'Совещание по тендеру');
    await useSmallChunks(page);
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);

    const chunks = await holdChunksAfter(page, 2);
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();
    await expect.poll(() => chunks.sent()).toBe(2 + 3);
    await visible(page.getByTestId('video-upload-bytes').getByText(/из 1,7 МБ/));

    chunks.cut();
    await page.reload();
    await page.unrouteAll({ behavior: 'wait' });
    const interrupted = await visible(page.getByTestId('video-upload-interrupted'));
    await visible(interrupted.getByText('Загрузка прервана: выберите тот же файл, чтобы продолжить'));
    await visible(interrupted.getByText('Уже загружено: 28%'));
    await visible(interrupted.getByText(/meeting\.mp4/));
    await screenshot(page, '8-interrupted', page.getByTestId('protocol-video-section'));

    // The subtitles picker is there on resume too: processing (ASR_ENGINE=subtitles) succeeds only with the file.
    const sent = await countChunks(page);
    await chooseFiles(page, interrupted.getByTestId('video-dropzone'), MEETING_VIDEO);
    await chooseFiles(page, interrupted.getByLabel('Использовать мой файл стенограммы (.vtt, .srt)'), MEETING_SUBTITLES);
    await visible(interrupted.getByText('meeting.vtt'));
    await interrupted.getByRole('button', { name: 'Продолжить загрузку' }).click();
    await expect.poll(() => stageOf(api, token, protocol.id), { timeout: 20_000 }).toBe('success_video_process');
    expect(sent).toHaveLength(MEETING_CHUNKS - 2);
    const status = await callApi<{ received: number[] }>(api, 'GET', `/api/protocols/${protocol.id}/upload-chunks`, token);
    expect(status.received).toEqual([]);
    await visible(videoElement(page));
  });

  test('progress moves by bytes inside one chunk, with speed and time left; «Пауза» stops it, «Продолжить» finishes it', async () => {
    const { page, api } = e2e;
    const { secretary, token, protocol } = await secretaryWithProtocol(api, 'Совещание с медленной связью');
    await attachSubtitles(api, token, protocol.id);
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    // A slow uplink (~150 KB/s): the whole 1.8 MB file is one default-size chunk, yet the bar moves.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 150 * 1024 });

    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();
    const upload = await visible(page.getByTestId('video-upload'));
    const percent = async () => Number(/(\d+)%/.exec((await upload.getByTestId('video-upload-status').innerText()) ?? '')?.[1] ?? -1);
    await expect.poll(percent, { timeout: 15_000 }).toBeGreaterThan(0);
    const partway = await percent();
    expect(partway).toBeLessThan(100);
    await expect
      .poll(() => upload.getByTestId('video-upload-bytes').innerText(), { timeout: 15_000 })
      .toMatch(/^\d+(,\d)? (КБ|МБ) из 1,7 МБ · \d+(,\d)? (КБ|МБ)\/с · осталось \d+ (с|мин)/);
    expect(await upload.getAttribute('data-phase')).toBe('uploading');

    await upload.getByRole('button', { name: 'Пауза' }).click();
    await visible(upload.getByText(/Загрузка приостановлена/));
    expect(await upload.getAttribute('data-phase')).toBe('paused');
    await screenshot(page, '10-paused', upload);

    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await upload.getByRole('button', { name: 'Продолжить' }).click();
    await expect.poll(() => stageOf(api, token, protocol.id), { timeout: 20_000 }).toBe('success_video_process');
  });

  test('pausing a many-chunk upload keeps the chunks the server has: «Продолжить» sends only the rest', async () => {
    const { page, api } = e2e;
    const { secretary, token, protocol } = await secretaryWithProtocol(api, 'Совещание на паузе');
    await attachSubtitles(api, token, protocol.id);
    await useSmallChunks(page);
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const chunks = await holdChunksAfter(page, 3);
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();
    await expect.poll(() => chunks.sent()).toBe(3 + 3);
    const upload = page.getByTestId('video-upload');
    await upload.getByRole('button', { name: 'Пауза' }).click();
    await visible(upload.getByText(/Загрузка приостановлена/));
    chunks.cut();
    await page.unrouteAll({ behavior: 'wait' });
    const held = await callApi<{ received: number[] }>(api, 'GET', `/api/protocols/${protocol.id}/upload-chunks`, token);
    expect(held.received).toHaveLength(3);

    const sent = await countChunks(page);
    await upload.getByRole('button', { name: 'Продолжить' }).click();
    await expect.poll(() => stageOf(api, token, protocol.id), { timeout: 20_000 }).toBe('success_video_process');
    expect(sent).toHaveLength(MEETING_CHUNKS - 3);
  });

  test('a file that is not a recording is refused by name before any upload starts; another one can be picked', async () => {
    const { page, api } = e2e;
    const { secretary, protocol } = await secretaryWithProtocol(api, 'Совещание без записи');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const sent = await countChunks(page);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('video-dropzone').click()]);
    await chooser.setFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('это не видео, а заметки') });
    const refusal = await visible(page.getByTestId('video-rejected'));
    expect(await refusal.innerText()).toBe(
      '«notes.mp4» — не видео- и не аудиозапись (это файл TXT). Выберите запись совещания: MP4, MOV, WEBM, MKV, MP3, WAV и т. п.',
    );
    expect(await page.getByRole('button', { name: 'Загрузить видео' }).isDisabled()).toBe(true);
    await screenshot(page, '9-not-media', page.getByTestId('protocol-video-section'));

    const [pdfChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('video-dropzone').click()]);
    await pdfChooser.setFiles({ name: 'Повестка.mp4', mimeType: 'video/mp4', buffer: Buffer.from('%PDF-1.7\n' + ' '.repeat(64)) });
    await visible(page.getByTestId('video-rejected').getByText('«Повестка.mp4» — не видео- и не аудиозапись (это файл PDF)', { exact: false }));
    expect(sent).toHaveLength(0);

    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await visible(page.getByTestId('chosen-video').getByText('meeting.mp4'));
    expect(await page.getByTestId('video-rejected').count()).toBe(0);
  });

  test('when the server still refuses the file, the reason is shown without a progress bar or «Повторить»', async () => {
    const { page, api } = e2e;
    const { secretary, protocol } = await secretaryWithProtocol(api, 'Совещание с битым файлом');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    await page.route('**/api/protocols/*/upload-chunks', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ status: 'error', message: 'Файл не является видео- или аудиозаписью', data: {}, errors: {} }),
          })
        : route.continue(),
    );
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();
    const upload = page.getByTestId('video-upload');
    await visible(upload.getByRole('alert').getByText('Файл не является видео- или аудиозаписью'));
    expect(await upload.getByRole('button', { name: 'Повторить' }).count()).toBe(0);
    expect(await upload.getByTestId('video-upload-progress').count()).toBe(0);
    await upload.getByRole('button', { name: 'Загрузить другой файл' }).click();
    await visible(page.getByTestId('video-dropzone'));
  });

  test('a failed processing shows the reason; «Повторить обработку» runs it again', async () => {
    const { page, api } = e2e;
    const { secretary, token, protocol } = await secretaryWithProtocol(api, 'Совещание без субтитров');
    await useSmallChunks(page);
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();

    // The server is set to need subtitles; without them processing fails after its retries (pg-boss waits
    // PROCESSING_RETRY_DELAY_SECONDS, 30 s in the data template's queue, before each of the two retries).
    const reason = 'Загрузите вместе с видео файл субтитров (WebVTT или SRT): распознавание речи отключено';
    const failure = await visibleWithin(page.getByRole('alert').filter({ hasText: 'Не удалось обработать видео' }), 110_000);
    await visible(failure.getByText(reason));
    await visible(page.getByRole('status').filter({ hasText: 'не удалось обработать видео' }));
    await screenshot(page, '10-processing-failed', page.getByTestId('protocol-video-section'));

    await attachSubtitles(api, token, protocol.id);
    await failure.getByRole('button', { name: 'Повторить обработку' }).click();
    await visibleWithin(page.getByRole('status').filter({ hasText: 'обработка видео завершена' }), 30_000);
    await visible(page.getByTestId('transcript-segment').first());
    expect(await stageOf(api, token, protocol.id)).toBe('success_video_process');
  }, 180_000);
});
