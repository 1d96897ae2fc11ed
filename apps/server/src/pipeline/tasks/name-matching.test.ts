import { describe, expect, it } from 'vitest';
import { NameMatcher, tokenize } from './name-matcher.ts';
import { suggestMembers } from './suggest-members.ts';

/**
 * Issue 15, «suggestions that pick the right person»: a surname heard in any case is matched by gender and case
 * through the declension library (lvovich), never to the other gender's namesake: Кузнецов ≠ Кузнецова,
 * «Кузнецову» = Кузнецов.
 */
const DIRECTORY = [
  { id: 1, full_name: 'Кузнецов Дмитрий Андреевич' },
  { id: 2, full_name: 'Кузнецова Дарья Сергеевна' },
  { id: 3, full_name: 'Вишневский Олег Петрович' },
  { id: 4, full_name: 'Вишневская Анна Игоревна' },
  { id: 5, full_name: 'Смирнова Ольга Николаевна' },
  { id: 6, full_name: 'Орлов Игорь Васильевич' },
  { id: 7, full_name: 'Шевченко Ирина Павловна' },
  { id: 8, full_name: 'Черных Пётр Ильич' },
  { id: 9, full_name: 'Толстая Мария Львовна' },
  { id: 10, full_name: 'Ильин Павел Андреевич' },
  { id: 11, full_name: 'Ильина Вера Павловна' },
];

const matcher = new NameMatcher(DIRECTORY);
const who = (text: string, using = matcher) => using.find(tokenize(text), text).map((mention) => mention.person.full_name.split(' ')[0]);

describe('name matching by gender and case (lvovich forms)', () => {
  it.each([
    // A man and a woman of one family: the case ending decides.
    ['Поручить Кузнецову подготовить отчёт', 'Кузнецов'],
    ['Ответственный — Кузнецов', 'Кузнецов'],
    ['Согласовать вместе с Кузнецовым', 'Кузнецов'],
    ['Доклад о Кузнецове', 'Кузнецов'],
    ['Поручить Кузнецовой подготовить отчёт', 'Кузнецова'],
    ['Согласовать вместе с Кузнецовой', 'Кузнецова'],
    ['Слушали Кузнецова Дмитрия', 'Кузнецов'],
    ['Кузнецова Дарья доложила о закупках', 'Кузнецова'],
    ['Кузнецова доложила о закупках', 'Кузнецова'],
    ['Кузнецов доложил о закупках', 'Кузнецов'],
    ['Пригласить Кузнецову Дарью', 'Кузнецова'],
    ['Пригласить Кузнецову Д. С.', 'Кузнецова'],
    ['Поручить Вишневскому', 'Вишневский'],
    ['Поручить Вишневской', 'Вишневская'],
    ['Слушали Вишневского', 'Вишневский'],
    ['Вместе с Вишневским', 'Вишневский'],
    ['Доклад о Вишневском', 'Вишневский'],
    ['Пригласить Вишневскую', 'Вишневская'],
    ['Вишневская доложила', 'Вишневская'],
    ['Вишневский доложил', 'Вишневский'],
    ['Поручить Ильину', 'Ильин'],
    ['Поручить Ильиной', 'Ильина'],
    ['Ильина Вера выступила', 'Ильина'],
    ['Слушали Ильина Павла', 'Ильин'],
    ['Ильина выступила', 'Ильина'],
    ['Ильин выступил', 'Ильин'],
    ['Вместе с Ильиным', 'Ильин'],
    ['Вместе с Ильиной', 'Ильина'],
    // Only a woman of the family in the directory: a man's form is not her.
    ['Поручить Смирновой', 'Смирнова'],
    ['Доклад о Смирновой', 'Смирнова'],
    ['Смирнова доложила', 'Смирнова'],
    ['Поручить Смирновой Ольге', 'Смирнова'],
    // Only a man: a woman's form is not him.
    ['Поручить Орлову', 'Орлов'],
    ['Вместе с Орловым', 'Орлов'],
    ['Слушали Орлова Игоря', 'Орлов'],
    // Surnames that do not change, and one whose forms meet the man's (Толстой).
    ['Поручить Шевченко', 'Шевченко'],
    ['Слушали Шевченко', 'Шевченко'],
    ['Поручить Черных', 'Черных'],
    ['Поручить Толстой', 'Толстая'],
    ['Пригласить Толстую', 'Толстая'],
  ])('«%s» → %s', (text, surname) => {
    expect(who(text)).toEqual([surname]);
  });

  it.each([
    // Genitive of the man or nominative of the woman: without a name or a verb beside it, no guess.
    ['Слушали Кузнецова'],
    ['Слушали Ильина'],
    // A woman's form where only the man is known, and the other way round.
    ['Орлова сообщила о сроках'],
    ['Поручить Смирнову'],
    ['Смирнов доложил'],
  ])('«%s» → nobody', (text) => {
    expect(who(text)).toEqual([]);
  });

  it('never gives Кузнецов’s task to Кузнецова Дарья when she is the only Кузнецова known', () => {
    const onlyHer = new NameMatcher([{ id: 2, full_name: 'Кузнецова Дарья Сергеевна' }]);
    expect(who('Поручить Кузнецову подготовить отчёт', onlyHer)).toEqual([]);
    expect(who('Ответственный — Кузнецов', onlyHer)).toEqual([]);
    expect(who('Слушали Кузнецова', onlyHer)).toEqual([]);
    expect(who('Поручить Кузнецовой подготовить отчёт', onlyHer)).toEqual(['Кузнецова']);
    expect(who('Кузнецова Дарья доложила', onlyHer)).toEqual(['Кузнецова']);
  });

  it('does not suggest her as a member for a talk about him, and suggests a speaker «Кузнецов» as a new person', () => {
    const onlyHer = [{ id: 2, full_name: 'Кузнецова Дарья Сергеевна' }];
    const segments = [
      { start: 0, end: 1, speaker: 'Кузнецов', text: 'Продажи выросли.' },
      { start: 1, end: 2, speaker: 'Орлова А.В.', text: 'Слушали Кузнецова. Поручить Кузнецову подготовить отчёт.' },
    ];
    expect(suggestMembers(segments, onlyHer).map((s) => [s.user_id, s.full_name])).toEqual([
      [null, 'Кузнецов'],
      [null, 'Орлова А.В.'],
    ]);
    // Her own label, in the nominative, is her.
    expect(suggestMembers([{ start: 0, end: 1, speaker: 'Кузнецова', text: 'Добрый день.' }], onlyHer).map((s) => s.user_id)).toEqual([2]);
  });
});
