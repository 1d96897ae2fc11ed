import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import mammoth from 'mammoth';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { saveOrganizationSettings } from '../settings/index.ts';
import { FINAL_SECTIONS, seedProtocol } from './test-seed.ts';

const run = promisify(execFile);

const pdfText = async (body: Buffer) => (await extractText(new Uint8Array(body), { mergePages: true })).text;
const docxText = async (body: Buffer) => (await mammoth.extractRawText({ buffer: body })).value;
/** Text extractors may break lines anywhere: compare with whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('protocol documents', () => {
  let t: TestApp;
  let secretary: TestUser;
  let otherSecretary: TestUser;
  let manager: TestUser;
  let otherManager: TestUser;
  let admin: TestUser;
  let fullId: number;
  let fullNumber: number;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createUser(t.app, 'manager');
    otherManager = await createUser(t.app, 'manager');
    admin = await createUser(t.app, 'admin');
    secretary = await createUser(t.app, 'secretary', { manager_id: manager.id, full_name: 'Петрова Анна Сергеевна' });
    otherSecretary = await createUser(t.app, 'secretary', { manager_id: otherManager.id });
    await saveOrganizationSettings(t.app, { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow' });
    const director = await createUser(t.app, 'manager', { full_name: 'Иванов Иван Петрович', position: 'Генеральный директор' });
    const sidorov = await createUser(t.app, 'external', {
      full_name: 'Сидоров Олег Викторович',
      position: 'Начальник отдела',
      department: 'Отдел продаж',
    });
    const kuznetsova = await createUser(t.app, 'secretary', { full_name: 'Кузнецова Мария Ивановна', manager_id: manager.id });
    const protocol = await seedProtocol(
      t.app,
      secretary.id,
      {
        theme: 'О подготовке к отчётному периоду',
        agenda: '1. Итоги квартала.',
        event_date: '2026-11-22',
        event_start_time: '10:30',
        city: 'Москва',
        location: 'Переговорная 3',
        director_id: director.id,
        stage: 'final',
        sections: [{ key: 'Слушали', value: 'Черновой текст, которого в итоговом протоколе нет.' }],
        final_transcript: FINAL_SECTIONS,
      },
      {
        memberIds: [director.id, sidorov.id, kuznetsova.id],
        tasks: [
          { essence: 'Подготовить план закупок на декабрь', responsible_id: kuznetsova.id, deadline: '2026-12-01' },
          { essence: 'Разослать итоги квартала подразделениям', responsible_id: sidorov.id, deadline: '2026-11-25' },
          { essence: 'Проверить исполнение решений', responsible_id: null, deadline: '2027-01-15' },
        ],
      },
    );
    fullId = protocol.id;
    fullNumber = protocol.protocol_number;
  });
  afterAll(() => t.close());

  const download = (user: TestUser | null, id: number, format: 'pdf' | 'docx') =>
    api(t.app, user, { method: 'GET', url: `/api/protocols/${id}/documents/${format}` });

  const fullProtocolTexts = () => [
    'ООО «РОМАШКА»',
    'ПРОТОКОЛ',
    'совещания',
    '22 ноября 2026 г.',
    `№ ${fullNumber}`,
    'г. Москва',
    'О подготовке к отчётному периоду',
    'Место проведения: Переговорная 3',
    'Время начала: 10:30',
    'Председатель — Иванов Иван Петрович',
    'Секретарь — Петрова Анна Сергеевна',
    'Присутствовали: 3 человека',
    'Иванов Иван Петрович — Генеральный директор',
    'Сидоров Олег Викторович — Начальник отдела, Отдел продаж',
    'Кузнецова Мария Ивановна',
    'ПОВЕСТКА ДНЯ:',
    '1. Итоги квартала.',
    'О плане продаж на декабрь.',
    'СЛУШАЛИ:',
    'Сидорова О.В. об итогах квартала: выручка выросла на 12 процентов.',
    'ВЫСТУПИЛИ:',
    'Кузнецова М.И. предложила пересмотреть план закупок.',
    'Иванов И.П. поддержал предложение.',
    'РЕШИЛИ:',
    'Утвердить итоги квартала и подготовить план закупок.',
    'ПОРУЧЕНИЯ:',
    'Поручение',
    'Ответственный',
    'Срок',
    'Подготовить план закупок на декабрь',
    '01.12.2026',
    'Разослать итоги квартала подразделениям',
    '25.11.2026',
    'Проверить исполнение решений',
    '15.01.2027',
  ];

  it('renders the PDF as a Russian protocol with every part', async () => {
    const res = await download(secretary, fullId, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await pdfText(res.rawPayload));
    for (const expected of fullProtocolTexts()) expect(text).toContain(expected);
    expect(text).toMatch(/Председатель\s*_{5,}\s*И\.П\. Иванов/);
    expect(text).toMatch(/Секретарь\s*_{5,}\s*А\.С\. Петрова/);
    expect(text).not.toContain('Черновой текст');
    expect(text).not.toContain('РАЗНОЕ');
    expect(text.indexOf('ПОВЕСТКА ДНЯ')).toBeLessThan(text.indexOf('СЛУШАЛИ'));
    expect(text.indexOf('РЕШИЛИ')).toBeLessThan(text.indexOf('ПОРУЧЕНИЯ'));
  });

  it('draws page 1 of the PDF with embedded fonts', async () => {
    const res = await download(secretary, fullId, 'pdf');
    const pdfFile = path.join(t.dataDir, 'protocol.pdf');
    await writeFile(pdfFile, res.rawPayload);
    const fonts = await run('pdffonts', [pdfFile]);
    expect(fonts.stdout).toMatch(/Roboto/);
    expect(fonts.stdout.split('\n').slice(2).filter(Boolean).every((row) => /\syes\s+yes\s/.test(row))).toBe(true);
    await run('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(t.dataDir, 'page')]);
    const png = await readFile(path.join(t.dataDir, 'page.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await stat(path.join(t.dataDir, 'page.png'))).size).toBeGreaterThan(20_000);
  });

  it('renders the DOCX with the same content', async () => {
    const res = await download(secretary, fullId, 'docx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const text = flat(await docxText(res.rawPayload));
    for (const expected of fullProtocolTexts()) expect(text).toContain(expected);
    expect(text).toMatch(/Председатель\s*_{5,}\s*И\.П\. Иванов/);
    expect(text).toMatch(/Секретарь\s*_{5,}\s*А\.С\. Петрова/);
    expect(text).not.toContain('Черновой текст');
  });

  it('names the files «Протокол №N от ДД.ММ.ГГГГ» with an ASCII fallback', async () => {
    const pdf = await download(secretary, fullId, 'pdf');
    const encoded = encodeURIComponent(`Протокол №${fullNumber} от 22.11.2026`);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Protokol_${fullNumber}_ot_22.11.2026.pdf"; filename*=UTF-8''${encoded}.pdf`,
    );
    const docx = await download(secretary, fullId, 'docx');
    expect(docx.headers['content-disposition']).toContain(`filename*=UTF-8''${encoded}.docx`);
    expect(decodeURIComponent(String(docx.headers['content-disposition']).split("''")[1]!)).toBe(
      `Протокол №${fullNumber} от 22.11.2026.docx`,
    );
  });

  it('renders a protocol that has nothing but a theme', async () => {
    const bare = await seedProtocol(t.app, secretary.id, { theme: 'Заседание правления', event_date: '2027-03-01' });
    for (const format of ['pdf', 'docx'] as const) {
      const res = await download(secretary, bare.id, format);
      expect(res.statusCode).toBe(200);
      const text = flat(format === 'pdf' ? await pdfText(res.rawPayload) : await docxText(res.rawPayload));
      expect(text).toContain('ПРОТОКОЛ');
      expect(text).toContain('заседания');
      expect(text).toContain('Заседание правления');
      expect(text).toContain('1 марта 2027 г.');
      expect(text).toContain('Секретарь — Петрова Анна Сергеевна');
      for (const absent of ['Председатель', 'Присутствовали', 'ПОВЕСТКА', 'ПОРУЧЕНИЯ', 'Место проведения', 'Время']) {
        expect(text).not.toContain(absent);
      }
      expect(text).not.toMatch(/г\. \p{Lu}/u);
    }
  });

  it('uses the draft sections until a final version is saved', async () => {
    const draft = await seedProtocol(t.app, secretary.id, {
      stage: 'success_video_process',
      sections: [
        { key: 'Вступление', value: 'Добрый день, коллеги.' },
        { key: 'Решили', value: 'Перенести совещание на пятницу.' },
      ],
      final_transcript: [{ key: 'Решили', value: ' ' }],
    });
    const text = flat(await pdfText((await download(secretary, draft.id, 'pdf')).rawPayload));
    expect(text).toContain('ВСТУПЛЕНИЕ:');
    expect(text).toContain('Добрый день, коллеги.');
    expect(text).toContain('Перенести совещание на пятницу.');
  });

  it('lets the owner, her manager and the admin download; others get 404', async () => {
    for (const user of [manager, admin]) {
      expect((await download(user, fullId, 'pdf')).statusCode).toBe(200);
      expect((await download(user, fullId, 'docx')).statusCode).toBe(200);
    }
    for (const user of [otherSecretary, otherManager]) {
      const res = await download(user, fullId, 'pdf');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Протокол не найден');
    }
    expect((await download(secretary, 999_999, 'docx')).statusCode).toBe(404);
    expect((await download(null, fullId, 'pdf')).statusCode).toBe(401);
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/protocols/abc/documents/pdf' })).statusCode).toBe(422);
  });
});
