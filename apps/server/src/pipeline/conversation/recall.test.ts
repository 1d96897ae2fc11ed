import { describe, expect, it } from 'vitest';
import { directiveToAddressee, findAssignment, ownPromise } from './assignments.ts';
import { decisionCue, proposalCalled } from './decisions.ts';
import { MeetingPeople } from './people.ts';
import { readTabbedMeeting } from './test-meeting.ts';

const MEMBERS = [
  { id: 1, full_name: 'Орлова Мария Сергеевна' },
  { id: 2, full_name: 'Титов Павел Андреевич' },
  { id: 3, full_name: 'Белова Анна Игоревна' },
];
const people = new MeetingPeople(MEMBERS, MEMBERS);

const meeting = (lines: string) => readTabbedMeeting(lines, people, '2026-11-26');

describe('a proposal called by whose it is', () => {
  it('reads «Предложение комиссии — …» as a proposal with that name', () => {
    expect(decisionCue('Предложение комиссии — перенести субботник на апрель.')).toEqual({
      kind: 'proposal',
      text: 'перенести субботник на апрель',
      name: 'комиссии',
    });
    expect(proposalCalled('предложение комиссии, апрель')).toBe('комиссии');
    expect(proposalCalled('перенести субботник')).toBeNull();
  });
  it('decides its content when a vote names it, not the name; who put it is heard', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: субботник и взносы.
Орлова Мария Сергеевна	По субботнику. Предложение комиссии — перенести субботник на апрель.
Титов Павел Андреевич	А я бы провёл в марте. Предлагаю март.
Белова Анна Игоревна	В марте ещё снег лежит.
Орлова Мария Сергеевна	Голосуем за предложение комиссии, апрель. За — пять, против — один, воздержались — нет.
`);
    expect(model.questions[0]!.decisions[0]).toBe('Перенести субботник на апрель.');
    expect(model.questions[0]!.heard?.full_name).toBe('Орлова Мария Сергеевна');
  });
});

describe('the chair accepting a member’s proposal', () => {
  it('decides the proposal when the chair answers «Хорошо, …», not when another member agrees', () => {
    const accepted = meeting(`
Орлова Мария Сергеевна	Вопросов два: субботник и взносы.
Титов Павел Андреевич	Предлагаю, чтобы инвентарь закупили заранее.
Белова Анна Игоревна	Согласна, только без лишних трат.
Орлова Мария Сергеевна	Хорошо, так и запишем в план.
`);
    // The wish («чтобы … закупили») is decided as an action, the infinitive first as a decision is written.
    expect(accepted.questions[0]!.decisions).toEqual(['Закупить инвентарь заранее.']);
    const open = meeting(`
Орлова Мария Сергеевна	Вопросов два: субботник и взносы.
Титов Павел Андреевич	Предлагаю, чтобы инвентарь закупили заранее.
Белова Анна Игоревна	Согласна, только без лишних трат.
Орлова Мария Сергеевна	Переходим ко второму вопросу.
`);
    expect(open.questions[0]!.decisions).toEqual([]);
  });
});

describe('a vote between alternatives', () => {
  it('counts each alternative; the chosen one is decided, the others’ votes are «против»', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: выезд и взносы.
Титов Павел Андреевич	Можно поехать в Тверь или в Псков.
Орлова Мария Сергеевна	Голосуем: кто за Тверь? Двенадцать. А за Псков? Пятеро.
Орлова Мария Сергеевна	Переходим ко второму вопросу.
`);
    expect(model.questions[0]!.decisions).toEqual([
      'Выбрать вариант: Тверь.',
      'Голосовали: за — 12, против — 5, воздержались — нет. Решение принято.',
    ]);
  });
  it('is decided once when the chair then announces the chosen one: «Едем в Тверь.»', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: выезд и взносы.
Титов Павел Андреевич	Можно поехать в Тверь или в Псков.
Орлова Мария Сергеевна	Голосуем: кто за Тверь? Двенадцать. А за Псков? Пятеро. Едем в Тверь.
Орлова Мария Сергеевна	Переходим ко второму вопросу.
`);
    expect(model.questions[0]!.decisions).toEqual([
      'Выбрать вариант: Тверь.',
      'Голосовали: за — 12, против — 5, воздержались — нет. Решение принято.',
    ]);
  });
  it('is no alternative: «кто за то, чтобы …», a single name, a count after «за»', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: выезд и взносы.
Орлова Мария Сергеевна	Кто за то, чтобы ехать в Тверь? Двенадцать. Против — пять.
Орлова Мария Сергеевна	Переходим ко второму вопросу.
`);
    // What was put to the vote is the decision; no alternative is chosen.
    expect(model.questions[0]!.decisions).toEqual(['Ехать в Тверь.', 'Голосовали: за — 12, против — 5, воздержались — нет. Решение принято.']);
  });
});

