import { describe, expect, it } from 'vitest';
import { buildProtocolText } from '../../pipeline/protocol-text/index.ts';
import { ATTENDEES_INLINE_MAX, meetingHeading, protocolBlocks, protocolDocumentName, type Block } from './layout.ts';
import { documentDisposition } from './file-name.ts';
import type { DocumentPerson, ProtocolDocumentData } from './protocol-data.ts';

const person = (id: number, full_name: string, extra: Partial<DocumentPerson> = {}): DocumentPerson => ({
  id,
  full_name,
  position: null,
  department: null,
  invited: false,
  ...extra,
});

const SECTIONS = [
  { key: 'Повестка дня', value: 'первое — бюджет, второе — отпуска' },
  { key: 'Слушали', value: 'Орлова Петра Ильича. Бюджет исполнен на 95 процентов.' },
  { key: 'Выступили', value: 'Зайцева Нина Павловна: предлагаю перенести остаток.' },
  { key: 'Решили', value: 'перенести остаток на следующий год' },
  { key: 'Поручить', value: 'Зайцевой подготовить расчёт до пятого декабря. По второму вопросу' },
  { key: 'Слушали', value: 'Зайцеву Нину Павловну. График отпусков готов.' },
  { key: 'Решили', value: 'утвердить график отпусков' },
];
const PEOPLE = [person(1, 'Орлов Пётр Ильич'), person(2, 'Зайцева Нина Павловна'), person(3, 'Андреев Лев Сергеевич')];

function data(overrides: Partial<ProtocolDocumentData> = {}, tasks = [{ essence: 'Подготовить расчёт', responsible: 'Зайцева Нина Павловна', deadline: '2026-12-05' }]) {
  const members = overrides.members ?? PEOPLE;
  return {
    organization_name: 'Наша организация',
    number: '7',
    protocol_number: 3,
    event_date: '2026-02-05',
    event_start_time: null,
    location: null,
    city: null,
    theme: 'Планёрка',
    chair: PEOPLE[0]!,
    secretary: person(9, 'Белова Анна Игоревна'),
    members,
    text: buildProtocolText({ agenda: null, final_transcript: null, sections: SECTIONS, people: members.map((m) => m.full_name), tasks }),
    issued_on: '2026-02-10',
    ...overrides,
  } satisfies ProtocolDocumentData;
}

const lines = (blocks: Block[]) =>
  blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case 'part':
        return [[block.label, block.text].filter(Boolean).join(' ')];
      case 'list':
        return block.items.map((item) => `${item.number} ${item.text}`);
      case 'field':
        return [`${block.label}${block.separator}${block.text}`];
      case 'date-number':
        return [`${block.date} ${block.number}`];
      case 'signatures':
        return block.rows.map((row) => `${row.role} ${row.name}`);
      case 'certification':
        return ['Верно', `${block.role} ${block.name}`, block.date];
      default:
        return [block.text];
    }
  });

