import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSections } from '../sections/build-sections.ts';
import { asSentence, buildProtocolText, parseAgenda, protocolQuestions, protocolSections, questionOfNewTask, sectionKind, textSectionTitles } from './index.ts';

const KEYWORDS = [
  { title: 'Повестка дня', phrase: 'повестка дня;повестка' },
  { title: 'Слушали', phrase: 'слушали;заслушали' },
  { title: 'Выступили', phrase: 'выступил;выступила;выступили' },
  { title: 'Решили', phrase: 'решили;постановили;решение' },
  { title: 'Поручить', phrase: 'поручить;поручено' },
];

/** The test meeting of ../shared/meetings/zakupki, line by line with its speakers. */
const zakupki = readFileSync(new URL('../../../../../../shared/meetings/zakupki/script.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line, index) => {
    const [speaker, text] = line.split('\t');
    return { start: index * 5, end: index * 5 + 5, speaker: speaker!, text: text! };
  });
const PEOPLE = ['Иванов Сергей Петрович', 'Кузнецов Дмитрий Андреевич', 'Попова Елена Викторовна'];
const TASKS = [
  { essence: 'Подготовить претензии поставщикам', responsible: 'Кузнецов Дмитрий Андреевич', deadline: '2026-11-25' },
  { essence: 'Разместить извещение о тендере', responsible: 'Попова Елена Викторовна', deadline: '2026-12-01' },
];

describe('which sections make the protocol text', () => {
  it('takes the saved final version, else the draft, else the fallback; once each, none empty', () => {
    const a = { key: 'Решили', value: 'принять' };
    expect(protocolSections({ final_transcript: [a, a, { key: 'Слушали', value: ' ' }], sections: [{ key: 'X', value: 'y' }] })).toEqual([a]);
    expect(protocolSections({ final_transcript: [{ key: 'Решили', value: '' }], sections: [a] })).toEqual([a]);
    expect(protocolSections({ final_transcript: null, sections: [] }, [a])).toEqual([a]);
    expect(textSectionTitles({ final_transcript: null, sections: [{ key: ' Решили ', value: 'да' }, { key: 'Итоги', value: '' }] })).toEqual(['Решили']);
  });

  it('knows each part by its title', () => {
    expect(['Вступление', 'Повестка дня', 'Слушали', 'Выступили', 'Постановили', 'Решили', 'Поручить', 'Итоги'].map(sectionKind)).toEqual([
      'introduction', 'agenda', 'heard', 'spoke', 'decided', 'decided', 'assigned', 'other',
    ]);
  });
});

describe('sentences from speech', () => {
  it('start with a capital letter and end with punctuation', () => {
    expect(asSentence('отчёт принять к сведению')).toBe('Отчёт принять к сведению.');
    expect(asSentence('— готово?')).toBe('Готово?');
    expect(asSentence('итоги,')).toBe('Итоги.');
  });

  it('reads a spoken or typed agenda', () => {
    expect(parseAgenda('первое — итоги закупок за октябрь, второе — подготовка к тендеру. По первому вопросу')).toEqual([
      'Итоги закупок за октябрь.',
      'Подготовка к тендеру.',
    ]);
    expect(parseAgenda('1. Бюджет\n2. Отпуска')).toEqual(['Бюджет.', 'Отпуска.']);
    expect(parseAgenda('1. Бюджет 2. Отпуска')).toEqual(['Бюджет.', 'Отпуска.']);
    expect(parseAgenda('О бюджете на 2027 год')).toEqual(['О бюджете на 2027 год.']);
    expect(parseAgenda('')).toEqual([]);
  });
});

