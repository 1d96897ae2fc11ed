import { describe, expect, test } from 'vitest';
import { atPath, signIn, visible } from '../support/browser.ts';
import { useE2E } from '../support/e2e.ts';
import { callApi } from '../protocols/protocol-helpers.ts';
import { createMeeting, dayOfThisMonth, eventOf, openMeetings } from '../meetings/meeting-helpers.ts';
import { allowMicrophone, fakeMicrophoneArgs, speechWithPauses, studio } from './recording-helpers.ts';

const speech = speechWithPauses();

describe('where a recording starts (issue 27)', () => {
  const e2e = useE2E({ browserArgs: fakeMicrophoneArgs(speech.file) });

  test('«Начать запись» on a meeting makes its protocol as «Создать протокол» does, then opens the recording screen', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    const token = await api.login(secretary.email, secretary.password);
    const meeting = await createMeeting(api, token, { theme: 'Планёрка отдела снабжения', event_date: dayOfThisMonth(12) });
    await signIn(page, api, secretary, '/main/home');
    await openMeetings(page);
    await eventOf(page, 'Планёрка отдела снабжения').click();
    const editor = await visible(page.getByRole('dialog', { name: 'Редактирование совещания' }));
    await editor.getByRole('link', { name: 'Начать запись' }).click();

    const form = await visible(page.getByRole('form', { name: 'Новый протокол' }));
    await visible(page.getByTestId('meeting-prefill'));
    await visible(page.getByTestId('record-after-create'));
    expect(await form.getByLabel('Тема').inputValue()).toBe('Планёрка отдела снабжения');
    await form.getByRole('button', { name: 'Создать протокол' }).click();
    await page.waitForURL((url) => /^\/main\/protocols\/\d+\/recording$/.test(url.pathname), { waitUntil: 'commit' });
    const protocolId = Number(new URL(page.url()).pathname.split('/')[3]);
    const protocol = await callApi<{ meeting_id: number | null; theme: string }>(api, 'GET', `/api/protocols/${protocolId}`, token);
    expect(protocol).toMatchObject({ meeting_id: meeting.id, theme: 'Планёрка отдела снабжения' });
    await allowMicrophone(page);
    expect(await studio(page).getAttribute('data-phase')).toBe('idle');
    await visible(page.getByRole('button', { name: 'Начать запись' }));
  });

  test('on a phone the home screen offers «Записать совещание» first, and the app can be installed (manifest)', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, api, secretary, '/main/home');
    const card = await visible(page.getByTestId('record-meeting-card'));
    const box = await card.boundingBox();
    expect(box!.y).toBeLessThan(300);
    await card.getByRole('link', { name: 'Записать совещание' }).click();
    await atPath(page, '/main/protocols/add');
    const form = await visible(page.getByRole('form', { name: 'Новый протокол' }));
    await form.getByLabel('Тема').fill('Оперативка');
    await form.getByRole('button', { name: 'Создать протокол' }).click();
    await page.waitForURL((url) => /^\/main\/protocols\/\d+\/recording$/.test(url.pathname), { waitUntil: 'commit' });
    await allowMicrophone(page);

    // The manifest makes the app installable from a phone's home screen, the recording one tap away.
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/main/home', lang: 'ru' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.shortcuts[0]).toMatchObject({ name: 'Записать совещание', url: '/main/protocols/add?record=1' });
    for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200);
  });
});
