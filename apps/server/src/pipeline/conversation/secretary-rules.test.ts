import { describe, expect, it } from 'vitest';
import { buildProtocolText } from '../protocol-text/index.ts';
import { matchTopic, openingList, topicStems, transition } from './agenda.ts';
import { floorGiving } from './floor.ts';
import { draftMeeting, type ConversationContext, type TranscriptSegmentInput } from './index.ts';
import { MeetingPeople } from './people.ts';
import { readMeeting } from './model.ts';
import { readTabbedMeeting, tabbedSegments } from './test-meeting.ts';
import { utterancesOf } from './utterances.ts';
import { agendaWording, namesAsWritten, officialWording, withoutFillers } from './wording.ts';

/** How a secretary condenses a meeting: rules read on phrases of their own, none taken from the corpus. */

const KEYWORDS = [
  { title: 'Повестка дня', phrase: 'повестка дня;повестка' },
  { title: 'Слушали', phrase: 'слушали;заслушали' },
  { title: 'Выступили', phrase: 'выступил;выступила;выступили' },
  { title: 'Решили', phrase: 'решили;постановили;решение' },
  { title: 'Поручить', phrase: 'поручить;поручено' },
];

const PEOPLE = [
  { id: 1, full_name: 'Зотов Пётр Ильич' },
  { id: 2, full_name: 'Климова Анна Петровна' },
  { id: 3, full_name: 'Баранов Олег Сергеевич' },
  { id: 4, full_name: 'Лыкова Нина Андреевна' },
];

const context = (extra: Partial<ConversationContext> = {}): ConversationContext => ({
  meetingDate: '2026-03-02',
  timezone: 'Europe/Moscow',
  members: PEOPLE,
  directory: PEOPLE,
  chair: null,
  keywords: KEYWORDS,
  ...extra,
});


function protocol(segments: readonly TranscriptSegmentInput[] | string, extra: Partial<ConversationContext> = {}) {
  const draft = draftMeeting(segments, context(extra));
  const tasks = draft.tasks.filter((t) => t.deadline).map((t) => ({ essence: t.essence, responsible: t.responsible_name, deadline: t.deadline! }));
  return { draft, text: buildProtocolText({ agenda: null, final_transcript: null, sections: draft.sections, people: PEOPLE.map((p) => p.full_name), tasks }) };
}

describe('the agenda as the chair says it', () => {
  it('ends the list where the floor is given: «… по окнам слово Петру Ильичу»', () => {
    expect(openingList('Сегодня два вопроса: замена окон и уборка двора по окнам слово Петру Ильичу.')?.topics).toEqual(['замена окон', 'уборка двора']);
  });

  it('passes to a listed question from a run-on «теперь X …», keeping the rest as said on it', () => {
    expect(transition('Теперь поляна за домом заросла нужно косить каждую неделю.')).toEqual({
      kind: 'topic',
      topic: 'поляна',
      preposition: 'nominative',
      listedOnly: true,
      rest: 'За домом заросла нужно косить каждую неделю.',
    });
    // A short «Теперь X.» is the topic alone, as before.
    expect(transition('Теперь бюджет.')).toMatchObject({ kind: 'topic', topic: 'бюджет' });
  });

  it('passes to a question named before a colon, the words after it said on the question', () => {
    expect(transition('По бюджету: в этом году тратим меньше.')).toMatchObject({ kind: 'topic', preposition: 'по', rest: 'В этом году тратим меньше.' });
    expect(transition('Третий вопрос: смета готова.')).toEqual({ kind: 'ordinal', number: 3, rest: 'Смета готова.' });
    // A bare noun before the colon passes only to a question already listed so.
    expect(transition('Итог такой: все довольны.')).toMatchObject({ listedOnly: true });
  });

  it('tells a question by stems the stemmer cut unevenly: «поляна» is «О поляне»', () => {
    expect(matchTopic('поляна', [topicStems('О бюджете'), topicStems('О поляне у корпуса')])).toBe(1);
  });

  it('writes plain words for what a question is about officially: «долги», «вода»', () => {
    expect(agendaWording('долги за свет')).toBe('О задолженности за свет');
    expect(agendaWording('вода')).toBe('О водоснабжении');
    expect(agendaWording('цифры за квартал')).toBe('Об итогах за квартал');
    expect(agendaWording('по цифрам отдела')).toBe('Об итогах отдела');
  });
});

