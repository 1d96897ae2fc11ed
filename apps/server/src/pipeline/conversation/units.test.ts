import { describe, expect, it } from 'vitest';
import { openingList, roundTitle, splitTopics, transition } from './agenda.ts';
import { deadlineAfterTask, directive, findAssignment, ownerOfDirective } from './assignments.ts';
import { isChatter } from './chatter.ts';
import { collectiveDecision, completeDecision, decisionCue, isVoteSentence, putToVote, readVote, voteLine, type Vote } from './decisions.ts';
import { floorGiving, floorToPost } from './floor.ts';
import { infinitiveOf, isImperative, perfectiveOf } from './morphology.ts';
import { draftMeeting } from './index.ts';
import { MeetingPeople } from './people.ts';
import { agendaWording } from './wording.ts';

const PEOPLE = [
  { id: 1, full_name: 'Петрова Анна Викторовна' },
  { id: 2, full_name: 'Сидоров Кирилл Львович' },
  { id: 3, full_name: 'Медведев Виктор Алексеевич' },
  { id: 4, full_name: 'Гарипова Ольга Николаевна' },
];
const people = new MeetingPeople(PEOPLE, PEOPLE);
const MEETING = '2026-11-26'; // a Thursday

describe('agenda: the opening list, however it is phrased', () => {
  it('reads the count said after the word: «Вопросов три: …»', () => {
    expect(openingList('Итак, вопросов два: ремонт спортзала и закупка мячей.')?.topics).toEqual(['ремонт спортзала', 'закупка мячей']);
  });
  it('reads a count with «и», «обсуждаем X и Y», «повестка: первое — …», a list with commas', () => {
    expect(openingList('Сегодня у нас два вопроса: результаты пробного экзамена в девятых классах и подготовка к новогоднему празднику.')).toEqual({
      count: 2,
      topics: ['результаты пробного экзамена в девятых классах', 'подготовка к новогоднему празднику'],
      grammaticalCase: 'nomn',
    });
    expect(openingList('Обсуждаем ремонт кровли и смету на следующий год.')).toEqual({
      count: null,
      topics: ['ремонт кровли', 'смету на следующий год'],
      grammaticalCase: 'accs',
    });
    expect(agendaWording('смету на следующий год', 'accs')).toBe('О смете на следующий год');
    expect(openingList('Повестка: первое — итоги квартала, второе — график отпусков.')?.topics).toEqual(['итоги квартала', 'график отпусков']);
    expect(openingList('На повестке три вопроса: релиз, найм тестировщика и бюджет на облако.')?.topics).toEqual(['релиз', 'найм тестировщика', 'бюджет на облако']);
  });
  it('keeps «A учеников и учителей» one topic: a new one starts only at a noun in the nominative', () => {
    expect(splitTopics('аттестация учеников и учителей', null)).toEqual(['аттестация учеников и учителей']);
  });
  it('is no agenda in an ordinary sentence', () => {
    expect(openingList('Сценарий готов, репетиции идут по средам.')).toBeNull();
  });
});

describe('agenda wording, by the morphology dictionary', () => {
  it('puts the topic into the prepositional case after «О»/«Об»', () => {
    expect(agendaWording('результаты пробного экзамена в девятых классах')).toBe('О результатах пробного экзамена в девятых классах');
    expect(agendaWording('подготовка к новогоднему празднику')).toBe('О подготовке к новогоднему празднику');
    expect(agendaWording('итоги квартала')).toBe('Об итогах квартала');
    expect(agendaWording('ремонт спортивного зала')).toBe('О ремонте спортивного зала');
    expect(agendaWording('новая система премирования')).toBe('О новой системе премирования');
  });
  it('turns «по празднику» / «к бюджету» into the prepositional, and keeps what it cannot read', () => {
    expect(agendaWording('по ремонту кровли')).toBe('О ремонте кровли');
    expect(agendaWording('о ремонте кровли')).toBe('О ремонте кровли');
    expect(agendaWording('SLA для поддержки')).toBe('SLA для поддержки');
  });
});