describe('the zakupki meeting as protocol text', () => {
  const sections = buildSections(zakupki, KEYWORDS);
  const text = buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: TASKS });

  it('has the agenda, two questions in the meeting’s order and no greeting', () => {
    expect(text.agenda).toEqual(['Итоги закупок за октябрь.', 'Подготовка к тендеру на поставку оргтехники.']);
    expect(text.items.map((item) => item.title)).toEqual(text.agenda);
    expect(JSON.stringify(text)).not.toMatch(/Добрый день|По второму вопросу|По первому вопросу|планёрка окончена/);
  });

  it('names who was heard and who spoke, with the words as sentences', () => {
    const [first, second] = text.items;
    expect(first!.heard).toEqual([
      { speaker: 'Кузнецов Д.А.', whom: 'Кузнецова Д.А.', text: expect.stringMatching(/^В октябре мы заключили двенадцать договоров.*процентов\.$/) },
    ]);
    expect(first!.spoke).toEqual([{ speaker: 'Попова Е.В.', text: expect.stringMatching(/^Хочу отметить, что два поставщика/) }]);
    expect(second!.heard[0]!.speaker).toBe('Попова Е.В.');
    expect(second!.spoke).toEqual([{ speaker: 'Кузнецов Д.А.', text: expect.stringMatching(/^Предлагаю увеличить гарантийный срок/) }]);
    expect(first!.decisions).toEqual(['Отчёт принять к сведению.']);
    expect(second!.decisions).toEqual(['Согласовать техническое задание с отделом информационных технологий.']);
  });

  it('puts each task once, under the item it was given in, with the name in the dative', () => {
    expect(text.items[0]!.assignments.map((a) => a.text)).toEqual(['Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до\u00a025.11.2026.']);
    expect(text.items[1]!.assignments.map((a) => a.text)).toEqual(['Поручить Поповой Е.В. разместить извещение о тендере — в срок до\u00a001.12.2026.']);
    expect(text.assignments).toEqual([]);
  });

  it('puts a task tied to a question under it; a number the text does not have is placed by its words', () => {
    const tied = buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: [{ ...TASKS[0]!, question: 2 }] });
    expect(tied.items[1]!.assignments.map((a) => a.text)).toContain('Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до\u00a025.11.2026.');
    expect(tied.items[0]!.assignments.map((a) => a.text)).toEqual(['Поручить Кузнецову Д.А. подготовить претензии поставщикам до двадцать пятого ноября.']);
    const stale = buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: [{ ...TASKS[0]!, question: 5 }] });
    expect(stale.items[0]!.assignments.map((a) => a.text)).toEqual(['Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до\u00a025.11.2026.']);
  });

  it('ties a new task to the question being discussed when it was said, else to its «Поручить …»', () => {
    const input = { agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: [] };
    expect(protocolQuestions(input)).toEqual([
      { number: 1, title: 'Итоги закупок за октябрь.' },
      { number: 2, title: 'Подготовка к тендеру на поставку оргтехники.' },
    ]);
    const heard = sections.filter((section) => sectionKind(section.key) === 'heard');
    const said = (n: number) => heard[n]!.start! + 1;
    // The suggestion of the first question's task said during the second question: the time wins.
    expect(questionOfNewTask(input, TASKS[0]!, said(1))).toBe(2);
    expect(questionOfNewTask(input, TASKS[0]!, said(0))).toBe(1);
    expect(questionOfNewTask(input, TASKS[1]!)).toBe(2);
    expect(questionOfNewTask(input, { essence: 'Проверить склад', responsible: null, deadline: '2026-12-10' })).toBeNull();
  });

  it('keeps a spoken assignment without a task, and puts a task said nowhere into «Поручения»', () => {
    const extra = { essence: 'Проверить склад', responsible: 'Иванов Сергей Петрович', deadline: '2026-12-10' };
    const other = buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: [TASKS[1]!, extra] });
    expect(other.items[0]!.assignments.map((a) => a.text)).toEqual([
      'Поручить Кузнецову Д.А. подготовить претензии поставщикам до двадцать пятого ноября.',
    ]);
    expect(other.assignments.map((a) => a.text)).toEqual(['Поручить Иванову С.П. проверить склад — в срок до\u00a010.12.2026.']);
  });

  it('follows the secretary’s final version: a typed agenda, sections she removed are gone', () => {
    const kept = sections.filter((section) => section.key !== 'Выступили');
    const final = buildProtocolText({ agenda: '1. Итоги октября\n2. Тендер', final_transcript: kept, sections, people: PEOPLE, tasks: TASKS });
    expect(final.agenda).toEqual(['Итоги октября.', 'Тендер.']);
    expect(final.items.flatMap((item) => item.spoke)).toEqual([]);
    expect(final.items).toHaveLength(2);
  });

  it('does not repeat the name of a speaker who is in no list of people («Кузнецов Д.А. — Кузнецов. …»)', () => {
    const stored = [
      { key: 'Слушали', value: 'Кузнецова Дмитрия Андреевича. В октябре мы заключили двенадцать договоров.' },
      { key: 'Выступили', value: 'Кузнецов Дмитрий Андреевич: Кузнецов. Предлагаю увеличить гарантийный срок.\nКузнецов: Кузнецов. Иначе будем платить за ремонт.' },
      { key: 'Решили', value: 'Отчёт принять к сведению. По второму вопросу' },
    ];
    const unknown = buildProtocolText({ agenda: null, final_transcript: stored, sections: null, people: [], tasks: [] });
    expect(unknown.items[0]!.spoke).toEqual([
      { speaker: 'Кузнецов Д.А.', text: 'Предлагаю увеличить гарантийный срок.' },
      { speaker: 'Кузнецов', text: 'Иначе будем платить за ремонт.' },
    ]);
    expect(unknown.items[0]!.decisions).toEqual(['Отчёт принять к сведению.']);
  });

  it('is the same text every time', () => {
    expect(buildProtocolText({ agenda: null, final_transcript: null, sections, people: PEOPLE, tasks: TASKS })).toEqual(text);
  });
});

