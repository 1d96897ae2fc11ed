import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createTestApp, createUser, api, type TestApp, type TestUser } from '../../test/app.ts';
import { saveOrganizationSettings } from '../settings/index.ts';
import { FINAL_SECTIONS, seedProtocol } from './test-seed.ts';

const run = promisify(execFile);

/** Text of a PDF as Debian's pdftotext (poppler-utils) reads it, in reading order. */
async function pdfText(dir: string, body: Buffer): Promise<string> {
  const file = path.join(dir, `extract-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, body);
  return (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
}

/** The DOCX's parts by name (word/document.xml, word/styles.xml, word/numbering.xml). */
const docxParts = (body: Buffer) => Object.fromEntries(Object.entries(unzipSync(new Uint8Array(body))).map(([name, data]) => [name, strFromU8(data)]));

/** Paragraph texts of word/document.xml, one per line. */
function docxText(body: Buffer): string {
  const xml = docxParts(body)['word/document.xml']!;
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)].map((m) => m[1] ?? '\t').join(''))
    .map((line) => line.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'))
    .join('\n');
}

/** Extractors break lines anywhere and keep no-break spaces: compare with whitespace collapsed. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/№ ?/g, '№ ');
const count = (text: string, part: string) => text.split(part).length - 1;

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
      department: 'ООО «Поставка»',
    });
    const kuznetsova = await createUser(t.app, 'secretary', { full_name: 'Кузнецова Мария Ивановна', manager_id: manager.id });
    const orlov = await createUser(t.app, 'manager', { full_name: 'Орлов Пётр Ильич' });
    const protocol = await seedProtocol(
      t.app,
      secretary.id,
      {
        theme: 'Совещание отдела продаж',
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
        memberIds: [director.id, sidorov.id, kuznetsova.id, orlov.id],
        tasks: [
          { essence: 'Подготовить план закупок на декабрь', responsible_id: kuznetsova.id, deadline: '2026-12-01' },
          { essence: 'Проверить исполнение решений', responsible_id: orlov.id, deadline: '2027-01-15' },
        ],
      },
    );
    fullId = protocol.id;
    fullNumber = protocol.document_number!;
  });
  afterAll(() => t.close());

  const download = (user: TestUser | null, id: number, format: 'pdf' | 'docx', query = '') =>
    api(t.app, user, { method: 'GET', url: `/api/protocols/${id}/documents/${format}${query}` });

  /** The full protocol, in this order. */
  const fullProtocolTexts = () => [
    'ООО «РОМАШКА»',
    'ПРОТОКОЛ',
    '22.11.2026',
    `№ ${fullNumber}`,
    'г. Москва',
    'совещания отдела продаж',
    'Место проведения: Переговорная 3',
    'Время начала: 10:30',
    'Председатель — Иванов И.П.',
    'Секретарь — Петрова А.С.',
    'Присутствовали: Кузнецова М.И., Орлов П.И.',
    'Приглашённые: Сидоров О.В. (Начальник отдела, ООО «Поставка»)',
    'ПОВЕСТКА ДНЯ:',
    'О плане продаж на декабрь.',
    '1. СЛУШАЛИ: Сидорова О.В. — Об итогах квартала: выручка выросла на 12 процентов.',
    'ВЫСТУПИЛИ: Кузнецова М.И. — Предлагаю пересмотреть план закупок.',
    'Иванов И.П. — Поддерживаю предложение.',
    'ПОСТАНОВИЛИ (РЕШИЛИ):',
    'Утвердить итоги квартала.',
    'Поручить Кузнецовой М.И. подготовить план закупок на декабрь — в срок до 01.12.2026.',
    'ПОРУЧЕНИЯ:',
    'Поручить Орлову П.И. проверить исполнение решений — в срок до 15.01.2027.',
    'Председатель',
    'И.П. Иванов',
    'Секретарь',
    'А.С. Петрова',
  ];

  function expectFullProtocol(text: string) {
    let from = 0;
    for (const expected of fullProtocolTexts()) {
      const at = text.indexOf(expected, from);
      expect(at, `«${expected}» after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + expected.length;
    }
    for (const once of ['ПОВЕСТКА ДНЯ', 'СЛУШАЛИ', 'ВЫСТУПИЛИ', 'ПОСТАНОВИЛИ', 'ПОРУЧЕНИЯ', 'подготовить план закупок', 'проверить исполнение']) {
      expect(count(text, once), once).toBe(1);
    }
    for (const absent of ['Черновой текст', 'РАЗНОЕ', 'ВСТУПЛЕНИЕ', 'Добрый день', 'до первого декабря']) expect(text).not.toContain(absent);
  }

  it('renders the PDF as the protocol a clerk signs: every part once, in order', async () => {
    const res = await download(secretary, fullId, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(await pdfText(t.dataDir, res.rawPayload));
    expectFullProtocol(text);
    expect(text).toMatch(/Председатель\s*_{5,}\s*И\.П\. Иванов/);
    expect(text).toMatch(/Секретарь\s*_{5,}\s*А\.С\. Петрова/);
  });

  it('embeds PT Serif and draws page 1', async () => {
    const res = await download(secretary, fullId, 'pdf');
    const pdfFile = path.join(t.dataDir, 'protocol.pdf');
    await writeFile(pdfFile, res.rawPayload);
    const fonts = await run('pdffonts', [pdfFile]);
    expect(fonts.stdout).toMatch(/PTSerif-Regular/);
    expect(fonts.stdout).toMatch(/PTSerif-Bold/);
    expect(fonts.stdout.split('\n').slice(2).filter(Boolean).every((row) => /\syes\s+yes\s/.test(row))).toBe(true);
    const info = await run('pdfinfo', ['-box', pdfFile]);
    expect(info.stdout).toMatch(/Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    await run('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfFile, path.join(t.dataDir, 'page')]);
    const png = await readFile(path.join(t.dataDir, 'page.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await stat(path.join(t.dataDir, 'page.png'))).size).toBeGreaterThan(20_000);
  });

  it('renders the DOCX with the same content in the same order, in Word styles and numbered lists', async () => {
    const res = await download(secretary, fullId, 'docx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const text = flat(docxText(res.rawPayload));
    expectFullProtocol(text);
    expect(text).toMatch(/Председатель _{5,} И\.П\. Иванов/);
    const parts = docxParts(res.rawPayload);
    const styles = parts['word/styles.xml']!;
    for (const style of ['Текст протокола', 'Раздел протокола', 'Реквизит протокола', 'Нумерованный пункт протокола']) {
      expect(styles).toContain(`w:val="${style}"`);
    }
    const document = parts['word/document.xml']!;
    expect(document).toContain('<w:pStyle w:val="Title"/>');
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('<w:numPr>');
    expect(parts['word/numbering.xml']).toContain('w:val="1.%1."');
    // A4 with margins 20/10/20/20 mm, page numbers in the header from page 2.
    expect(document).toMatch(/<w:pgMar w:top="1134" w:right="567" w:bottom="1134" w:left="1134"/);
    expect(document).toContain('<w:titlePg/>');
  });

  it('renders the same text every time', async () => {
    const [a, b] = [await download(secretary, fullId, 'pdf'), await download(secretary, fullId, 'pdf')];
    expect(await pdfText(t.dataDir, a.rawPayload)).toBe(await pdfText(t.dataDir, b.rawPayload));
    const [c, d] = [await download(secretary, fullId, 'docx'), await download(secretary, fullId, 'docx')];
    expect(docxText(c.rawPayload)).toBe(docxText(d.rawPayload));
  });

  it('leaves ВЫСТУПИЛИ out of the short form', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const res = await download(secretary, fullId, format, '?form=short');
      expect(res.statusCode).toBe(200);
      const text = flat(format === 'pdf' ? await pdfText(t.dataDir, res.rawPayload) : docxText(res.rawPayload));
      expect(text).not.toContain('ВЫСТУПИЛИ');
      expect(text).toContain('1. СЛУШАЛИ: Сидорова О.В. — О плане продаж на декабрь.');
      expect(text).toContain('Утвердить итоги квартала.');
      expect(decodeURIComponent(String(res.headers['content-disposition']).split("''")[1]!)).toBe(
        `Протокол (краткий) №${fullNumber} от 22.11.2026.${format}`,
      );
    }
  });

  it('makes an extract of chosen items with «Верно» and the secretary’s signature', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const res = await download(secretary, fullId, format, '?form=extract&items=1');
      expect(res.statusCode).toBe(200);
      const text = flat(format === 'pdf' ? await pdfText(t.dataDir, res.rawPayload) : docxText(res.rawPayload));
      expect(text).toContain('ВЫПИСКА ИЗ ПРОТОКОЛА');
      expect(text).toContain('1. СЛУШАЛИ: Сидорова О.В.');
      expect(text).toMatch(/Верно Секретарь _{5,} А\.С\. Петрова \d{2}\.\d{2}\.\d{4}/);
      expect(text).not.toContain('Председатель _');
      expect(text).not.toContain('ПОРУЧЕНИЯ');
    }
    const missing = await download(secretary, fullId, 'pdf', '?form=extract');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.items).toEqual(['Выберите хотя бы один вопрос повестки для выписки']);
    const wrong = await download(secretary, fullId, 'pdf', '?form=extract&items=5');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.items).toEqual(['В протоколе нет вопроса № 5']);
    const garbage = await download(secretary, fullId, 'docx', '?form=extract&items=один');
    expect(garbage.statusCode).toBe(422);
    expect((await download(secretary, fullId, 'pdf', '?form=long')).statusCode).toBe(422);
  });

  it('serves the preview from the same blocks', async () => {
    const res = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${fullId}/documents/preview` });
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview.name).toBe(`Протокол №${fullNumber} от 22.11.2026`);
    expect(preview.items).toEqual([{ number: 1, title: 'О плане продаж на декабрь.' }]);
    expect(preview.blocks[0]).toEqual({ kind: 'organization', text: 'ООО «РОМАШКА»' });
    expect(preview.blocks).toContainEqual({ kind: 'part', label: 'ВЫСТУПИЛИ:', text: 'Кузнецова М.И. — Предлагаю пересмотреть план закупок.' });
    const extract = await api(t.app, secretary, { method: 'GET', url: `/api/protocols/${fullId}/documents/preview?form=extract&items=1` });
    expect(extract.json().data.blocks[1]).toEqual({ kind: 'document-type', text: 'ВЫПИСКА ИЗ ПРОТОКОЛА' });
  });

  it('numbers protocols within the calendar year when their final version is saved, or by the secretary’s number', async () => {
    const first = await seedProtocol(t.app, secretary.id, { stage: 'finish', event_date: '2028-03-01', theme: 'Первое' });
    const second = await seedProtocol(t.app, otherSecretary.id, { stage: 'finish', event_date: '2028-01-10', theme: 'Второе' });
    const draftName = async (id: number, user: TestUser) =>
      decodeURIComponent(String((await download(user, id, 'pdf')).headers['content-disposition']).split("''")[1]!);
    expect(await draftName(first.id, secretary)).toBe('Протокол от 01.03.2028.pdf');
    const body = { final_transcript: [{ key: 'Решили', value: 'Принять.' }], location: 'Зал', city: 'Тула' };
    for (const [protocol, user] of [[first, secretary], [second, otherSecretary]] as const) {
      const res = await api(t.app, user, { method: 'POST', url: `/api/protocols/${protocol.id}/final`, payload: body });
      expect(res.statusCode).toBe(200);
    }
    // Saving again keeps the number.
    await api(t.app, secretary, { method: 'POST', url: `/api/protocols/${first.id}/final`, payload: body });
    expect(await draftName(first.id, secretary)).toBe('Протокол №1 от 01.03.2028.pdf');
    expect(await draftName(second.id, otherSecretary)).toBe('Протокол №2 от 10.01.2028.pdf');
    const text = flat(await pdfText(t.dataDir, (await download(secretary, first.id, 'pdf')).rawPayload));
    expect(text).toContain('01.03.2028 № 1');

    await saveOrganizationSettings(t.app, { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow', protocol_numbering: 'secretary' });
    try {
      expect(await draftName(first.id, secretary)).toBe(`Протокол №${first.protocol_number} от 01.03.2028.pdf`);
    } finally {
      await saveOrganizationSettings(t.app, { organization_name: 'ООО «Ромашка»', timezone: 'Europe/Moscow' });
    }
  });

  it('renders a protocol that has nothing but a theme', async () => {
    const bare = await seedProtocol(t.app, secretary.id, { theme: 'Заседание правления', event_date: '2027-03-01' });
    for (const format of ['pdf', 'docx'] as const) {
      const res = await download(secretary, bare.id, format);
      expect(res.statusCode).toBe(200);
      const text = flat(format === 'pdf' ? await pdfText(t.dataDir, res.rawPayload) : docxText(res.rawPayload));
      expect(text).toContain('ПРОТОКОЛ');
      expect(text).toContain('заседания правления');
      expect(text).toContain('01.03.2027 № ______');
      expect(text).toContain('Секретарь — Петрова А.С.');
      for (const absent of ['Председатель', 'Присутствовали', 'ПОВЕСТКА', 'ПОРУЧЕНИЯ', 'Место проведения', 'Время', 'СЛУШАЛИ']) {
        expect(text).not.toContain(absent);
      }
    }
  });

  it('uses the draft sections until a final version with text is saved', async () => {
    const draft = await seedProtocol(t.app, secretary.id, {
      stage: 'success_video_process',
      sections: [
        { key: 'Вступление', value: 'Добрый день, коллеги.' },
        { key: 'Решили', value: 'перенести совещание на пятницу' },
      ],
      final_transcript: [{ key: 'Решили', value: ' ' }],
    });
    const text = flat(await pdfText(t.dataDir, (await download(secretary, draft.id, 'pdf')).rawPayload));
    expect(text).not.toContain('Добрый день');
    expect(text).toContain('1. ПОСТАНОВИЛИ (РЕШИЛИ):');
    expect(text).toContain('1.1. Перенести совещание на пятницу.');
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
      expect((await api(t.app, user, { method: 'GET', url: `/api/protocols/${fullId}/documents/preview` })).statusCode).toBe(404);
    }
    expect((await download(secretary, 999_999, 'docx')).statusCode).toBe(404);
    expect((await download(null, fullId, 'pdf')).statusCode).toBe(401);
    expect((await api(t.app, secretary, { method: 'GET', url: '/api/protocols/abc/documents/pdf' })).statusCode).toBe(422);
  });
});