describe('passing to the next question', () => {
  it('by number, by topic, «Разное»', () => {
    expect(transition('Переходим ко второму вопросу.')).toEqual({ kind: 'ordinal', number: 2 });
    expect(transition('По третьему вопросу.')).toEqual({ kind: 'ordinal', number: 3 });
    expect(transition('Следующий вопрос.')).toEqual({ kind: 'ordinal', number: 'next' });
    expect(transition('Теперь о ремонте подъезда.')).toEqual({ kind: 'topic', topic: 'ремонте подъезда', preposition: 'о' });
    expect(transition('Переходим к бюджету.')).toEqual({ kind: 'topic', topic: 'бюджету', preposition: 'к' });
    expect(transition('По празднику.')).toEqual({ kind: 'topic', topic: 'празднику', preposition: 'по' });
    expect(transition('Разное.')).toEqual({ kind: 'miscellaneous' });
  });
  it('is not a long sentence that starts with «по»', () => {
    expect(transition('По экзамену двойки у одиннадцати человек, в основном в девятом классе.')).toBeNull();
  });
});

describe('the floor', () => {
  it('reads the floor given to a post, not to a name', () => {
    expect(floorToPost('Начальник смены, доложите по графику.')).toEqual({ topic: 'графику' });
    expect(floorToPost('Завхоз, вам слово.')).toEqual({ topic: null });
    expect(floorToPost('Так, доложите по графику.')).toBeNull();
    expect(floorToPost('Хорошо, расскажите.')).toBeNull();
  });
  it('is given by first name and patronymic, by surname, with or without a topic', () => {
    expect(floorGiving('Ольга Николаевна, вам слово по экзамену.', people)).toEqual({ person: PEOPLE[3], topic: 'экзамену' });
    expect(floorGiving('Слово предоставляется Сидорову.', people)?.person).toEqual(PEOPLE[1]);
    expect(floorGiving('Анна Викторовна, что готово?', people)?.person).toEqual(PEOPLE[0]);
    expect(floorGiving('Виктор Алексеевич прав, нужны занятия.', people)).toBeNull();
  });
});

describe('chatter', () => {
  it('leaves out greetings, roll call, the floor, thanks and farewells', () => {
    for (const said of ['Добрый день, коллеги.', 'Все собрались?', 'Тогда начинаем.', 'На этом всё, спасибо за работу.', 'Спасибо, Ольга Николаевна.', 'Всем спасибо, совещание окончено.', 'До свидания.', 'Согласна.', 'Вопросы есть?']) {
      expect(isChatter(said), said).toBe(true);
    }
  });
  it('leaves out a reply that only takes a task on, with or without its deadline', () => {
    for (const said of ['Выполню.', 'Поняла, подготовлю.', 'Хорошо, завтра же отправим.', 'Ладно, к среде.', 'Да, до понедельника?']) {
      expect(isChatter(said), said).toBe(true);
    }
  });
  it('leaves out elliptic questions, asking leave, apologies, order keeping, «по местам»', () => {
    for (const said of ['А сколько?', 'Кто именно?', 'Простите, можно выйти?', 'Ой, извините.', 'Пётр Ильич, не перебивайте, пожалуйста.', 'Всё, по местам.', 'Расходимся.']) {
      expect(isChatter(said), said).toBe(true);
    }
  });
  it('keeps what carries content', () => {
    for (const said of [
      'Спасибо поставщику не скажешь: сроки сорваны.',
      'Сценарий готов, репетиции идут по средам.',
      'Ольга Николаевна.',
      'Я подготовлю смету на ремонт к среде.',
      'А когда привезут новые парты для кабинета?',
      'Можно перенести экскурсию на май, если автобус занят.',
    ]) {
      expect(isChatter(said), said).toBe(false);
    }
  });
});

