import { describe, expect, it } from 'vitest';
import { acceptedTask, findAssignment, ownPromise, volunteeredTask, withChainedClauses, withDecidedObject } from './assignments.ts';
import { MeetingPeople } from './people.ts';
import { readTabbedMeeting } from './test-meeting.ts';

const MEMBERS = [
  { id: 1, full_name: 'Киселёва Нина Аркадьевна' },
  { id: 2, full_name: 'Бойко Степан Ильич' },
  { id: 3, full_name: 'Уварова Лидия Петровна' },
  { id: 4, full_name: 'Сомов Глеб Андреевич' },
];
const people = new MeetingPeople(MEMBERS, MEMBERS);
const MEETING = '2026-03-03'; // a Tuesday
const find = (sentence: string) => findAssignment(sentence, { people, meetingDate: MEETING, addressee: null });
const who = (sentence: string) => {
  const task = find(sentence);
  return task && { person: task.person?.full_name ?? null, role: task.role ?? null, together: task.together?.map((p) => p.full_name) ?? [], essence: task.essence, deadline: task.deadline };
};

const meeting = (lines: string) => readTabbedMeeting(lines, people, MEETING);
const tasks = (lines: string) =>
  meeting(lines).questions.flatMap((q) => q.assignments.map(({ assignment: a }) => [a.person?.full_name ?? a.role ?? null, a.essence, a.deadline]));

describe('who is given a task', () => {
  it.each([
    // «Пусть» opening a sentence is no surname before the name.
    ['Пусть Лидия Петровна к пятнице обзвонит всех поставщиков.', 'Уварова Лидия Петровна', 'Обзвонить всех поставщиков', '2026-03-06'],
    // The one asked named before «попрошу» (accusative) or after it.
    ['Степана Ильича попрошу проверить сметы до двадцатого.', 'Бойко Степан Ильич', 'Проверить сметы', '2026-03-20'],
    ['Попрошу Глеба Андреевича подписать акты к десятому.', 'Сомов Глеб Андреевич', 'Подписать акты', '2026-03-10'],
    // Named between commas after the imperative.
    ['Хорошо, подготовьте, Нина Аркадьевна, справку по кадрам к понедельнику.', 'Киселёва Нина Аркадьевна', 'Подготовить справку по кадрам', '2026-03-09'],
    // Named just after the verb.
    ['Квартальный отчёт составит Глеб Андреевич через неделю.', 'Сомов Глеб Андреевич', 'Составить квартальный отчёт', '2026-03-10'],
  ])('%s', (sentence, person, essence, deadline) => {
    expect(who(sentence)).toMatchObject({ person, essence, deadline });
  });

  it('gives one task to several people named together', () => {
    expect(who('Нина Аркадьевна и Степан Ильич, проведите втроём инвентаризацию до конца месяца.')).toEqual({
      person: 'Киселёва Нина Аркадьевна',
      role: null,
      together: ['Бойко Степан Ильич'],
      essence: 'Провести инвентаризацию',
      deadline: '2026-03-31',
    });
  });

  it('gives a task to a service named by an inanimate noun, not to a thing that merely happens', () => {
    expect(who('Пусть канцелярия разошлёт приказ по отделам к четвергу.')).toMatchObject({ person: null, role: 'канцелярии', essence: 'Разослать приказ по отделам', deadline: '2026-03-05' });
    expect(find('Пусть погода наладится.')).toBeNull();
    expect(find('Пусть в среду выйдет ремонтная бригада.')?.role).toBeUndefined();
  });

  it('writes the task’s second verb as an infinitive too, and cuts why it is given', () => {
    expect(who('Пусть Лидия Петровна соберёт заявки, а по филиалу подготовит сводку.')?.essence).toBe('Собрать заявки, а по филиалу подготовить сводку');
    expect(who('Глеб Андреевич, закажите бумагу до среды, чтобы хватило на квартал.')?.essence).toBe('Заказать бумагу');
    expect(who('Глеб Андреевич, отправьте письмо в банк, и копию мне.')?.essence).toBe('Отправить письмо в банк');
  });

  it('leaves out spoken fillers, «мне» and a clause with no action of its own', () => {
    expect(who('Степан Ильич, ну вот, короче, проверьте как бы счётчики в подвале до пятницы.')?.essence).toBe('Проверить счётчики в подвале');
    expect(who('Степан Ильич, сдайте мне ключи от склада до пятницы.')?.essence).toBe('Сдать ключи от склада');
    expect(who('Лидия Петровна, позвоните в банк, и выписка должна быть у нас к среде.')?.essence).toBe('Позвонить в банк');
  });

  it('does not take the floor for a task', () => {
    expect(find('Степан Ильич, давай.')).toBeNull();
  });
});

