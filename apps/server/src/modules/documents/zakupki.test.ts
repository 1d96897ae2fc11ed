import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { api, createTestApp, type TestApp } from '../../test/app.ts';
import { meetingPeople, protocolWithVideo, waitForStage } from '../../test/processing.ts';
import { saveOrganizationSettings } from '../settings/index.ts';

const run = promisify(execFile);
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/№ ?/g, '№ ');

/**
 * Issue 13, «done when»: the test meeting ../shared/meetings/zakupki, processed with its subtitles, its sections and
 * suggested tasks accepted and saved as final, gives a PDF and a DOCX a records clerk signs without edits.
 */
describe('the zakupki meeting from subtitles to the signed protocol', () => {
  let t: TestApp;
  let pdf = '';
  let docx = '';

  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5', PROCESSING_RETRY_DELAY_SECONDS: '1', ASR_ENGINE: 'subtitles' });
    await saveOrganizationSettings(t.app, { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow' });
    const { secretary, ivanov, kuznetsov, popova } = await meetingPeople(t.app);
    const id = await protocolWithVideo(t.app, secretary, { members: [ivanov.id, kuznetsov.id, popova.id], subtitles: true });
    await api(t.app, secretary, { method: 'PUT', url: `/api/protocols/${id}`, payload: { director_id: ivanov.id } });
    expect((await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${id}/process-video` })).statusCode).toBe(200);
    const done = await waitForStage(t.app, id, ['success_video_process', 'error_video_process']);
    expect(done.stage).toBe('success_video_process');
    const questions: (number | undefined)[] = [];
    for (const task of done.suggested_tasks as { id: string }[]) {
      const accepted = await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${id}/suggestions/tasks/${task.id}/accept`, payload: {} });
      expect(accepted.statusCode).toBe(201);
      questions.push(accepted.json().data.question?.number);
    }
    // Each accepted task is tied to the question being discussed when it was said.
    expect(questions).toEqual([1, 2]);
    const sections = (await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${id}/final` })).json().data;
    const saved = await api(t.app, secretary, {
      method: 'POST',
      url: `/api/protocols/${id}/final`,
      payload: { final_transcript: sections, location: 'Переговорная 2', city: 'Москва' },
    });
    expect(saved.statusCode).toBe(200);
    const pdfFile = path.join(t.dataDir, 'zakupki.pdf');
    await writeFile(pdfFile, (await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${id}/documents/pdf` })).rawPayload);
    pdf = flat((await run('pdftotext', ['-layout', '-enc', 'UTF-8', pdfFile, '-'])).stdout);
    const docxBody = (await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${id}/documents/docx` })).rawPayload;
    docx = flat((await mammoth.extractRawText({ buffer: docxBody })).value);
  }, 120_000);
  afterAll(() => t.close());

  const EXPECTED = [
    'ООО «РОМАШКА»',
    'ПРОТОКОЛ',
    '10.11.2026 № 1',
    'г. Москва',
    'планёрки отдела закупок',
    'Место проведения: Переговорная 2',
    'Председатель — Иванов С.П.',
    'Приглашённые: Кузнецов Д.А., Попова Е.В.',
    'ПОВЕСТКА ДНЯ:',
    'Об итогах закупок за октябрь.',
    'О подготовке к тендеру на поставку оргтехники.',
    '1. СЛУШАЛИ: Кузнецова Д.А. — В октябре мы заключили 12 договоров на общую сумму 4 000 000 рублей.', // numbers as digits (the extracted text has plain spaces)
    'ВЫСТУПИЛИ: Попова Е.В. — Хочу отметить, что два поставщика сорвали сроки поставки бумаги',
    'ПОСТАНОВИЛИ (РЕШИЛИ):',
    'Отчёт принять к сведению.',
    'Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до 25.11.2026.',
    '2. СЛУШАЛИ: Попову Е.В. — Техническое задание на тендер почти готово.',
    'ВЫСТУПИЛИ: Кузнецов Д.А. — Предлагаю увеличить гарантийный срок до трёх лет',
    'ПОСТАНОВИЛИ (РЕШИЛИ):',
    'Согласовать техническое задание с отделом информационных технологий.',
    'Поручить Поповой Е.В. разместить извещение о тендере — в срок до 01.12.2026.',
    'Председатель',
    'С.П. Иванов',
    'Секретарь',
  ];

  it.each([
    ['PDF', () => pdf],
    ['DOCX', () => docx],
  ])('%s holds the protocol in order, every part and task once, nothing spoken around it', (_format, text) => {
    let from = 0;
    for (const expected of EXPECTED) {
      const at = text().indexOf(expected, from);
      expect(at, `«${expected}»`).toBeGreaterThanOrEqual(0);
      from = at + expected.length;
    }
    for (const once of ['ПОВЕСТКА ДНЯ', 'претензии поставщикам', 'извещение о тендере']) {
      expect(text().split(once).length - 1, once).toBe(1);
    }
    for (const absent of ['ВСТУПЛЕНИЕ', 'Добрый день', 'По второму вопросу', 'По первому вопросу', 'планёрка окончена', 'ПОРУЧЕНИЯ:', 'двадцать пятого']) {
      expect(text()).not.toContain(absent);
    }
    // Every sentence of the text starts with a capital letter.
    expect(text()).not.toMatch(/(?:СЛУШАЛИ:|ВЫСТУПИЛИ:|\d\.\d\.) [а-яё]/u);
  });
});