describe('decisions and votes', () => {
  it('reads markers, agreements and proposals', () => {
    expect(decisionCue('Решили: отчёт принять к сведению.')).toEqual({ kind: 'decision', text: 'отчёт принять к сведению' });
    expect(decisionCue('Договорились, что смету утверждаем.')).toEqual({ kind: 'decision', text: 'смету утверждаем' });
    expect(decisionCue('Так и решили.')).toEqual({ kind: 'agreed' });
    expect(decisionCue('Принимаем к сведению.')).toEqual({ kind: 'decision', text: 'Информацию принять к сведению' });
    expect(decisionCue('Предлагаю выделить на подарки тридцать тысяч рублей.')).toEqual({ kind: 'proposal', text: 'выделить на подарки тридцать тысяч рублей' });
    expect(decisionCue('Кто за?')).toBeNull();
  });
  it('counts a vote said in words', () => {
    const vote: Vote = { for: null, against: null, abstained: null };
    let asked = null;
    for (const said of ['Ставлю на голосование.', 'Кто за?', 'Семь.', 'Кто против?', 'Один.', 'Воздержавшихся нет.']) {
      expect(isVoteSentence(said, true), said).toBe(true);
      asked = readVote(said, vote, asked);
    }
    expect(voteLine(vote)).toBe('Голосовали: за — 7, против — 1, воздержались — нет. Решение принято.');
    const once: Vote = { for: null, against: null, abstained: null };
    readVote('За — пять, против — двое, воздержался один.', once, null);
    expect(voteLine(once)).toBe('Голосовали: за — 5, против — 2, воздержались — 1. Решение принято.');
    const all: Vote = { for: null, against: null, abstained: null };
    readVote('Все за, единогласно.', all, null);
    expect(voteLine(all)).toBe('Голосовали: единогласно. Решение принято.');
  });
  it('reads «голосуем за …» as what is voted on, its numbers no count; a tally with dashes is a vote sentence', () => {
    expect(putToVote('Голосуем за закупку сорока стульев для актового зала.')).toBe('закупку сорока стульев для актового зала');
    expect(putToVote('Ставлю на голосование предложение Ивана Петровича: перенести собрание на май.')).toBe('перенести собрание на май');
    const vote: Vote = { for: null, against: null, abstained: null };
    readVote('Голосуем за закупку сорока стульев.', vote, null);
    expect(vote).toEqual({ for: null, against: null, abstained: null });
    expect(isVoteSentence('За — девять, против — одна, Анна Викторовна, воздержавшихся нет.', false)).toBe(true);
    readVote('За — девять, против — одна, Анна Викторовна, воздержавшихся нет.', vote, null);
    expect(voteLine(vote)).toBe('Голосовали: за — 9, против — 1, воздержались — нет. Решение принято.');
  });
});

describe('assignments', () => {
  const find = (said: string, addressee = null) => findAssignment(said, { people, meetingDate: MEETING, addressee });
  it('knows a colleague by the short form of her first name: «Света» is Светлана', () => {
    const team = [{ id: 9, full_name: 'Белкина Светлана Олеговна' }, ...PEOPLE];
    const said = 'Света, обнови документацию до пятницы.';
    expect(findAssignment(said, { people: new MeetingPeople(team, team), meetingDate: MEETING, addressee: null })).toEqual({
      person: team[0],
      essence: 'Обновить документацию',
      deadline: '2026-11-27',
    });
  });
  it('reads a deadline said just after the task: a sentence opening with it, a day of the month alone', () => {
    expect(deadlineAfterTask('Так, к пятнице.', MEETING)).toBe('2026-11-27');
    expect(deadlineAfterTask('Ну, до конца месяца, там разберётесь.', MEETING)).toBe('2026-11-30');
    expect(deadlineAfterTask('До тридцатого.', MEETING)).toBe('2026-11-30');
    expect(deadlineAfterTask('До третьего числа.', MEETING)).toBe('2026-12-03');
    expect(deadlineAfterTask('Склад до пятницы закрыт на учёт.', MEETING)).toBeNull();
  });
  it('reads an imperative in any verb as a task, the verb as an infinitive (the dictionary, not a list)', () => {
    expect(isImperative('составьте')).toBe(true);
    expect(infinitiveOf('закажите')).toBe('заказать');
    expect(find('Виктор Алексеевич, до четвёртого декабря составьте график дополнительных занятий.')).toEqual({
      person: PEOPLE[2],
      essence: 'Составить график дополнительных занятий',
      deadline: '2026-12-04',
    });
    expect(find('Сидоров, к пятнице согласуйте договор с подрядчиком.')).toEqual({ person: PEOPLE[1], essence: 'Согласовать договор с подрядчиком', deadline: '2026-11-27' });
  });
  it('reads «поручить», «пусть», «нужно, чтобы», «вам нужно»', () => {
    expect(find('Поручить Петровой подготовить смету до конца месяца.')).toEqual({ person: PEOPLE[0], essence: 'Подготовить смету', deadline: '2026-11-30' });
    expect(find('Пусть Сидоров проверит счётчики в течение недели.')).toEqual({ person: PEOPLE[1], essence: 'Проверить счётчики', deadline: '2026-12-03' });
    // «К следующему заседанию» is a date only when the next meeting's is known; else the words stay in the task.
    expect(find('Нужно, чтобы Ольга Николаевна обновила расписание к следующему заседанию.')).toEqual({
      person: PEOPLE[3],
      essence: 'Обновить расписание к следующему заседанию',
      deadline: null,
    });
    expect(
      findAssignment('Нужно, чтобы Ольга Николаевна обновила расписание к следующему заседанию.', { people, meetingDate: MEETING, addressee: null, nextMeetingDate: '2026-12-10' }),
    ).toEqual({ person: PEOPLE[3], essence: 'Обновить расписание', deadline: '2026-12-10' });
    expect(find('Анна Викторовна, вам нужно разослать приказ до первого декабря.')).toEqual({ person: PEOPLE[0], essence: 'Разослать приказ', deadline: '2026-12-01' });
  });
  it('keeps the object said before the verb, from the verb’s own clause only', () => {
    expect(find('Кирилл Львович, значит, заявку повторите сегодня же.')?.essence).toBe('Повторить заявку');
    expect(find('Кирилл Львович, на выставку поедете вы, а отчёт сдайте мне до понедельника.')).toEqual({
      person: PEOPLE[1],
      essence: 'Сдать отчёт',
      deadline: '2026-11-30',
    });
  });
  it('gives no task for the floor, a question, «начнём с вас», or words without an address', () => {
    expect(find('Кирилл Львович, начнём с вас.')).toBeNull();
    expect(find('Анна Викторовна, расскажите, что готово.')).toBeNull();
    expect(find('Виктор Алексеевич, составите график?')).toBeNull();
    expect(find('Составьте график кто-нибудь.')).toBeNull();
  });
  it('tells namesakes apart by the meeting’s members first', () => {
    const directory = [...PEOPLE, { id: 9, full_name: 'Петрова Анна Викторовна' }];
    const members = new MeetingPeople([PEOPLE[0]!], directory);
    expect(findAssignment('Анна Викторовна, подготовьте смету.', { people: members, meetingDate: MEETING, addressee: null })?.person).toEqual(PEOPLE[0]);
  });
});