describe('«Слушали» someone in no list of people', () => {
  /** What one «Слушали» section becomes when nobody is in the lists. */
  const heard = (value: string) =>
    buildProtocolText({ agenda: null, final_transcript: [{ key: 'Слушали', value }], sections: null, people: [], tasks: [] }).items[0]!.heard;

  it('names a man heard in the genitive by surname and initials', () => {
    expect(heard('Кузнецова Дмитрия Андреевича. В октябре мы заключили двенадцать договоров.')).toEqual([
      { speaker: 'Кузнецов Д.А.', whom: 'Кузнецова Д.А.', text: 'В октябре мы заключили двенадцать договоров.' },
    ]);
    expect(heard('Дмитрия Андреевича Кузнецова. В октябре мы заключили двенадцать договоров.')[0]!.speaker).toBe('Кузнецов Д.А.');
  });

  it('names a woman heard in the accusative in the feminine, the words after «о» kept', () => {
    expect(heard('Кузнецову Дарью Андреевну о закупках за октябрь.')).toEqual([{ speaker: 'Кузнецова Д.А.', whom: 'Кузнецову Д.А.', text: 'О закупках за октябрь.' }]);
    expect(heard('Вишневскую Галину Павловну. Доложила об итогах.')).toEqual([{ speaker: 'Вишневская Г.П.', whom: 'Вишневскую Г.П.', text: 'Доложила об итогах.' }]);
  });

  it('shortens a full name typed in the nominative, and one given as a speaker label', () => {
    expect(heard('Кузнецов Дмитрий Андреевич — доклад об итогах закупок.')).toEqual([{ speaker: 'Кузнецов Д.А.', whom: 'Кузнецова Д.А.', text: 'Доклад об итогах закупок.' }]);
    expect(heard('Кузнецову Дарью Андреевну: о закупках за октябрь.')).toEqual([{ speaker: 'Кузнецова Д.А.', whom: 'Кузнецову Д.А.', text: 'О закупках за октябрь.' }]);
  });

  it('leaves a lone surname, a name without a patronymic and an ordinary phrase as they were said', () => {
    expect(heard('Петрова. Доложила о закупках.')).toEqual([{ speaker: null, text: 'Петрова. Доложила о закупках.' }]);
    expect(heard('Петрова о закупках.')).toEqual([{ speaker: null, text: 'Петрова о закупках.' }]);
    expect(heard('Ивана Петрова о закупках.')).toEqual([{ speaker: null, text: 'Ивана Петрова о закупках.' }]);
    expect(heard('отчёт о закупках за октябрь')).toEqual([{ speaker: null, text: 'Отчёт о закупках за октябрь.' }]);
    expect(heard('Отчёт Главного Бухгалтера о закупках.')).toEqual([{ speaker: null, text: 'Отчёт Главного Бухгалтера о закупках.' }]);
  });

  it('reads no unknown name in «Выступили», whose lines name the speaker in the nominative', () => {
    const stored = [
      { key: 'Слушали', value: 'Отчёт о закупках.' },
      { key: 'Выступили', value: 'Кузнецову Дарью Андреевну поддержали все.' },
    ];
    const text = buildProtocolText({ agenda: null, final_transcript: stored, sections: null, people: [], tasks: [] });
    expect(text.items[0]!.spoke).toEqual([{ speaker: null, text: 'Кузнецову Дарью Андреевну поддержали все.' }]);
  });

  it('reads the person after their post, and does not repeat the post', () => {
    const stored = [{ key: 'Слушали', value: 'заместителя директора по хозяйственной части Волкова Игоря Николаевича. Ремонт идёт по графику.' }];
    const known = buildProtocolText({ agenda: null, final_transcript: stored, sections: null, people: ['Волков Игорь Николаевич'], tasks: [] });
    expect(known.items[0]!.heard).toEqual([{ speaker: 'Волков И.Н.', whom: 'Волкова И.Н.', text: 'Ремонт идёт по графику.' }]);
  });
  it('keeps a vote line whole among the decisions', () => {
    const stored = [
      { key: 'Слушали', value: 'Отчёт.' },
      { key: 'Решили', value: 'Утвердить смету.\nГолосовали: за — 7, против — 1, воздержались — нет. Решение принято.' },
    ];
    const text = buildProtocolText({ agenda: null, final_transcript: stored, sections: null, people: [], tasks: [] });
    expect(text.items[0]!.decisions).toEqual(['Утвердить смету.', 'Голосовали: за — 7, против — 1, воздержались — нет. Решение принято.']);
  });
  it('takes the name from the lists when the person is in them (Толстого: Толстой, not Толстый)', () => {
    const stored = [{ key: 'Слушали', value: 'Толстого Льва Николаевича о закупках.' }];
    const known = buildProtocolText({ agenda: null, final_transcript: stored, sections: null, people: ['Толстой Лев Николаевич'], tasks: [] });
    expect(known.items[0]!.heard).toEqual([{ speaker: 'Толстой Л.Н.', whom: 'Толстого Л.Н.', text: 'О закупках.' }]);
  });
});
