import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { repoRoot } from '../support/server.ts';
import { signIn, visible } from '../support/browser.ts';
import { callApi } from '../protocols/protocol-helpers.ts';
import { chooseFiles, MEETING_SUBTITLES } from '../video/video-helpers.ts';
import { protocolWithVideo } from './speech-helpers.ts';

interface ProtocolState {
  stage: string;
  transcript: { speaker: string | null; text: string }[];
  transcript_edited: boolean;
}

describe('subtitles after the upload, and recognition again', () => {
  const e2e = useE2E({
    serverEnv: { GIGAAM_MODEL_DIR: path.join(repoRoot, 'apps/server/fixtures/speech/gigaam-ctc'), GIGAAM_THREADS: '1', JOB_POLL_SECONDS: '0.5' },
  });

  test('the secretary attaches a WebVTT file and re-runs, replacing her edited transcript only after confirming', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const protocolId = await protocolWithVideo(e2e.server.url, token);
    const state = () => callApi<ProtocolState>(api, 'GET', `/api/protocols/${protocolId}`, token);
    await expect.poll(async () => (await state()).stage, { timeout: 60_000 }).toBe('success_video_process');
    await callApi(api, 'PUT', `/api/protocols/${protocolId}/transcript`, token, { segments: [{ start: 0, end: 3, speaker: null, text: 'Моя правка' }] });

    await signIn(page, api, secretary, `/main/protocols/${protocolId}`);
    await chooseFiles(page, page.getByRole('button', { name: 'Прикрепить стенограмму (VTT, SRT)' }), MEETING_SUBTITLES);
    await visible(page.getByText('Файл стенограммы прикреплён: он будет использован при следующей обработке'));

    await page.getByRole('button', { name: 'Распознать заново' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Распознать запись заново' }));
    await visible(dialog.getByText('Стенограмму исправляли вручную', { exact: false }));
    await dialog.getByRole('button', { name: 'Запустить' }).click();
    await visible(page.getByText('Распознавание запущено заново'));
    await expect.poll(async () => (await state()).stage, { timeout: 60_000 }).toBe('success_video_process');
    expect((await state()).transcript).toEqual([{ start: 0, end: 3, speaker: null, text: 'Моя правка' }]);

    await page.getByRole('button', { name: 'Распознать заново' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Распознать запись заново' }));
    await again.getByLabel('Заменить исправленную стенограмму новой').check();
    await again.getByRole('button', { name: 'Запустить' }).click();
    await expect.poll(async () => (await state()).transcript_edited, { timeout: 60_000 }).toBe(false);
    await expect.poll(async () => (await state()).stage, { timeout: 60_000 }).toBe('success_video_process');
    const replaced = (await state()).transcript;
    expect(replaced[0]).toMatchObject({ speaker: 'Иванов Сергей Петрович' });
    await visible(page.getByText('Добрый день, коллеги', { exact: false }).first());
  }, 180_000);
});