describe('a member’s own offer and acceptance', () => {
  it('reads an offer with a deadline as the speaker’s task, its first clause the text', () => {
    expect(ownPromise('Я возьму на себя выставку, к среде сделаю, с музеем уже созвонилась.', MEETING)).toEqual({ essence: 'Взять на себя выставку', deadline: '2026-03-04' });
    expect(ownPromise('Я вчера подготовил выставку.', MEETING)).toBeNull();
  });

  it('makes the chair’s action the member’s task when the reply promises that very verb', () => {
    expect(acceptedTask('Подпишу до пятницы.', 'Договор подписать до пятницы, это важно.', MEETING)).toEqual({ essence: 'Подписать договор', deadline: '2026-03-06' });
    expect(acceptedTask('Хорошо.', 'Договор подписать до пятницы.', MEETING)).toBeNull();
    expect(acceptedTask('Позвоню завтра.', 'Договор подписать до пятницы.', MEETING)).toBeNull();
  });

  it('in a meeting: a member’s offer is a task, narration is not, the chair’s «нет» withdraws an offer', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна	Коллеги, один вопрос сегодня: весенняя ярмарка.
Бойко Степан Ильич	Я в прошлом году уже договаривался с администрацией о площадке.
Уварова Лидия Петровна	Я возьму на себя палатки, к пятнице закажу.
Сомов Глеб Андреевич	Могу и афиши напечатать, я сделаю к понедельнику.
Киселёва Нина Аркадьевна	Нет, афиши я сама закажу в типографии в среду.
Бойко Степан Ильич	Кто-нибудь видел мои очки?
`),
    ).toEqual([
      ['Уварова Лидия Петровна', 'Взять на себя палатки', '2026-03-06'],
      ['Киселёва Нина Аркадьевна', 'Заказать афиши в типографии', '2026-03-04'],
    ]);
  });

  it('in a meeting: the chair’s bare «сделайте» takes its object from the member’s offer just before', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна	Коллеги, один вопрос сегодня: день открытых дверей.
Уварова Лидия Петровна	Я могу буклет для гостей сделать.
Киселёва Нина Аркадьевна	Хорошо, сделайте, Лидия Петровна, до четверга.
`),
    ).toEqual([['Уварова Лидия Петровна', 'Сделать буклет для гостей', '2026-03-05']]);
  });

  it('in a meeting: «Закрою до пятницы» after the chair’s directive is the member’s task, said once', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна	Коллеги, один вопрос сегодня: проверка пожарной инспекции.
Сомов Глеб Андреевич	Инспекция нашла три замечания по эвакуационным выходам.
Киселёва Нина Аркадьевна	Замечания устранить до пятницы, иначе будет штраф.
Сомов Глеб Андреевич	Устраню до пятницы.
`),
    ).toEqual([['Сомов Глеб Андреевич', 'Устранить замечания', '2026-03-06']]);
  });
});

describe('tasks said as what the one addressed will do (issue 22)', () => {
  it.each([
    // Asked as a question, with its deadline: a task.
    ['Глеб Андреевич, протокол проверки к восьмому подпишете?', 'Сомов Глеб Андреевич', 'Подписать протокол проверки', '2026-03-08'],
    ['Степан Ильич, ведомость по складу до пятницы пришлёшь?', 'Бойко Степан Ильич', 'Прислать ведомость по складу', '2026-03-06'],
    // Said as a statement.
    ['Лидия Петровна, расписание дежурств мне к понедельнику принесёте.', 'Уварова Лидия Петровна', 'Принести расписание дежурств', '2026-03-09'],
    // Within a month: by its last day.
    ['Нина Аркадьевна, в апреле проверьте огнетушители в корпусах.', 'Киселёва Нина Аркадьевна', 'Проверить огнетушители в корпусах', '2026-04-30'],
  ])('%s', (sentence, person, essence, deadline) => {
    expect(who(sentence)).toMatchObject({ person, essence, deadline });
  });

  it('is no task without a deadline, nor when the verb is the talk itself, nor a noun read as an imperative', () => {
    expect(find('Глеб Андреевич, протокол подпишете?')).toBeNull();
    expect(find('Нина Аркадьевна, рассказывайте.')).toBeNull();
    expect(find('Степан Ильич, докладывайте по складу.')).toBeNull();
    expect(find('Лидия Петровна, день открытых дверей у нас в субботу.')).toBeNull();
  });

  it('keeps an «и» between the task’s objects', () => {
    expect(who('Глеб Андреевич, бланки и конверты к пятнице закажете?')?.essence).toBe('Заказать бланки и конверты');
  });
});

describe('names as colleagues call each other', () => {
  const team = new MeetingPeople(
    [
      { id: 1, full_name: 'Орлова Светлана Юрьевна' },
      { id: 2, full_name: 'Титов Павел Игоревич' },
      { id: 3, full_name: 'Гуляева Таня Сергеевна' },
    ],
    [],
  );
  it.each([
    ['Свет, отчёт по клиентам скинь сегодня.', 'Орлова Светлана Юрьевна'],
    ['Тань, позвони в банк завтра.', 'Гуляева Таня Сергеевна'],
  ])('«%s»: the truncated vocative names the member', (sentence, person) => {
    expect(findAssignment(sentence, { people: team, meetingDate: MEETING, addressee: null })?.person?.full_name).toBe(person);
  });
});

describe('the chair takes up what a member offered', () => {
  it('«Давай, проверь» after «Я проверю остатки» makes it the member’s task, with the chair’s deadline', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна\tПо складу вопрос.
Сомов Глеб Андреевич\tЯ тогда сам проверю остатки по краске.
Киселёва Нина Аркадьевна\tДавай, проверь, до четверга скажешь.
`),
    ).toEqual([['Сомов Глеб Андреевич', 'Проверить остатки по краске', '2026-03-05']]);
  });

  it('a chair’s imperative of another verb takes nothing up', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна\tПо складу вопрос.
Сомов Глеб Андреевич\tЯ тогда сам проверю остатки по краске.
Киселёва Нина Аркадьевна\tПодождите, сначала послушаем бухгалтерию.
`),
    ).toEqual([]);
  });
});

describe('the one asked named by a bare surname in the accusative', () => {
  const staff = new MeetingPeople(
    [
      { id: 1, full_name: 'Карпов Илья Сергеевич' },
      { id: 2, full_name: 'Дроздова Анна Юрьевна' },
    ],
    [{ id: 3, full_name: 'Карпова Вера Ивановна' }],
  );
  const ask = (sentence: string) => {
    const task = findAssignment(sentence, { people: staff, meetingDate: MEETING, addressee: null });
    return task && [task.person?.full_name ?? null, task.essence, task.deadline];
  };
  it.each([
    // «Карпова» alone could be Карпова Вера Ивановна; after «попрошу» it is Карпов's accusative.
    ['Попрошу Карпова сверить накладные до пятницы.', ['Карпов Илья Сергеевич', 'Сверить накладные', '2026-03-06']],
    ['Дроздову попрошу к понедельнику обновить прайс.', ['Дроздова Анна Юрьевна', 'Обновить прайс', '2026-03-09']],
    ['Ещё попрошу Карпову подписать акты к среде.', ['Карпова Вера Ивановна', 'Подписать акты', '2026-03-04']],
  ])('%s', (sentence, expected) => {
    expect(ask(sentence)).toEqual(expected);
  });
  it('names nobody when no one has that accusative', () => {
    expect(ask('Попрошу Смирнова сверить накладные до пятницы.')).toBeNull();
  });
});

describe('a task of a bare verb after the decision it carries out', () => {
  it('takes the decision’s object when the verb is the same, and keeps anything else', () => {
    expect(withDecidedObject('Провести, протокол потом покажете мне', 'Провести учебную эвакуацию.')).toBe('Провести учебную эвакуацию, протокол потом покажете мне');
    expect(withDecidedObject('Провести', 'Закупить огнетушители.')).toBe('Провести');
    expect(withDecidedObject('Провести учения в мае', 'Провести учебную эвакуацию.')).toBe('Провести учения в мае');
  });

  it('in a meeting: «Да, так и сделаем. Глеб Андреевич, до пятницы проведите.»', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна\tПо пожарной безопасности.
Сомов Глеб Андреевич\tМожет, учебную эвакуацию провести в корпусе?
Киселёва Нина Аркадьевна\tДа, так и сделаем. Глеб Андреевич, до пятницы проведите.
`),
    ).toEqual([['Сомов Глеб Андреевич', 'Провести учебную эвакуацию в корпусе', '2026-03-06']]);
  });
});