describe('the floor', () => {
  const people = new MeetingPeople(PEOPLE, PEOPLE);
  it('is given by a short «пожалуйста», not by a request ending with it', () => {
    expect(floorGiving('Анна Петровна, пожалуйста.', people)?.person.full_name).toBe('Климова Анна Петровна');
    expect(floorGiving('Олег Сергеевич, прошу.', people)?.person.full_name).toBe('Баранов Олег Сергеевич');
    expect(floorGiving('Олег Сергеевич, после собрания стулья в зал верните, пожалуйста.', people)).toBeNull();
  });
});

describe('the floor in recognised speech without speaker labels', () => {
  const people = new MeetingPeople(PEOPLE, PEOPLE);
  const heard = (lines: string) => {
    const segments = lines.trim().split('\n').map((text, index) => ({ start: index * 10, end: index * 10 + 9, speaker: null, text: text.trim() }));
    return readMeeting(utterancesOf(segments), { people, meetingDate: '2026-03-02', chair: null }).questions.map((q) => [q.title, q.heard?.full_name ?? null]);
  };
  it('is had by the first one addressed by name on a question, in words that give no task', () => {
    expect(
      heard(`
На повестке два вопроса: отопление и субботник.
По отоплению.
Анна Петровна, батареи в третьем подъезде холодные с понедельника, мастер приходил дважды.
Заявку управляющей компании подать до пятницы.
Теперь субботник.
Олег Сергеевич, мы собрали сорок человек, инвентарь есть.
Нина Андреевна, а мешки для мусора купите к субботе.
`),
    ).toEqual([
      ['Об отоплении', 'Климова Анна Петровна'],
      ['О субботнике', 'Баранов Олег Сергеевич'],
    ]);
  });
  it('is given after «Ну, вроде все.» said before the agenda: counting who came closes nothing', () => {
    expect(
      heard(`
Добрый день.
Ну, вроде все.
Повестка: отопление.
Пётр Ильич, пожалуйста.
Котельная работает на половину мощности, насос менять надо.
`),
    ).toEqual([['Об отоплении', 'Зотов Пётр Ильич']]);
  });
  it('with labels: the one the chair addresses by name on a question, who answers next', () => {
    // Nina Andreevna, addressed but silent, is no reporter: the chair's words on the question are the report.
    const reporters = (lines: string) => readTabbedMeeting(lines, people, '2026-03-02').questions.map((q) => q.heard?.full_name ?? null);
    expect(
      reporters(`
Зотов Пётр Ильич	Два вопроса: отопление и субботник.
Зотов Пётр Ильич	По отоплению. Анна Петровна, у вас были новые цифры по котельной.
Климова Анна Петровна	Да, расход газа вырос на десять процентов за месяц.
Зотов Пётр Ильич	Теперь субботник. Нина Андреевна, у нас в прошлый раз не хватило граблей.
Баранов Олег Сергеевич	Инвентарь закуплен, грабли тоже.
`),
    ).toEqual(['Климова Анна Петровна', 'Зотов Пётр Ильич']);
  });
  it('is not had by one given a task first', () => {
    expect(
      heard(`
На повестке два вопроса: отопление и субботник.
По отоплению.
Анна Петровна, подготовьте заявку до пятницы.
Теперь субботник.
`),
    ).toEqual([['Об отоплении', null], ['О субботнике', null]]);
  });
});