describe('the chair’s directives', () => {
  it('reads «Смету пересчитать …» as a directive, not a remark or a proposal', () => {
    expect(directive('Смету пересчитать с учётом новых тарифов.')).toBe(true);
    expect(directive('Я пересчитаю смету завтра.')).toBe(false);
    expect(directive('Надо подумать.')).toBe(false);
    expect(directive('Смету пересчитать?')).toBe(false);
  });
  it('takes a name and a deadline said next as whose task it is', () => {
    const context = { people, meetingDate: MEETING, addressee: null };
    expect(ownerOfDirective('Кирилл Львович, до пятницы.', context)).toEqual({ person: PEOPLE[1], deadline: '2026-11-27' });
    expect(ownerOfDirective('Кирилл Львович, это вам.', context)).toEqual({ person: PEOPLE[1], deadline: null });
    expect(ownerOfDirective('Кирилл Львович, согласуйте с юристами.', context)).toBeNull();
  });
});

describe('a decision said as what «we» do', () => {
  it('is written with the infinitive first, perfective for a one-off decision', () => {
    expect(collectiveDecision('Значит, направляем девять человек на муниципальный этап.')).toBe('Направить девять человек на муниципальный этап.');
    expect(collectiveDecision('Ну давайте утвердим план работы на квартал.')).toBe('Утвердить план работы на квартал.');
    expect(collectiveDecision('Смету утверждаем.')).toBe('Утвердить смету.');
    expect(collectiveDecision('Старую форму снимаем на ремонт.')).toBe('Снять старую форму на ремонт.');
  });
  it('keeps a time said first, and the imperfective where the action recurs', () => {
    expect(collectiveDecision('С первого марта работаем по новому расписанию.')).toBe('С первого марта работать по новому расписанию.');
    expect(collectiveDecision('Проверяем журналы каждую пятницу.')).toBe('Проверять журналы каждую пятницу.');
  });
  it('is none for the meeting’s procedure, a question, a statement with «мы» or a sentence with another verb', () => {
    expect(collectiveDecision('Переходим ко второму вопросу.')).toBeNull();
    expect(collectiveDecision('Голосуем.')).toBeNull();
    expect(collectiveDecision('Утверждаем смету?')).toBeNull();
    expect(collectiveDecision('Мы получаем мало заявок.')).toBeNull();
    expect(collectiveDecision('Утверждаем, если бухгалтер проверит.')).toBeNull();
  });
});

