import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { gone, signIn, visible } from '../support/browser.ts';
import { MEETING_SUBTITLES, MEETING_VIDEO, VIDEO_SERVER_ENV } from '../video/video-helpers.ts';
import { callApi, createPerson, notification } from './protocol-helpers.ts';

/** Sends the sample meeting through the API: its unknown speaker (Кузнецов) becomes a member with no e-mail. */
async function processedMeeting(baseUrl: string, token: string, protocolId: number): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const video = new FormData();
  video.append('total_chunks', '1');
  video.append('chunk_index', '0');
  video.append('video', new Blob([readFileSync(MEETING_VIDEO)], { type: 'video/mp4' }), 'meeting.mp4');
  expect((await fetch(`${baseUrl}/api/protocols/${protocolId}/upload-chunks`, { method: 'POST', headers: auth, body: video })).status).toBe(200);
  const subtitles = new FormData();
  subtitles.append('file', new Blob([readFileSync(MEETING_SUBTITLES)], { type: 'text/vtt' }), 'meeting.vtt');
  expect((await fetch(`${baseUrl}/api/protocols/${protocolId}/subtitles`, { method: 'POST', headers: auth, body: subtitles })).status).toBe(200);
  expect((await fetch(`${baseUrl}/api/protocols/${protocolId}/process-video`, { method: 'POST', headers: auth })).status).toBe(200);
}

/** Issue 23: «Разослать протокол» names who gets nothing (no e-mail), takes their address there, and says when it was sent. */
describe('sending the protocol', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('the dialog names the member without an e-mail, an address added there brings him in; «Отправлено …» stays after a reload', async () => {
    const { page, api, mailbox } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Орлова Анна' });
    const token = await api.login(secretary.email, secretary.password);
    const ivanov = await createPerson(api, token, 'Иванов Сергей Петрович');
    const popova = await createPerson(api, token, 'Попова Елена Викторовна');
    const protocol = await callApi<{ id: number }>(api, 'POST', '/api/protocols', token, {
      theme: 'Закупки',
      event_date: '2026-11-10',
      member_ids: [ivanov.id, popova.id],
    });
    await processedMeeting(api.baseUrl, token, protocol.id);
    await expect
      .poll(async () => (await callApi<{ stage: string }>(api, 'GET', `/api/protocols/${protocol.id}`, token)).stage, { timeout: 60_000 })
      .toBe('success_video_process');
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/suggestions/accept-all`, token);
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/stage`, token, { stage: 'finish' });
    await callApi(api, 'POST', `/api/protocols/${protocol.id}/final`, token, {
      final_transcript: [{ key: 'Повестка дня', value: 'Закупки на квартал' }],
      location: 'Переговорная 305',
      city: 'Казань',
    });

    await signIn(page, api, secretary, `/main/protocols/${protocol.id}`);
    expect(await page.getByTestId('protocol-sent-at').count()).toBe(0);
    await page.getByRole('button', { name: 'Разослать протокол' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Разослать протокол' }));
    await expect.poll(() => dialog.innerText()).toContain('будет отправлен по e-mail 2 участникам');
    const missing = await visible(dialog.getByTestId('send-no-email'));
    expect(await missing.innerText()).toContain('Не получат протокол: нет e-mail (1)');
    expect(await missing.innerText()).toContain('Кузнецов Дмитрий Андреевич');
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/uiforms-send-dialog-${width}.png` });
    }

    const address = `kuznetsov-${randomUUID().slice(0, 6)}@e2e.test`;
    await dialog.getByLabel('E-mail: Кузнецов Дмитрий Андреевич').fill(address);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await visible(notification(page, 'E-mail сохранён'));
    await gone(dialog.getByTestId('send-no-email'));
    const since = mailbox.messages.length;
    await dialog.getByRole('button', { name: 'Разослать (3)' }).click();
    await visible(notification(page, 'Протокол отправляется участникам: 3'));
    for (const to of [ivanov.email, popova.email, address]) await mailbox.waitFor(to, { since, timeoutMs: 30_000 });

    const sentAt = page.getByTestId('protocol-sent-at');
    const shown = await (await visible(sentAt)).innerText();
    expect(shown).toMatch(/^Отправлено \d\d\.\d\d в \d\d:\d\d$/);
    await page.screenshot({ path: '/tmp/uiforms-sent-at-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/uiforms-sent-at-390.png' });
    await page.reload();
    expect(await (await visible(sentAt)).innerText()).toBe(shown);
  });
});