describe('tasks and decisions worded as a secretary writes them', () => {
  const people = new MeetingPeople(PEOPLE, PEOPLE);
  it('names people by surname and initials, in the case said', () => {
    expect(namesAsWritten('Передать Нине Андреевне ключи от склада', people)).toBe('Передать Лыковой Н.А. ключи от склада');
    expect(namesAsWritten('Согласовать смету с Олегом Сергеевичем', people)).toBe('Согласовать смету с Барановым О.С.');
    expect(namesAsWritten('Дождаться отчёта Петра Ильича', people)).toBe('Дождаться отчёта Зотова П.И.');
    // An address opening the text is kept.
    expect(namesAsWritten('Анна Петровна, проверьте', people)).toBe('Анна Петровна, проверьте');
  });

  it('writes «…, X, вы ответственный» as «ответственный — X»', () => {
    expect(namesAsWritten('Закупить новые огнетушители до лета, Олег Сергеевич, вы ответственный.', people)).toBe(
      'Закупить новые огнетушители до лета, ответственный — Баранов О.С.',
    );
  });

  it('puts colloquial verbs and nouns in the official register', () => {
    expect(officialWording('Скинуть отчёт в общий чат и повесить график у входа')).toBe('Передать отчёт в общий чат и разместить график у входа');
    expect(officialWording('Принести квитанции и собрать деньги на ремонт')).toBe('Представить квитанции и собрать денежные средства на ремонт');
    expect(officialWording('Закончить инвентаризацию')).toBe('Завершить инвентаризацию');
    expect(officialWording('Выплатить зарплату и разместить объявление в соцсетях')).toBe('Выплатить заработную плату и разместить объявление в социальных сетях');
  });

  it('in a meeting: the task and its line say the same', () => {
    const { text } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tСегодня один вопрос: инвентаризация.
Зотов Пётр Ильич\tАнна Петровна, пожалуйста.
Климова Анна Петровна\tОпись почти готова, не хватает склада номер два.
Зотов Пётр Ильич\tАнна Петровна, скиньте опись Нине Андреевне до пятницы.
`),
    );
    expect(text.items[0]!.assignments.map((a) => a.text)).toEqual(['Поручить Климовой А.П. передать опись Лыковой Н.А. — в срок до\u00a006.03.2026.']);
  });

  it('drops the word announcing a decision and writes what «we» do as an infinitive', () => {
    const { text } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tСегодня один вопрос: парковка.
Зотов Пётр Ильич\tОлег Сергеевич, пожалуйста.
Баранов Олег Сергеевич\tМест не хватает, жильцы ставят машины на газон.
Зотов Пётр Ильич\tРешение следующее: закрываем въезд во двор шлагбаумом.
`),
    );
    expect(text.items[0]!.decisions).toEqual(['Закрыть въезд во двор шлагбаумом.']);
  });
});