describe('who is named just after the verb does the task', () => {
  it('with the object and where it goes: «Заявку в бухгалтерию подаст Глеб Андреевич»', () => {
    expect(who('Заявку в бухгалтерию подаст Глеб Андреевич до среды.')).toMatchObject({ person: 'Сомов Глеб Андреевич', essence: 'Подать заявку в бухгалтерию', deadline: '2026-03-04' });
  });
});

describe('a day said alone after a month was named', () => {
  it('is in that month: «перенесём на пятнадцатое мая … к пятнадцатому»', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна\tСубботник переносим на пятнадцатое мая.
Уварова Лидия Петровна\tЛучше так, в апреле ещё грязно.
Киселёва Нина Аркадьевна\tСтепан Ильич, инвентарь закупите к пятнадцатому.
`),
    ).toEqual([['Бойко Степан Ильич', 'Закупить инвентарь', '2026-05-15']]);
  });
  it('is the next such day after the meeting where no month was named, or that day has passed', () => {
    expect(tasks('Киселёва Нина Аркадьевна\tСтепан Ильич, инвентарь закупите к пятнадцатому.')).toEqual([['Бойко Степан Ильич', 'Закупить инвентарь', '2026-03-15']]);
    expect(
      tasks(`
Киселёва Нина Аркадьевна\tОтчёт за второе марта уже сдан.
Киселёва Нина Аркадьевна\tСтепан Ильич, инвентарь закупите ко второму.
`),
    ).toEqual([['Бойко Степан Ильич', 'Закупить инвентарь', '2026-04-02']]);
  });
});

describe('a directive decision, then who carries it out', () => {
  it('keeps the decision and adds the task: «Смету пересчитать. Лидия Петровна, до пятницы.»', () => {
    const read = meeting(`
Киселёва Нина Аркадьевна\tПо ремонту крыльца.
Сомов Глеб Андреевич\tПодрядчик поднял цены на плитку, смета уже не сходится.
Киселёва Нина Аркадьевна\tСмету пересчитать с учётом новых цен. Лидия Петровна, до пятницы.
`);
    const question = read.questions[0]!;
    expect(question.decisions).toEqual(['Смету пересчитать с учётом новых цен.']);
    expect(question.assignments.map(({ assignment: a }) => [a.person?.full_name, a.essence, a.deadline])).toEqual([
      ['Уварова Лидия Петровна', 'Пересчитать смету с учётом новых цен', '2026-03-06'],
    ]);
  });
});

describe('one who volunteers for what was asked about, with the chair’s consent', () => {
  it('reads the asked verb as the task, and no task from a question about what happened or a bare «Я.»', () => {
    expect(volunteeredTask('А кто проверит акты сверки?', 'Давайте я.', 'Хорошо, договорились.')).toBe('Проверить акты сверки');
    expect(volunteeredTask('Кто повезёт образцы на выставку?', 'Я могу.', 'Да, берите.')).toBe('Повезти образцы на выставку');
    expect(volunteeredTask('Кто был на объекте?', 'Могу я.', 'Хорошо.')).toBeNull();
    expect(volunteeredTask('А кто проверит акты сверки?', 'Я.', 'Хорошо.')).toBeNull();
    expect(volunteeredTask('А кто проверит акты сверки?', 'Могу я.', 'Нет, лучше Глеб Андреевич.')).toBeNull();
  });
  it('in a meeting: the volunteer has the task, the chair’s deadline with it', () => {
    expect(
      tasks(`
Киселёва Нина Аркадьевна	По выставке.
Сомов Глеб Андреевич	Стенд заказан. А кто повезёт образцы на выставку? Я могу.
Киселёва Нина Аркадьевна	Да, давай ты, Глеб, к четвергу.
`),
    ).toEqual([['Сомов Глеб Андреевич', 'Повезти образцы на выставку', '2026-03-05']]);
  });
});

describe('a task’s further clause said in the 2nd person', () => {
  it('is written with «и» and the infinitive first; other clauses stay as said', () => {
    expect(withChainedClauses('Подготовить смету, копию потом пришлите мне')).toBe('Подготовить смету и прислать копию мне');
    expect(withChainedClauses('Обновить стенд, фотографии тоже повесите в холле')).toBe('Обновить стенд и повесить фотографии в холле');
    expect(withChainedClauses('Составить график, по два человека в смену')).toBe('Составить график, по два человека в смену');
    expect(withChainedClauses('Проверить акты, если что, позвоните')).toBe('Проверить акты, если что, позвоните');
  });
  it('in a meeting: the task line says it so', () => {
    expect(tasks('Киселёва Нина Аркадьевна\tГлеб Андреевич, подготовьте смету к пятнице, копию потом пришлёте мне.')).toEqual([
      ['Сомов Глеб Андреевич', 'Подготовить смету и прислать копию', '2026-03-06'],
    ]);
  });
});

describe('a noun the dictionary also reads as an imperative', () => {
  it('is the subject before a verb in the past or the 3rd person: «слесарь был дважды» gives no task', () => {
    expect(find('Лидия Петровна, трубы текут с понедельника, слесарь был дважды.')).toBeNull();
    expect(find('Глеб Андреевич, слесарь обещает прийти завтра.')).toBeNull();
    expect(who('Глеб Андреевич, пришли смету к пятнице.')).toMatchObject({ person: 'Сомов Глеб Андреевич', essence: 'Прислать смету', deadline: '2026-03-06' });
  });
});
