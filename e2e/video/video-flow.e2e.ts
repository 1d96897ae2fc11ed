import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { useE2E } from '../support/e2e.ts';
import { atPath, describedText, gone, signIn, visible } from '../support/browser.ts';
import { callApi, createPerson, pickPerson, tab } from '../protocols/protocol-helpers.ts';
import {
  activeSegment,
  chooseFiles,
  currentTime,
  holdChunksAfter,
  MEETING_SUBTITLES,
  MEETING_VIDEO,
  screenshot,
  useSmallChunks,
  VIDEO_SERVER_ENV,
  videoElement,
  visibleWithin,
  waitForMetadata,
} from './video-helpers.ts';

interface ProtocolRow {
  id: number;
  protocol_number: number;
  theme: string;
}

interface TaskRow {
  essence: string;
  deadline: string;
  responsible: { full_name: string } | null;
}

const THEME = 'Планёрка отдела закупок';

describe('video: from the recording to a protocol with tasks', () => {
  const e2e = useE2E({ serverEnv: VIDEO_SERVER_ENV });

  test('uploads with progress, follows the stages, opens the protocol from the toast, plays it in sync and accepts the tasks', async () => {
    const { page, api } = e2e;
    const { secretary } = await api.createSecretary({ full_name: 'Смирнова Ольга' });
    const token = await api.login(secretary.email, secretary.password);
    const chair = await createPerson(api, token, 'Иванов Сергей Петрович');
    const kuznetsov = await createPerson(api, token, 'Кузнецов Дмитрий Андреевич');
    const popova = await createPerson(api, token, 'Попова Елена Викторовна');

    await useSmallChunks(page);
    await signIn(page, api, secretary, '/main/protocols/add');
    const form = await visible(page.getByRole('form', { name: 'Новый протокол' }));
    await form.getByLabel('Тема').fill(THEME);
    await pickPerson(form, page, 'Председатель', chair.fullName);
    for (const person of [chair, kuznetsov, popova]) await pickPerson(form, page, 'Участники', person.fullName);
    await chooseFiles(page, page.getByTestId('video-dropzone'), MEETING_VIDEO);
    await visible(page.getByTestId('chosen-video').getByText('meeting.mp4'));
    await chooseFiles(page, form.getByLabel('Использовать мой файл стенограммы (.vtt, .srt)'), MEETING_SUBTITLES);
    await visible(form.getByText('meeting.vtt'));
    await screenshot(page, '1-add-form');

    // Three chunks pass, the rest wait: the upload is seen half-way, on the protocol page and in the list.
    const chunks = await holdChunksAfter(page, 3);
    await form.getByRole('button', { name: 'Создать протокол' }).click();
    await page.waitForURL((url) => /^\/main\/protocols\/\d+$/.test(url.pathname), { waitUntil: 'commit' });
    const protocolId = Number(new URL(page.url()).pathname.split('/').pop());
    const upload = await visible(page.getByTestId('video-upload'));
    await visible(upload.getByText('Загрузка видео: 42%'));
    expect(await upload.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    await screenshot(page, '2-uploading');

    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Протоколы' }).click();
    await atPath(page, '/main/protocols');
    const row = page.getByTestId('protocol-row').filter({ hasText: THEME });
    await visible(row.getByTestId('upload-progress').getByText('Загрузка видео: 42%'));
    expect(chunks.sent()).toBeLessThanOrEqual(6);
    await screenshot(page, '3-list-uploading');

    // Seed §4 on the first list page: video_uploaded at once, video_process three seconds later.
    chunks.release();
    await visible(row.locator('[data-stage="video_uploaded"]'));
    await visibleWithin(row.locator('[data-stage="video_process"]'), 8_000);
    expect(chunks.sent()).toBe(7);
    const [created] = (await callApi<{ data: ProtocolRow[] }>(api, 'GET', '/api/protocols?limit=15&page=1', token)).data;
    expect(created!.id).toBe(protocolId);

    const message = `Протокол №${created!.protocol_number} «${THEME}»: обработка видео завершена`;
    const toast = await visibleWithin(page.getByRole('status').filter({ hasText: message }), 30_000);
    await screenshot(page, '4-toast');
    await toast.click();
    await atPath(page, `/main/protocols/${protocolId}`);
    await gone(toast);

    // The player and the transcript move together.
    await visible(videoElement(page));
    await waitForMetadata(page);
    await videoElement(page).evaluate((video) => {
      (video as HTMLVideoElement).currentTime = 30;
    });
    await visible(activeSegment(page).getByText(/Выступила Попова/));
    expect(await activeSegment(page).count()).toBe(1);
    await page.getByTestId('transcript-segment').filter({ hasText: 'По второму вопросу слушали Попову' }).getByText('По второму').click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(43.865, 1);
    await visible(activeSegment(page).getByText(/По второму вопросу/));
    await screenshot(page, '5-player', page.getByTestId('protocol-video-section'));

    // A fragment corrected inline: Enter saves.
    const segment = page.getByTestId('transcript-segment').filter({ hasText: 'Техническое задание на тендер почти готово' });
    await segment.getByRole('button', { name: 'Изменить фрагмент' }).click();
    const editor = await visible(page.getByTestId('transcript-segment-editor'));
    await editor.getByRole('textbox', { name: 'Текст фрагмента' }).fill('Техническое задание на тендер готово.');
    await editor.getByRole('textbox', { name: 'Текст фрагмента' }).press('Enter');
    await visible(page.getByTestId('transcript-segment').filter({ hasText: 'Техническое задание на тендер готово.' }));
    const transcript = await callApi<{ text: string }[]>(api, 'GET', `/api/protocols/${protocolId}/transcript`, token);
    expect(transcript.map((fragment) => fragment.text)).toContain('Техническое задание на тендер готово.');

    // The two tasks the recording gave: the quote's ▶ plays its moment; both are accepted.
    const suggestions = await visible(page.getByTestId('suggestions'));
    const tasks = suggestions.getByTestId('suggested-task');
    await expect.poll(() => tasks.count()).toBe(2);
    const kuznetsovTask = tasks.filter({ hasText: kuznetsov.fullName });
    expect(await tasks.filter({ hasText: popova.fullName }).count()).toBe(1);
    expect(await kuznetsovTask.innerText()).toMatch(/Срок: \d{2}\.\d{2}\.\d{4}/);
    await screenshot(page, '6-suggestions', suggestions);
    await kuznetsovTask.getByRole('button', { name: /^Воспроизвести с / }).click();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(34);
    await kuznetsovTask.getByRole('button', { name: 'Принять' }).click();
    await expect.poll(() => tasks.count()).toBe(1);
    // The other one is corrected first, in the same task form as «Добавить поручение», then accepted.
    const lastTask = tasks.first();
    expect(await lastTask.innerText()).toContain(popova.fullName);
    await lastTask.getByRole('button', { name: 'Изменить' }).click();
    const correction = await visible(lastTask.getByRole('form', { name: 'Изменить' }));
    const essence = correction.getByLabel('Поручение');
    const suggested = await essence.inputValue();
    await essence.fill('');
    await correction.getByRole('button', { name: 'Принять поручение' }).click();
    await expect.poll(() => describedText(essence)).toContain('Поле обязательно для заполнения');
    await essence.fill(`${suggested} (срочно)`);
    await screenshot(page, '6b-suggestion-corrected', lastTask);
    await correction.getByRole('button', { name: 'Принять поручение' }).click();
    await gone(suggestions.getByTestId('suggested-task'));

    const accepted = await callApi<TaskRow[]>(api, 'GET', `/api/protocols/${protocolId}/tasks`, token);
    expect(accepted.map((task) => task.responsible?.full_name).sort()).toEqual([kuznetsov.fullName, popova.fullName]);
    expect(accepted.find((task) => task.responsible?.full_name === popova.fullName)?.essence).toMatch(/ \(срочно\)$/);
    expect(accepted.every((task) => /^\d{4}-\d{2}-\d{2}$/.test(task.deadline))).toBe(true);
    await tab(page, 'Поручения').click();
    await visible(page.getByText(/претензии поставщикам/i).first());
    await screenshot(page, '7-tasks');

    // The walkthrough ends with the document: the PDF lists both accepted tasks with their deadlines.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: 'Ещё действия' })
        .click()
        .then(() => page.getByRole('menuitem', { name: 'Скачать PDF' }).click()),
    ]);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
    // Both tasks were said after «Поручить», so they are numbered decisions under ПОСТАНОВИЛИ (РЕШИЛИ), worded as
    // «Поручить <Фамилии И.О. in the dative> <суть> — в срок до ДД.ММ.ГГГГ», and there is no separate ПОРУЧЕНИЯ block.
    expect(text).toContain('ПОСТАНОВИЛИ (РЕШИЛИ):');
    expect(text).not.toContain('ПОРУЧЕНИЯ:');
    const dative: Record<string, string> = { [kuznetsov.fullName]: 'Кузнецову Д.А.', [popova.fullName]: 'Поповой Е.В.' };
    for (const task of accepted) {
      const essence = task.essence.trim().replace(/[.;,\s]+$/u, '');
      const wording = `Поручить ${dative[task.responsible!.full_name]} ${essence.charAt(0).toLocaleLowerCase('ru-RU')}${essence.slice(1)}`;
      const deadline = `в срок до ${task.deadline.split('-').reverse().join('.')}`;
      expect(text).toMatch(new RegExp(`\\d+\\.\\d+\\. ${escapeRegExp(wording)} — ${escapeRegExp(deadline)}\\.`, 'u'));
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
