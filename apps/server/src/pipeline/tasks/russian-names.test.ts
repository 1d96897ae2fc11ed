import { describe, expect, it } from 'vitest';
import { NameMatcher, tokenize } from './name-matcher.ts';
import { surnameCaseForms as surnameForms } from '../../lib/russian/index.ts';
import { guessNominative } from './russian-names.ts';

describe('surnameForms', () => {
  it.each([
    ['Кузнецов', 'm', ['кузнецов', 'кузнецова', 'кузнецову', 'кузнецовым', 'кузнецове']],
    ['Попова', 'f', ['попова', 'поповой', 'попову']],
    ['Ёлкин', 'm', ['елкин', 'елкина', 'елкину', 'елкиным']],
    ['Вишневский', 'm', ['вишневский', 'вишневского', 'вишневскому', 'вишневским', 'вишневском']],
    ['Вишневская', 'f', ['вишневская', 'вишневской', 'вишневскую']],
    ['Толстой', 'm', ['толстой', 'толстого', 'толстому', 'толстым']],
    ['Мельник', 'm', ['мельник', 'мельника', 'мельнику', 'мельником']],
    ['Гоголь', 'm', ['гоголь', 'гоголя', 'гоголю', 'гоголем']],
    ['Сковорода', null, ['сковорода', 'сковороды', 'сковороде', 'сковороду', 'сковородой']],
  ] as const)('%s declines', (surname, gender, expected) => {
    expect(surnameForms(surname, gender)).toEqual(expect.arrayContaining([...expected]));
  });

  it('keeps indeclinable surnames and does not decline women’s consonant surnames', () => {
    expect(surnameForms('Шевченко', 'm')).toEqual(['шевченко']);
    expect(surnameForms('Черных', 'f')).toEqual(['черных']);
    expect(surnameForms('Мельник', 'f')).toEqual(['мельник']);
    expect(surnameForms('Попова', 'f')).not.toContain('поповым');
    expect(surnameForms('Попов', 'm')).not.toContain('поповой');
  });

  it('guesses the nominative of an unknown surname', () => {
    expect(guessNominative('Сидорову')).toBe('Сидоров');
    expect(guessNominative('Смирновой')).toBe('Смирнова');
    expect(guessNominative('Вишневскому')).toBe('Вишневский');
    expect(guessNominative('Шевченко')).toBe('Шевченко');
  });
});

describe('NameMatcher', () => {
  const people = [
    { id: 1, full_name: 'Попов Андрей Сергеевич' },
    { id: 2, full_name: 'Попова Елена Викторовна' },
    { id: 3, full_name: 'Кузнецов Дмитрий Андреевич' },
    { id: 4, full_name: 'Кузнецов Игорь Олегович' },
    { id: 5, full_name: 'Белая Анна Ивановна' },
  ];
  const matcher = new NameMatcher(people);
  const ids = (text: string) => matcher.find(tokenize(text), text).map((m) => m.person.id);

  it('tells men and women with one surname apart by the case ending', () => {
    expect(ids('Поручить Поповой')).toEqual([2]);
    expect(ids('вместе с Поповым')).toEqual([1]);
    expect(ids('слушали Попова')).toEqual([]); // Попов (genitive) or Попова (nominative): no guess
  });

  it('tells namesakes apart by first name, patronymic or initials, and skips them otherwise', () => {
    expect(ids('слушали Кузнецова Дмитрия Андреевича')).toEqual([3]);
    expect(ids('Поручить Кузнецову И. О.')).toEqual([4]);
    expect(ids('Игорю Кузнецову')).toEqual([4]);
    expect(ids('Поручить Кузнецову')).toEqual([]);
  });

  it('needs a capital letter in text that has capitals', () => {
    expect(ids('Закончилась белая бумага, Белой Анне сообщили')).toEqual([5]);
    expect(ids('Закупить белую бумагу')).toEqual([]);
    expect(ids('поручить поповой подготовить отчет')).toEqual([2]);
  });
});