describe('the chair’s own promise', () => {
  it('reads «X я сделаю <когда>» and «…, это на мне» as a task; a bare «я прослежу», «мы сделаем», a question are none', () => {
    expect(ownPromise('Смету я пришлю завтра.', '2026-11-26')).toEqual({ essence: 'Прислать смету', deadline: '2026-11-27' });
    expect(ownPromise('Я закажу автобус, это на мне.', '2026-11-26')).toEqual({ essence: 'Заказать автобус', deadline: null });
    expect(ownPromise('Хорошо, пусть отчёт сдадут до пятницы, я прослежу.', '2026-11-26')).toBeNull();
    expect(ownPromise('Мы сделаем это завтра.', '2026-11-26')).toBeNull();
    expect(ownPromise('Я пришлю смету завтра?', '2026-11-26')).toBeNull();
    expect(ownPromise('Я согласен с планом.', '2026-11-26')).toBeNull();
  });
  it('gives the task to the chair in the model', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: выезд и взносы.
Титов Павел Андреевич	Нужно заказать автобус на субботу.
Орлова Мария Сергеевна	Автобус я закажу завтра.
`);
    expect(model.questions[0]!.assignments.map(({ assignment }) => [assignment.person?.full_name, assignment.essence, assignment.deadline])).toEqual([
      ['Орлова Мария Сергеевна', 'Заказать автобус', '2026-11-27'],
    ]);
  });
});

describe('a task said to «ты»/«вы» in the indicative', () => {
  it('reads «Павел, отчёт пишешь ты, к пятнице» and «Анна Игоревна, вы возьмёте смету»', () => {
    const told = findAssignment('Павел Андреевич, тогда отчёт пишешь ты, нужно, чтобы к пятнице он был готов.', { people, meetingDate: '2026-11-26', addressee: null });
    expect(told).toEqual({ person: MEMBERS[1], essence: 'Писать отчёт', deadline: '2026-11-27' });
    const polite = findAssignment('Анна Игоревна, вы возьмёте смету до понедельника.', { people, meetingDate: '2026-11-26', addressee: null });
    expect(polite?.person?.full_name).toBe('Белова Анна Игоревна');
    expect(polite?.essence).toBe('Взять смету');
  });
  it('is none without «ты»/«вы» next to the verb, or in a question', () => {
    expect(findAssignment('Павел Андреевич, отчёт уже готов.', { people, meetingDate: '2026-11-26', addressee: null })).toBeNull();
    expect(findAssignment('Павел Андреевич, ты возьмёшь отчёт?', { people, meetingDate: '2026-11-26', addressee: null })).toBeNull();
  });
});

describe('a second task handed to the one just addressed: «…, это тоже вам»', () => {
  it('reads the directive and its deadline, the verb even fifth', () => {
    expect(directiveToAddressee('И отчёт по итогам летней практики сдать до пятницы, это тоже вам.', '2026-11-26')).toEqual({
      text: 'отчёт по итогам летней практики сдать',
      deadline: '2026-11-27',
    });
    expect(directiveToAddressee('Отчёт сдать до пятницы.', '2026-11-26')).toBeNull();
    expect(directiveToAddressee('Вы сдали отчёт, это вам.', '2026-11-26')).toBeNull();
  });
  it('gives both tasks of one turn to the person named for the first', () => {
    const model = meeting(`
Орлова Мария Сергеевна	Вопросов два: выезд и взносы.
Орлова Мария Сергеевна	Маршрут согласовать с перевозчиком. Павел Андреевич, до пятницы. И список участников составить к понедельнику, это тоже вам.
`);
    expect(model.questions[0]!.assignments.map(({ assignment }) => [assignment.person?.full_name, assignment.essence, assignment.deadline])).toEqual([
      ['Титов Павел Андреевич', 'Согласовать маршрут с перевозчиком', '2026-11-27'],
      ['Титов Павел Андреевич', 'Составить список участников', '2026-11-30'],
    ]);
  });
});
