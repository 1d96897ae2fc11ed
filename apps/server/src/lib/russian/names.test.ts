import { describe, expect, it } from 'vitest';
import {
  declinePersonName,
  fullNameIn,
  genderOf,
  initialsWithSurname,
  parsePersonName,
  surnameWithInitials,
  surnameWithInitialsIn,
} from './index.ts';

describe('the person-name parser', () => {
  it('finds the surname in either order and the gender', () => {
    expect(parsePersonName('Кузнецов Дмитрий Андреевич')).toEqual({ surname: 'Кузнецов', first: 'Дмитрий', patronymic: 'Андреевич', gender: 'm' });
    expect(parsePersonName('Елена Викторовна Попова')).toEqual({ surname: 'Попова', first: 'Елена', patronymic: 'Викторовна', gender: 'f' });
    expect(parsePersonName('Анна Белая')).toMatchObject({ surname: 'Белая', first: 'Анна', gender: 'f' });
    expect(parsePersonName('Олег Сидоров')).toMatchObject({ surname: 'Сидоров', first: 'Олег', gender: 'm' });
    expect(parsePersonName('Шевченко Ирина Ильинична')).toMatchObject({ surname: 'Шевченко', gender: 'f' });
    expect(parsePersonName('Мельник')).toEqual({ surname: 'Мельник', first: null, patronymic: null, gender: null });
    expect(parsePersonName('  Салтыков-Щедрин   Михаил   Евграфович ')).toEqual({
      surname: 'Салтыков-Щедрин',
      first: 'Михаил',
      patronymic: 'Евграфович',
      gender: 'm',
    });
    expect(parsePersonName('Алиев Рашид Мамед оглы')).toMatchObject({ surname: 'Алиев', first: 'Рашид', gender: 'm' });
  });

  it('keeps what is not a name as typed', () => {
    expect(parsePersonName('secretary 7')).toEqual({ surname: 'secretary 7', first: null, patronymic: null, gender: null });
    expect(parsePersonName('')).toMatchObject({ surname: '' });
    expect(surnameWithInitials('ООО «Ромашка»')).toBe('ООО «Ромашка»');
  });

  it('writes surname and initials both ways', () => {
    expect(surnameWithInitials('Кузнецова Анна-Мария Ивановна')).toBe('Кузнецова А.-М.И.');
    expect(initialsWithSurname('Кузнецова Анна-Мария Ивановна')).toBe('А.-М.И. Кузнецова');
    expect(surnameWithInitials('Ёлкин Пётр')).toBe('Ёлкин П.');
    expect(initialsWithSurname('Мадонна')).toBe('Мадонна');
  });

  it('takes the gender from the patronymic first, then the library', () => {
    expect(genderOf(parsePersonName('Кобзарь Любовь Андреевна'))).toBe('f');
    expect(genderOf(parsePersonName('Лебедь Никита'))).toBe('m');
    expect(genderOf(parsePersonName('Седых Мария'))).toBe('f');
  });
});