describe('the perfective partner of an imperfective infinitive', () => {
  it('is formed by the regular patterns and kept only when the dictionary knows it', () => {
    expect(perfectiveOf('направлять')).toBe('направить');
    expect(perfectiveOf('утверждать')).toBe('утвердить');
    expect(perfectiveOf('снимать')).toBe('снять');
    expect(perfectiveOf('подписывать')).toBe('подписать');
    expect(perfectiveOf('сокращать')).toBe('сократить');
    expect(perfectiveOf('работать')).toBe('работать');
    expect(perfectiveOf('ехать')).toBe('ехать');
  });
});

describe('an imperative that is also another word', () => {
  it('is the task’s verb only where it opens its clause and no sure imperative follows', () => {
    const context = { people, meetingDate: MEETING, addressee: null };
    expect(findAssignment('Кирилл Львович, соли купите для столовой до пятницы.', context)?.essence).toBe('Купить соли для столовой');
    expect(findAssignment('Кирилл Львович, пришлите отчёт до пятницы.', context)?.essence).toBe('Прислать отчёт');
    expect(findAssignment('Анна Викторовна, за десять, против три.', context)).toBeNull();
    expect(findAssignment('Анна Викторовна, спасибо, что пришли.', context)).toBeNull();
  });
});

describe('an opening list named without a count', () => {
  it('reads «Сегодня у нас X и Y» and «У нас X и разное»', () => {
    expect(openingList('Сегодня у нас отчёт казначея и ремонт крыльца, больше ничего.')?.topics).toEqual(['отчёт казначея', 'ремонт крыльца']);
    expect(openingList('У нас сегодня выборы старосты и экскурсия.')?.topics).toEqual(['выборы старосты', 'экскурсия']);
    expect(openingList('У нас отчёт библиотеки и разное.')?.topics).toEqual(['отчёт библиотеки', 'разное']);
  });
  it('reads «Разное» named inside the list with what it holds: «… и, в разном, X» counts «Разное», not X', () => {
    expect(openingList('На повестке два вопроса: отчёт казначея и, в разном, субботник.')?.topics).toEqual(['отчёт казначея', 'разное']);
    expect(openingList('Вопросов три: смета, график уборки, а в разное — покраска забора.')?.topics).toEqual(['смета', 'график уборки', 'разное']);
    expect(openingList('Сегодня у нас два вопроса: ремонт в разном объёме и закупка мела.')?.topics).toEqual(['ремонт в разном объёме', 'закупка мела']);
  });
  it('parts a counted list said without commas where one noun phrase ends and another begins', () => {
    expect(openingList('На повестке два вопроса: ремонт крыши охрана территории.')?.topics).toEqual(['ремонт крыши', 'охрана территории']);
    expect(openingList('Вопросов три: замена труб в подвале уборка снега и разное.')?.topics).toEqual(['замена труб в подвале', 'уборка снега', 'разное']);
    // A genitive chain and an apposition stay whole.
    expect(openingList('Два вопроса: итоги работы школы и выборы.')?.topics).toEqual(['итоги работы школы', 'выборы']);
    expect(openingList('Два вопроса: концерт в клубе праздник урожай.')?.topics).toEqual(['концерт в клубе', 'праздник урожай']);
  });
  it('is no list in a statement: «У нас проблема с отоплением»', () => {
    expect(openingList('У нас проблема с отоплением и протечка.')).toBeNull();
  });
});

