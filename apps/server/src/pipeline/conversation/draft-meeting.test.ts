import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR } from '../../test/files.ts';
import { buildProtocolText } from '../protocol-text/index.ts';
import { parseSubtitles } from '../subtitles/parse-subtitles.ts';
import { draftMeeting, type ConversationContext, type TranscriptSegmentInput } from './index.ts';

const KEYWORDS = [
  { title: 'Повестка дня', phrase: 'повестка дня;повестка' },
  { title: 'Слушали', phrase: 'слушали;заслушали' },
  { title: 'Выступили', phrase: 'выступил;выступила;выступили' },
  { title: 'Решили', phrase: 'решили;постановили;решение' },
  { title: 'Поручить', phrase: 'поручить;поручено' },
];

type Person = { id: number; full_name: string };

function context(members: Person[], extra: Partial<ConversationContext> = {}): ConversationContext {
  return { meetingDate: '2026-11-26', timezone: 'Europe/Moscow', members, directory: members, chair: null, keywords: KEYWORDS, ...extra };
}

/** «Имя<Tab>слова» lines as segments, ten seconds each. */
const script = (text: string): TranscriptSegmentInput[] =>
  text
    .trim()
    .split('\n')
    .map((line, index) => {
      const [speaker, words] = line.split('\t');
      return { start: index * 10, end: index * 10 + 9, speaker: words === undefined ? null : speaker!.trim(), text: (words ?? speaker!).trim() };
    });

const peopleOf = (segments: readonly TranscriptSegmentInput[]) =>
  [...new Set(segments.map((s) => s.speaker).filter((s): s is string => !!s))].map((full_name, index) => ({ id: index + 1, full_name }));

function protocolText(segments: readonly TranscriptSegmentInput[], members: Person[], extra: Partial<ConversationContext> = {}) {
  const draft = draftMeeting(segments, context(members, extra));
  const text = buildProtocolText({ agenda: null, final_transcript: null, sections: draft.sections, people: members.map((m) => m.full_name), tasks: [] });
  return { draft, text, json: JSON.stringify(text) };
}

describe('pedsovet (../shared/meetings/pedsovet): a conversation without keywords', () => {
  const segments = script(readFileSync(path.join(SHARED_DIR, 'meetings/pedsovet/script.tsv'), 'utf8'));
  const reference = JSON.parse(readFileSync(path.join(SHARED_DIR, 'meetings/pedsovet/reference.json'), 'utf8')) as {
    chair: string;
    items: { heard: string; spoke: string[]; assignments: { person: string; deadline: string }[]; votes?: unknown[] }[];
    not_in_document: string[];
  };
  const members = peopleOf(segments);
  const { draft, text, json } = protocolText(segments, members);

  it('has both questions, worded for the agenda', () => {
    expect(text.agenda).toEqual(['О результатах пробного экзамена в 9-х классах.', 'О подготовке к новогоднему празднику.']);
    expect(text.items.map((item) => item.title)).toEqual(text.agenda);
  });
  it('finds the chair and whom they heard, and who spoke', () => {
    expect(draft.chair).toBe(reference.chair);
    const short = (name: string) => name.replace(/^(\S+) (\S)\S* (\S)\S*$/u, '$1 $2.$3.');
    expect(text.items.map((item) => item.heard.map((h) => h.speaker))).toEqual(reference.items.map((item) => [short(item.heard)]));
    expect(text.items.map((item) => item.spoke.map((s) => s.speaker))).toEqual(reference.items.map((item) => item.spoke.map(short)));
  });
  it('gives the three assignments, each once under its question, with people and deadlines', () => {
    const byId = new Map(members.map((m) => [m.id, m.full_name]));
    expect(draft.tasks.map((task) => ({ person: byId.get(task.responsible_id!), deadline: task.deadline }))).toEqual(
      reference.items.flatMap((item) => item.assignments),
    );
    expect(draft.tasks.map((task) => task.essence)).toEqual([
      'Составить график дополнительных занятий по геометрии для 9\u00a0«Б»', // a no-break space keeps «9 «Б»» on one line
      'Провести повторный пробный экзамен для тех, кто получил двойки',
      'Заказать костюмы и подарки',
    ]);
    expect(text.items.map((item) => item.assignments.map((a) => a.text))).toEqual([
      [
        'Поручить Медведеву В.А. составить график дополнительных занятий по геометрии для 9 «Б» — в срок до 04.12.2026.',
        'Поручить Зайцевой О.Н. провести повторный пробный экзамен для тех, кто получил двойки — в срок до 20.12.2026.',
      ],
      ['Поручить Белоусовой А.С. заказать костюмы и подарки — в срок до 10.12.2026.'],
    ]);
  });
  it('records the decision and its vote, numbers written as digits', () => {
    expect(text.items[0]!.decisions).toEqual([]);
    expect(text.items[1]!.decisions).toEqual(['Выделить на подарки 30 000 рублей из внебюджетных средств.', 'Голосовали: единогласно. Решение принято.']);
  });
  it('leaves out the greetings, the floor, thanks and farewells', () => {
    for (const phrase of [...reference.not_in_document, 'вам слово', 'Согласна', 'Принято']) expect(json).not.toContain(phrase);
  });
});

