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

  test('an upload cut off by a reload continues with the same file and sends only the missing chunks', async () => {
    const { page, api } = e2e;
    const { secretary, token, protocol } = await secretaryWithProtocol(api, 'Совещание по тендеру');
    await attachSubtitles(api, token, protocol.id);
    await useSmallChunks(page);
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);

    const chunks = await holdChunksAfter(page, 2);
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await page.getByRole('button', { name: 'Загрузить видео' }).click();
    await visible(page.getByTestId('video-upload').getByText('Загрузка видео: 28%'));
    await expect.poll(() => chunks.sent()).toBe(2 + 3);

    chunks.cut();
    await page.reload();
    await page.unrouteAll({ behavior: 'wait' });
    const interrupted = await visible(page.getByTestId('video-upload-interrupted'));
    await visible(interrupted.getByText('Загрузка прервана: выберите тот же файл, чтобы продолжить'));
    await visible(interrupted.getByText('Уже загружено: 28%'));
    await visible(interrupted.getByText(/meeting\.mp4/));
    await screenshot(page, '8-interrupted', page.getByTestId('protocol-video-section'));

    const sent = await countChunks(page);
    await chooseFiles(page, interrupted.getByTestId('video-dropzone'), MEETING_VIDEO);
    await expect.poll(() => stageOf(api, token, protocol.id), { timeout: 20_000 }).toBe('success_video_process');
    expect(sent).toHaveLength(MEETING_CHUNKS - 2);
    const status = await callApi<{ received: number[] }>(api, 'GET', `/api/protocols/${protocol.id}/upload-chunks`, token);
    expect(status.received).toEqual([]);
    await visible(videoElement(page));
  });

  test('a file that is not a recording is refused with the server’s words, and another one can be picked', async () => {
    const { page, api } = e2e;
    const { secretary, protocol } = await secretaryWithProtocol(api, 'Совещание без записи');
    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('video-dropzone').click()]);
    await chooser.setFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('это не видео, а заметки') });
    await page.getByRole('button', { name: 'Загрузить видео' }).click();

    const upload = page.getByTestId('video-upload');
    await visible(upload.getByRole('alert').getByText('Файл не является видео- или аудиозаписью'));
    await screenshot(page, '9-not-media', page.getByTestId('protocol-video-section'));
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