describe('what was said, as minuted', () => {
  it('leaves out the fillers and hedges of speech, keeping the words and figures', () => {
    expect(withoutFillers('Ну, значит, подрядчик, как бы, просит 40 000 за неделю.')).toBe('Подрядчик просит 40 000 за неделю.');
    expect(withoutFillers('Так вот, лифт стоит третий день.')).toBe('Лифт стоит третий день.');
    expect(withoutFillers('Короче, это самое, отчёт сдан.')).toBe('Отчёт сдан.');
    // Words that only look like fillers stay: «так называемый», «вот этот».
    expect(withoutFillers('Так называемый резерв исчерпан.')).toBe('Так называемый резерв исчерпан.');
    expect(withoutFillers('Вот этот подъезд хуже всех.')).toBe('Вот этот подъезд хуже всех.');
    expect(withoutFillers('Ну.')).toBe('Ну.');
  });

  it('in a meeting: the report is minuted without them', () => {
    const { text } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tСегодня один вопрос: лифт.
Зотов Пётр Ильич\tАнна Петровна, пожалуйста.
Климова Анна Петровна\tНу, значит, лифт стоит третий день, мастер, как бы, обещал запчасть к среде.
`),
    );
    expect(text.items[0]!.heard[0]!.text).toBe('Лифт стоит третий день, мастер обещал запчасть к среде.');
  });
});

describe('who spoke', () => {
  it('names who asked a question on the matter, not who asked for a charger or to open a window', () => {
    const { draft } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tСегодня один вопрос: ремонт подъезда.
Зотов Пётр Ильич\tАнна Петровна, пожалуйста.
Климова Анна Петровна\tСмета на ремонт подъезда пришла, работы займут месяц.
Баранов Олег Сергеевич\tА краска какая?
Климова Анна Петровна\tВодоэмульсионная, как в прошлый раз.
Лыкова Нина Андреевна\tА у кого-нибудь есть зарядка?
`),
    );
    expect(draft.sections.find((s) => s.key === 'Выступили')?.value).toBe('Баранов Олег Сергеевич');
  });

  it('keyword meetings: the others heard under «Слушали» go under «Выступили»', () => {
    const { text } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tПовестка дня: первое — ремонт подъезда, второе — парковка.
Зотов Пётр Ильич\tСлушали Климову Анну Петровну по ремонту подъезда.
Климова Анна Петровна\tСмета пришла, работы займут месяц, подрядчик тот же.
Баранов Олег Сергеевич\tА подрядчик надёжный?
Климова Анна Петровна\tРаботает с нами пять лет.
Лыкова Нина Андреевна\tЯ бы ещё перила покрасила.
Зотов Пётр Ильич\tРешили: провести ремонт подъезда в апреле.
`),
    );
    expect(text.items[0]!.heard.map((s) => s.speaker)).toEqual(['Климова А.П.']);
    expect(text.items[0]!.heard[0]!.text).not.toMatch(/надёжный|перила/u);
    expect(text.items[0]!.spoke.map((s) => [s.speaker, s.text])).toEqual([
      ['Баранов О.С.', ''],
      ['Лыкова Н.А.', 'Я бы ещё перила покрасила.'],
    ]);
  });
});

describe('tasks under their own question', () => {
  it('a task said on the next question that names an earlier one goes under it', () => {
    const { text } = protocol(
      tabbedSegments(`
Зотов Пётр Ильич\tСегодня два вопроса: летний лагерь и ремонт спортзала.
Зотов Пётр Ильич\tПо лагерю. Анна Петровна, пожалуйста.
Климова Анна Петровна\tПутёвки в летний лагерь получили, желающих больше, чем мест.
Зотов Пётр Ильич\tПо спортзалу. Олег Сергеевич, пожалуйста.
Баранов Олег Сергеевич\tПол в спортзале вздулся, нужна замена покрытия.
Зотов Пётр Ильич\tОлег Сергеевич, закажите смету на покрытие до пятницы. Анна Петровна, а список в летний лагерь подготовьте до десятого марта.
`),
    );
    expect(text.items.map((item) => item.assignments.map((a) => a.responsible))).toEqual([['Климова Анна Петровна'], ['Баранов Олег Сергеевич']]);
  });
});

describe('text without speaker labels', () => {
  const TEXT =
    'Добрый вечер. Сегодня два вопроса: поляна и освещение. По поляне Анна Петровна доложит. Анна Петровна, пожалуйста. ' +
    'Поляна заросла, косить некому, трактор сломан. Олег Сергеевич, договоритесь с косильщиками до пятницы. ' +
    'Теперь освещение фонари у ворот не горят третью неделю надо менять лампы. Нина Андреевна, закажите лампы до десятого марта. ' +
    'На этом всё, спасибо. Пётр Ильич, а вы машину переставите?';

  it('finds the chair, the one member never named, and makes the chair heard on a question no one was given', () => {
    const { draft, text } = protocol(TEXT, { members: [PEOPLE[1]!, PEOPLE[2]!, PEOPLE[3]!, { id: 5, full_name: 'Шилов Артём Игоревич' }] });
    expect(draft.chair).toBe('Шилов Артём Игоревич');
    expect(text.items.map((item) => item.heard.map((s) => s.speaker))).toEqual([['Климова А.П.'], ['Шилов А.И.']]);
    expect(text.items.map((item) => item.assignments.map((a) => a.responsible))).toEqual([['Баранов Олег Сергеевич'], ['Лыкова Нина Андреевна']]);
  });

  it('names no chair when more than one member is never named', () => {
    const { draft } = protocol(TEXT, { members: [...PEOPLE.slice(1), { id: 5, full_name: 'Шилов Артём Игоревич' }, { id: 6, full_name: 'Ершова Вера Ивановна' }] });
    expect(draft.chair).toBeNull();
  });

  it('leaves out what is said after the chair closes the meeting, within a run-on sentence too', () => {
    const { text } = protocol(
      'Добрый вечер. Сегодня один вопрос: освещение. Анна Петровна, пожалуйста. Фонари у ворот не горят третью неделю. ' +
        'Олег Сергеевич, закажите лампы до пятницы ну вроде всё у кого красная машина у ворот стоит переставьте',
    );
    expect(JSON.stringify(text)).not.toMatch(/машина|переставьте/u);
    expect(text.items[0]!.assignments.map((a) => a.responsible)).toEqual(['Баранов Олег Сергеевич']);
  });
});