describe('zakupki (../shared/meetings/zakupki): a meeting that dictates the keywords', () => {
  const segments = parseSubtitles(readFileSync(path.join(SHARED_DIR, 'meetings/zakupki/meeting.vtt'), 'utf8'));
  const members = peopleOf(segments);
  const { draft, text, json } = protocolText(segments, members);

  it('keeps its two tasks', () => {
    expect(draft.tasks.map((task) => [task.responsible_name, task.essence, task.deadline])).toEqual([
      ['Кузнецов Дмитрий Андреевич', 'Подготовить претензии поставщикам', '2026-11-25'],
      ['Попова Елена Викторовна', 'Разместить извещение о тендере', '2026-12-01'],
    ]);
  });
  it('agrees with the keyword cut and adds the worded agenda, the chair, no farewell', () => {
    expect(draft.sections.map((s) => s.key)).toEqual(['Вступление', 'Повестка дня', 'Слушали', 'Выступили', 'Решили', 'Поручить', 'Слушали', 'Выступили', 'Решили', 'Поручить']);
    expect(text.agenda).toEqual(['Об итогах закупок за октябрь.', 'О подготовке к тендеру на поставку оргтехники.']);
    expect(text.items.map((item) => item.heard[0]!.speaker)).toEqual(['Кузнецов Д.А.', 'Попова Е.В.']);
    expect(text.items.map((item) => item.decisions)).toEqual([['Отчёт принять к сведению.'], ['Согласовать техническое задание с отделом информационных технологий.']]);
    expect(draft.chair).toBe('Иванов Сергей Петрович');
    expect(json).not.toMatch(/Спасибо всем|планёрка окончена|Добрый день/u);
  });
});