describe('asides to the room', () => {
  it('are chatter: a lost thing asked after, a question thrown in with «кстати», a voter’s recusal', () => {
    expect(isChatter('Кстати, кто брал мой зонт?')).toBe(true);
    expect(isChatter('А у кого-нибудь есть зарядка для телефона?')).toBe(true);
    expect(isChatter('Кто-нибудь видел мои очки?')).toBe(true);
    expect(isChatter('Чья сумка на стуле?')).toBe(true);
    expect(isChatter('Я в голосовании не участвую.')).toBe(true);
    expect(isChatter('А сколько стоит ремонт кровли по смете?')).toBe(false);
  });
  it('take the few words said after them in the turn along', () => {
    const draft = draftMeeting(
      [
        { start: 0, end: 5, speaker: 'Петрова Анна Викторовна', text: 'Добрый день. Сегодня один вопрос: ремонт кровли. Кирилл Львович, пожалуйста.' },
        { start: 5, end: 10, speaker: 'Сидоров Кирилл Львович', text: 'Смета готова, ремонт займёт две недели.' },
        { start: 10, end: 15, speaker: 'Медведев Виктор Алексеевич', text: 'Извините, можно форточку открыть? Душно.' },
        { start: 15, end: 20, speaker: 'Медведев Виктор Алексеевич', text: 'А подрядчик проверенный?' },
        { start: 20, end: 25, speaker: 'Гарипова Ольга Николаевна', text: 'Цена у них самая низкая из трёх предложений.' },
        { start: 25, end: 30, speaker: 'Медведев Виктор Алексеевич', text: 'Тогда и я за этого подрядчика, раз цена ниже.' },
      ],
      { meetingDate: MEETING, timezone: 'Europe/Moscow', members: PEOPLE, directory: PEOPLE, chair: null, keywords: [] },
    );
    const text = draft.sections.map((s) => s.value).join('\n');
    expect(text).not.toMatch(/Душно|форточку|подрядчик проверенный/u);
    // Who asked a question spoke on it first, though the question is not minuted: one line per speaker.
    expect(draft.sections.find((s) => s.key === 'Выступили')?.value).toBe(
      'Медведев Виктор Алексеевич: Тогда и я за этого подрядчика, раз цена ниже.\nГарипова Ольга Николаевна: Цена у них самая низкая из трёх предложений.',
    );
  });
});

describe('a stand-up’s one question', () => {
  it('is the work’s progress, about what the round is when said', () => {
    expect(roundTitle('Всем привет, давайте по кругу, коротко.')).toBe('О ходе работ');
    expect(roundTitle('Так, доброе утро. По второму корпусу, кто что.')).toBe('О ходе работ по второму корпусу');
    expect(roundTitle('По смете кто что скажет?')).toBe('О ходе работ по смете');
    expect(roundTitle('Переходим к смете.')).toBeNull();
  });
  it('titles the meeting’s question only where no question was named', () => {
    const segments = [
      { start: 0, end: 5, speaker: 'Петрова Анна Викторовна', text: 'Доброе утро, давайте по кругу. Кирилл Львович, начнёте?' },
      { start: 5, end: 10, speaker: 'Сидоров Кирилл Львович', text: 'Вчера закончил отчёт, сегодня сверяю счета.' },
      { start: 10, end: 15, speaker: 'Гарипова Ольга Николаевна', text: 'У меня закупки, договор с поставщиком на подписи.' },
    ];
    const draft = draftMeeting(segments, { meetingDate: MEETING, timezone: 'Europe/Moscow', members: PEOPLE, directory: PEOPLE, chair: null, keywords: [] });
    expect(draft.sections[0]).toMatchObject({ key: 'Повестка дня', value: 'О ходе работ' });
  });
});

describe('a task given by role', () => {
  it('names no person, keeps the role for the wording and drops the speaker’s own clause', () => {
    const context = { people, meetingDate: MEETING, addressee: null };
    expect(findAssignment('Хорошо, нужно, чтобы староста составил график до понедельника, я прослежу.', context)).toEqual({
      person: null,
      role: 'старосте',
      essence: 'Составить график',
      deadline: '2026-11-30',
    });
    expect(findAssignment('Пусть завхоз закажет краску к пятнице.', context)).toMatchObject({ person: null, role: 'завхозу', essence: 'Заказать краску' });
    expect(findAssignment('Пусть погода наладится.', context)).toBeNull();
  });
});

describe('a proposal stated as a wish', () => {
  it('becomes a decision with its verbs in the infinitive', () => {
    expect(decisionCue('Предлагаю, чтобы дежурили по двое и мыли парты раз в неделю.')).toEqual({
      kind: 'proposal',
      text: 'дежурить по двое и мыть парты раз в неделю',
    });
  });
});

describe('a decision agreed as a bare noun phrase', () => {
  it('gets the verb a protocol puts with its object, the phrase’s head in the accusative', () => {
    expect(completeDecision('Целевой взнос на ремонт по 2000 с квартиры')).toBe('Установить целевой взнос на ремонт по 2000 с квартиры');
    expect(completeDecision('Договор с «ТеплоСервисом» на 300 000')).toBe('Заключить договор с «ТеплоСервисом» на 300 000');
    expect(completeDecision('Летняя программа чтения')).toBe('Утвердить летнюю программу чтения');
  });
  it('keeps a text that has its verb', () => {
    expect(completeDecision('Провести ремонт весной')).toBe('Провести ремонт весной');
    expect(completeDecision('Ремонт проведён')).toBe('Ремонт проведён');
  });
});