describe('protocol layout (ГОСТ Р 7.0.97-2025)', () => {
  it('keeps the requisites of an empty protocol, with a blank for a number not given yet', () => {
    const bare = data({ chair: null, secretary: null, members: [], number: null, text: { agenda: [], preamble: [], items: [], assignments: [] } });
    expect(protocolBlocks(bare)).toEqual([
      { kind: 'organization', text: 'НАША ОРГАНИЗАЦИЯ' },
      { kind: 'document-type', text: 'ПРОТОКОЛ' },
      { kind: 'date-number', date: '05.02.2026', number: '№ ______' },
      { kind: 'title', text: 'планёрки' },
    ]);
    expect(protocolDocumentName(bare)).toBe('Протокол от 05.02.2026');
  });

  it('heads the text «заседания / совещания …» from the theme', () => {
    expect(meetingHeading('Заседание правления')).toBe('заседания правления');
    expect(meetingHeading('Совещание отдела закупок')).toBe('совещания отдела закупок');
    expect(meetingHeading('Общее собрание')).toBe('совещания «Общее собрание»');
    expect(meetingHeading('Собрание акционеров')).toBe('собрания акционеров');
    expect(meetingHeading('О бюджете')).toBe('совещания «О бюджете»');
  });

  it('lays out the full form in the order of the standard, every part once', () => {
    expect(lines(protocolBlocks(data({ city: 'Казань' })))).toEqual([
      'НАША ОРГАНИЗАЦИЯ',
      'ПРОТОКОЛ',
      '05.02.2026 № 7',
      'г. Казань',
      'планёрки',
      'Председатель — Орлов П.И.',
      'Секретарь — Белова А.И.',
      'Присутствовали: Андреев Л.С., Зайцева Н.П.',
      'ПОВЕСТКА ДНЯ:',
      '1. Бюджет.',
      '2. Отпуска.',
      '1. СЛУШАЛИ: Орлова П.И. — Бюджет исполнен на 95 процентов.',
      'ВЫСТУПИЛИ: Зайцева Н.П. — Предлагаю перенести остаток.',
      'ПОСТАНОВИЛИ (РЕШИЛИ):',
      '1.1. Перенести остаток на следующий год.',
      '1.2. Поручить Зайцевой Н.П. подготовить расчёт — в срок до\u00a005.12.2026.',
      '2. СЛУШАЛИ: Зайцеву Н.П. — График отпусков готов.',
      'ПОСТАНОВИЛИ (РЕШИЛИ):',
      '2.1. Утвердить график отпусков.',
      'Председатель П.И. Орлов',
      'Секретарь А.И. Белова',
    ]);
  });

  it('lists the invited apart, with their posts', () => {
    const guest = person(4, 'Сидоров Олег Викторович', { invited: true, position: 'юрист', department: 'ООО «Право»' });
    expect(lines(protocolBlocks(data({ members: [...PEOPLE, guest] })))).toContain('Приглашённые: Сидоров О.В. (юрист, ООО «Право»)');
  });

  it('puts more than 15 people present into an appendix on its own page', () => {
    const crowd = Array.from({ length: ATTENDEES_INLINE_MAX + 1 }, (_, i) => person(100 + i, `Участников${String(i).padStart(2, '0')} Иван Ильич`));
    const blocks = protocolBlocks(data({ members: [...PEOPLE, ...crowd] }));
    const text = lines(blocks);
    expect(text).toContain('Присутствовали: 18 человек (список прилагается)');
    const appendix = blocks.findIndex((block) => block.kind === 'appendix');
    expect(blocks[appendix]).toEqual({ kind: 'appendix', text: 'Приложение к протоколу от 05.02.2026 № 7' });
    expect(blocks.findIndex((block) => block.kind === 'signatures')).toBeLessThan(appendix);
    const list = blocks[appendix + 2] as Extract<Block, { kind: 'list' }>;
    expect(list.items).toHaveLength(18);
    expect(list.items[0]).toEqual({ number: '1.', text: 'Андреев Лев Сергеевич' });
    expect(list.items.at(-1)).toEqual({ number: '18.', text: 'Участников15 Иван Ильич' });
    const fifteen = protocolBlocks(data({ members: [PEOPLE[0]!, ...crowd.slice(0, 15)] }));
    expect(fifteen.some((block) => block.kind === 'appendix')).toBe(false);
  });

  it('leaves ВЫСТУПИЛИ out of the short form and keeps the decisions', () => {
    const text = lines(protocolBlocks(data(), { form: 'short' }));
    expect(text.some((line) => line.startsWith('ВЫСТУПИЛИ'))).toBe(false);
    expect(text).toContain('1. СЛУШАЛИ: Орлова П.И. — Бюджет.');
    expect(text).toContain('1.1. Перенести остаток на следующий год.');
    expect(text).toContain('2.1. Утвердить график отпусков.');
    expect(protocolDocumentName(data(), 'short')).toBe('Протокол (краткий) №7 от 05.02.2026');
  });

  it('makes an extract of the chosen items, certified by the secretary', () => {
    const text = lines(protocolBlocks(data(), { form: 'extract', items: [2] }));
    expect(text.slice(0, 2)).toEqual(['НАША ОРГАНИЗАЦИЯ', 'ВЫПИСКА ИЗ ПРОТОКОЛА']);
    expect(text).toContain('2. Отпуска.');
    expect(text).not.toContain('1. Бюджет.');
    expect(text).toContain('2. СЛУШАЛИ: Зайцеву Н.П. — График отпусков готов.');
    expect(text.join('\n')).not.toMatch(/1\. СЛУШАЛИ|Председатель П\.И\. Орлов/);
    expect(text.slice(-3)).toEqual(['Верно', 'Секретарь А.И. Белова', '10.02.2026']);
    expect(protocolDocumentName(data(), 'extract')).toBe('Выписка из протокола №7 от 05.02.2026');
  });

  it('puts a task said nowhere into «Поручения» once', () => {
    const tasks = [
      { essence: 'Подготовить расчёт', responsible: 'Зайцева Нина Павловна', deadline: '2026-12-05' },
      { essence: 'Проверить кассу', responsible: 'Андреев Лев Сергеевич', deadline: '2026-12-20' },
    ];
    const text = lines(protocolBlocks(data({}, tasks)));
    expect(text.filter((line) => line === 'ПОРУЧЕНИЯ:')).toHaveLength(1);
    expect(text).toContain('1. Поручить Андрееву Л.С. проверить кассу — в срок до\u00a020.12.2026.');
    expect(text.filter((line) => line.includes('подготовить расчёт'))).toHaveLength(1);
  });

  it('names files by the printed number with an ASCII fallback', () => {
    expect(documentDisposition({ number: '7', event_date: '2026-01-09' }, 'docx')).toBe(
      `attachment; filename="Protokol_7_ot_09.01.2026.docx"; filename*=UTF-8''${encodeURIComponent('Протокол №7 от 09.01.2026')}.docx`,
    );
    expect(documentDisposition({ number: null, event_date: '2026-01-09' }, 'pdf', 'extract')).toContain('filename="Vypiska_ot_09.01.2026.pdf"');
  });
});