describe('other conversations', () => {
  it('a housing board: «обсуждаем X и Y», floor by surname, a counted vote, «пусть», «Разное»', () => {
    const segments = script(`
Орлов Пётр Ильич	Здравствуйте, соседи. Кворум есть. Обсуждаем ремонт кровли и смету на следующий год.
Орлов Пётр Ильич	Слово предоставляется Лебедевой.
Лебедева Ирина Сергеевна	Кровля течёт над третьим подъездом, подрядчик просит четыреста тысяч.
Гусев Андрей Павлович	Можно найти подрядчика дешевле, я знаю две фирмы.
Орлов Пётр Ильич	Ставлю на голосование предложение провести ремонт кровли весной. Кто за? Девять. Кто против? Двое. Воздержавшихся нет.
Орлов Пётр Ильич	Пусть Гусев запросит коммерческие предложения у двух фирм до конца месяца.
Орлов Пётр Ильич	Теперь о смете.
Лебедева Ирина Сергеевна	Смета выросла на восемь процентов из-за тарифов.
Орлов Пётр Ильич	Принимаем к сведению.
Орлов Пётр Ильич	Разное.
Гусев Андрей Павлович	Во дворе сломан шлагбаум.
Орлов Пётр Ильич	Ирина Сергеевна, вызовите мастера в течение недели. Всем спасибо, до свидания.`);
    const members = peopleOf(segments);
    const { draft, text, json } = protocolText(segments, members);
    expect(text.agenda).toEqual(['О ремонте кровли.', 'О смете на следующий год.', 'Разное.']);
    expect(draft.chair).toBe('Орлов Пётр Ильич');
    expect(text.items.map((item) => item.heard[0]?.speaker ?? null)).toEqual(['Лебедева И.С.', 'Лебедева И.С.', 'Гусев А.П.']);
    expect(text.items[0]!.spoke.map((s) => s.speaker)).toEqual(['Гусев А.П.']);
    expect(text.items[0]!.decisions).toEqual(['Провести ремонт кровли весной.', 'Голосовали: за — 9, против — 2, воздержались — нет. Решение принято.']);
    expect(text.items[1]!.decisions).toEqual(['Информацию принять к сведению.']);
    expect(draft.tasks.map((t) => [t.responsible_name, t.essence, t.deadline])).toEqual([
      ['Гусев Андрей Павлович', 'Запросить коммерческие предложения у двух фирм', '2026-11-30'],
      ['Лебедева Ирина Сергеевна', 'Вызвать мастера', '2026-12-03'],
    ]);
    expect(text.items[2]!.assignments.map((a) => a.text)).toEqual(['Поручить Лебедевой И.С. вызвать мастера — в срок до 03.12.2026.']);
    expect(json).not.toMatch(/Здравствуйте|Кворум|спасибо|до свидания|Слово предоставляется/iu);
  });

  it('an IT stand-up by ordinal questions, a given chair, a task by surname with a weekday', () => {
    const segments = script(`
Ким Алексей Дмитриевич	Коллеги, привет. Повестка: первое — релиз мобильного приложения, второе — найм тестировщика.
Ким Алексей Дмитриевич	По первому вопросу. Мария Олеговна, пожалуйста.
Соколова Мария Олеговна	Релиз готов на девяносто процентов, осталось два критичных бага в оплате.
Ким Алексей Дмитриевич	Соколова, исправьте баги в оплате к понедельнику.
Ким Алексей Дмитриевич	Переходим ко второму вопросу.
Лаптев Денис Игоревич	Я провёл три собеседования, один кандидат подходит.
Ким Алексей Дмитриевич	Договорились: берём кандидата на испытательный срок.`);
    const members = peopleOf(segments);
    const { draft, text } = protocolText(segments, members, { chair: 'Ким Алексей Дмитриевич' });
    expect(draft.chair).toBe('Ким Алексей Дмитриевич');
    expect(text.agenda).toEqual(['О релизе мобильного приложения.', 'О найме тестировщика.']);
    expect(text.items.map((item) => item.heard[0]!.speaker)).toEqual(['Соколова М.О.', 'Лаптев Д.И.']);
    expect(draft.tasks.map((t) => [t.responsible_name, t.essence, t.deadline])).toEqual([['Соколова Мария Олеговна', 'Исправить баги в оплате', '2026-11-30']]);
    expect(text.items[1]!.decisions).toEqual(['Взять кандидата на испытательный срок.']);
  });

  it('a deadline said after the task, or asked for, dates it; the reply taking it on is not minuted', () => {
    const segments = script(`
Орлов Пётр Ильич	Сегодня один вопрос: подготовка к зиме.
Орлов Пётр Ильич	Ирина Сергеевна, проверьте запас песка для дорожек. До десятого.
Лебедева Ирина Сергеевна	Проверю.
Орлов Пётр Ильич	Андрей Павлович, закажите новые лопаты.
Гусев Андрей Павлович	Когда?
Орлов Пётр Ильич	Ну, до конца месяца.
Гусев Андрей Павлович	Хорошо, закажу.`);
    const { draft, json } = protocolText(segments, peopleOf(segments));
    expect(draft.tasks.map((t) => [t.responsible_name, t.essence, t.deadline])).toEqual([
      ['Лебедева Ирина Сергеевна', 'Проверить запас песка для дорожек', '2026-12-10'],
      ['Гусев Андрей Павлович', 'Заказать новые лопаты', '2026-11-30'],
    ]);
    expect(json).not.toMatch(/Проверю|Когда\?|закажу/u);
  });

  it('the chair who reports a question himself is heard on it; his procedure after it is not', () => {
    const segments = script(`
Орлов Пётр Ильич	Вопросов два: отопление и парковка.
Орлов Пётр Ильич	По отоплению. Ирина Сергеевна.
Лебедева Ирина Сергеевна	Котельная запущена, батареи прогреты во всех подъездах.
Орлов Пётр Ильич	Второй вопрос. Администрация разрешила разметить во дворе двенадцать парковочных мест.
Гусев Андрей Павлович	Это хорошо, машин всё больше.
Орлов Пётр Ильич	Следующее собрание в марте.`);
    const { text, json } = protocolText(segments, peopleOf(segments));
    expect(text.items.map((item) => item.heard.map((h) => h.speaker))).toEqual([['Лебедева И.С.'], ['Орлов П.И.']]);
    expect(text.items[1]!.spoke.map((s) => s.speaker)).toEqual(['Гусев А.П.']);
    expect(json).not.toContain('Следующее собрание');
  });

  it('the floor given to a post («Главный бухгалтер, доложите по налогам»): the one who answers is heard', () => {
    const segments = script(`
Белов Игорь Семёнович	Доброе утро.
Белов Игорь Семёнович	Главный бухгалтер, доложите по налогам.
Жукова Нина Петровна	Декларации сданы вовремя, переплата за квартал небольшая.
Белов Игорь Семёнович	Коллеги, всё.`);
    const { text } = protocolText(segments, peopleOf(segments));
    expect(text.agenda).toEqual(['О налогах.']);
    expect(text.items.map((item) => item.heard.map((h) => h.speaker))).toEqual([['Жукова Н.П.']]);
  });

  it('a factory meeting with no decisions at all: questions and reports only', () => {
    const segments = script(`
Белов Игорь Семёнович	Доброе утро. Сегодня один вопрос: выполнение плана за ноябрь.
Белов Игорь Семёнович	Нина Петровна, доложите.
Жукова Нина Петровна	План выполнен на девяносто восемь процентов, отстаёт второй цех из-за поломки пресса.
Белов Игорь Семёнович	Спасибо. На этом всё.`);
    const { draft, text } = protocolText(segments, peopleOf(segments));
    expect(text.agenda).toEqual(['О выполнении плана за ноябрь.']);
    expect(text.items).toHaveLength(1);
    expect(text.items[0]!.heard).toEqual([{ speaker: 'Жукова Н.П.', whom: 'Жукову Н.П.', text: 'План выполнен на 98 %, отстаёт второй цех из-за поломки пресса.' }]);
    expect(text.items[0]!.decisions).toEqual([]);
    expect(draft.tasks).toEqual([]);
  });

  it('recognition output without speaker labels: the floor tells who spoke', () => {
    const segments = script(`
Добрый день. У нас сегодня два вопроса: отчёт по продажам и график отпусков.
Сергей Викторович, вам слово по продажам.
Продажи выросли на двенадцать процентов, лучший месяц года.
Спасибо. Теперь по графику отпусков. Ольга Ивановна, пожалуйста.
График готов, конфликтов нет.
Ольга Ивановна, разошлите график сотрудникам до пятницы. Спасибо всем.`);
    const members = [
      { id: 7, full_name: 'Дорохов Сергей Викторович' },
      { id: 8, full_name: 'Клюева Ольга Ивановна' },
    ];
    const { draft, text, json } = protocolText(segments, members);
    expect(text.agenda).toEqual(['Об отчёте по продажам.', 'О графике отпусков.']);
    expect(text.items.map((item) => item.heard.map((h) => h.speaker))).toEqual([['Дорохов С.В.'], ['Клюева О.И.']]);
    expect(draft.tasks.map((t) => [t.responsible_id, t.essence, t.deadline])).toEqual([[8, 'Разослать график сотрудникам', '2026-11-27']]);
    expect(draft.chair).toBeNull();
    expect(json).not.toMatch(/Добрый день|Спасибо|вам слово/u);
  });
});