// Full name → the form used in «Поручить …»: the surname in the dative with initials, and the full dative.
const DATIVE: [string, string, string][] = [
  ['Иванов Иван Иванович', 'Иванову И.И.', 'Иванову Ивану Ивановичу'],
  ['Кузнецова Дарья Сергеевна', 'Кузнецовой Д.С.', 'Кузнецовой Дарье Сергеевне'],
  ['Черных Анна Петровна', 'Черных А.П.', 'Черных Анне Петровне'],
  ['Черных Олег Петрович', 'Черных О.П.', 'Черных Олегу Петровичу'],
  ['Седых Пётр Ильич', 'Седых П.И.', 'Седых Петру Ильичу'],
  ['Долгих Илья Юрьевич', 'Долгих И.Ю.', 'Долгих Илье Юрьевичу'],
  ['Шевченко Тарас Григорьевич', 'Шевченко Т.Г.', 'Шевченко Тарасу Григорьевичу'],
  ['Руденко Лариса Викторовна', 'Руденко Л.В.', 'Руденко Ларисе Викторовне'],
  ['Дюма Александр', 'Дюма А.', 'Дюма Александру'],
  ['Гюго Виктор', 'Гюго В.', 'Гюго Виктору'],
  ['Римский-Корсаков Николай Андреевич', 'Римскому-Корсакову Н.А.', 'Римскому-Корсакову Николаю Андреевичу'],
  ['Салтыкова-Щедрина Мария Ивановна', 'Салтыковой-Щедриной М.И.', 'Салтыковой-Щедриной Марии Ивановне'],
  ['Петров-Водкин Кузьма Сергеевич', 'Петрову-Водкину К.С.', 'Петрову-Водкину Кузьме Сергеевичу'],
  ['Королёв Сергей Павлович', 'Королёву С.П.', 'Королёву Сергею Павловичу'],
  ['Берёзкина Алёна Фёдоровна', 'Берёзкиной А.Ф.', 'Берёзкиной Алёне Фёдоровне'],
  ['Лебедь Александр Иванович', 'Лебедю А.И.', 'Лебедю Александру Ивановичу'],
  ['Лебедь Анна Ивановна', 'Лебедь А.И.', 'Лебедь Анне Ивановне'],
  ['Жук Андрей Павлович', 'Жуку А.П.', 'Жуку Андрею Павловичу'],
  ['Жук Ольга Павловна', 'Жук О.П.', 'Жук Ольге Павловне'],
  ['Кравец Игорь Игоревич', 'Кравцу И.И.', 'Кравцу Игорю Игоревичу'],
  ['Кравец Ольга Игоревна', 'Кравец О.И.', 'Кравец Ольге Игоревне'],
  ['Сковорода Григорий Саввич', 'Сковороде Г.С.', 'Сковороде Григорию Саввичу'],
  ['Зозуля Ирина Олеговна', 'Зозуле И.О.', 'Зозуле Ирине Олеговне'],
  ['Толстой Лев Николаевич', 'Толстому Л.Н.', 'Толстому Льву Николаевичу'],
  ['Достоевский Фёдор Михайлович', 'Достоевскому Ф.М.', 'Достоевскому Фёдору Михайловичу'],
  ['Вишневская Галина Павловна', 'Вишневской Г.П.', 'Вишневской Галине Павловне'],
  ['Гоголь Николай Васильевич', 'Гоголю Н.В.', 'Гоголю Николаю Васильевичу'],
  ['Цой Виктор Робертович', 'Цою В.Р.', 'Цою Виктору Робертовичу'],
  ['Ким Елена Сергеевна', 'Ким Е.С.', 'Ким Елене Сергеевне'],
  ['Берия Лаврентий Павлович', 'Берии Л.П.', 'Берии Лаврентию Павловичу'],
  ['Кобзарь Любовь Андреевна', 'Кобзарь Л.А.', 'Кобзарь Любови Андреевне'],
  ['Мамедова Айгюль Рашидовна', 'Мамедовой А.Р.', 'Мамедовой Айгюль Рашидовне'],
  ['Грибоедов Никита Ильич', 'Грибоедову Н.И.', 'Грибоедову Никите Ильичу'],
  ['Ахматова Анна Андреевна', 'Ахматовой А.А.', 'Ахматовой Анне Андреевне'],
  ['Анна Сергеевна Белая', 'Белой А.С.', 'Белой Анне Сергеевне'],
  ['Смирнов Семён', 'Смирнову С.', 'Смирнову Семёну'],
];

describe('names in the dative (lvovich)', () => {
  it('has a table of at least 30 names', () => {
    expect(DATIVE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(DATIVE)('%s → %s', (fullName, short, full) => {
    expect(surnameWithInitialsIn(fullName, 'dative')).toBe(short);
    expect(fullNameIn(fullName, 'dative')).toBe(full);
  });

  it('declines into the other cases too', () => {
    expect(fullNameIn('Кузнецова Дарья Сергеевна', 'genitive')).toBe('Кузнецовой Дарьи Сергеевны');
    expect(fullNameIn('Иванов Иван Иванович', 'instrumental')).toBe('Ивановым Иваном Ивановичем');
    expect(fullNameIn('Черных Олег Петрович', 'genitive')).toBe('Черных Олега Петровича');
    expect(declinePersonName('Иванов Иван Иванович', 'nominative').surname).toBe('Иванов');
  });

  it('leaves what is not a name alone', () => {
    expect(surnameWithInitialsIn('secretary 7', 'dative')).toBe('secretary 7');
  });
});