describe('a keyword meeting whose «Решили» runs on into the next question', () => {
  it('records the vote, and the chair’s passing opens the next question with whom the floor was given', () => {
    const segments = script(`
Орлова Нина Петровна	Начинаем. Повестка дня: первое — ремонт крыльца, второе — субботник.
Орлова Нина Петровна	Слушали Зимина Павла Игоревича по ремонту крыльца.
Зимин Павел Игоревич	Смета готова, восемьдесят тысяч рублей, подрядчик тот же.
Орлова Нина Петровна	Решили: провести ремонт крыльца по смете. Голосуем — все за.
Орлова Нина Петровна	Второй вопрос. Тамара Ильинична, что с субботником?
Белых Тамара Ильинична	Субботник назначили на двадцатое апреля, инвентарь закуплен.
Орлова Нина Петровна	Решили: провести субботник двадцатого апреля.
`);
    const members = peopleOf(segments);
    const { text } = protocolText(segments, members);
    expect(text.items[0]!.decisions).toEqual(['Провести ремонт крыльца по смете.', 'Голосовали: единогласно. Решение принято.']);
    expect(text.items[1]!.heard).toEqual([{ speaker: 'Белых Т.И.', whom: 'Белых Т.И.', text: 'Субботник назначили на 20 апреля, инвентарь закуплен.' }]);
    expect(text.items[1]!.decisions).toEqual(['Провести субботник 20 апреля.']);
  });
});
