import { describe, expect, it } from 'vitest';
import { GENITIVE_MONTHS, countRu, dateInTimezone, formatDateRu, formatLongDateRu, formatTimeRu, initialsWithSurname, pluralRu } from './index.ts';

const PARTICIPANT = ['участник', 'участника', 'участников'] as const;

describe('Russian plurals', () => {
  it.each([
    [1, 'участник'],
    [2, 'участника'],
    [4, 'участника'],
    [5, 'участников'],
    [11, 'участников'],
    [12, 'участников'],
    [14, 'участников'],
    [21, 'участник'],
    [22, 'участника'],
    [25, 'участников'],
    [111, 'участников'],
    [0, 'участников'],
  ])('%i → %s', (count, form) => {
    expect(pluralRu(count, PARTICIPANT)).toBe(form);
  });

  it('writes the count with its word', () => {
    expect(countRu(3, ['человек', 'человека', 'человек'])).toBe('3 человека');
    expect(countRu(101, PARTICIPANT)).toBe('101 участник');
  });
});

describe('Russian dates', () => {
  it('names every month in the genitive', () => {
    expect(GENITIVE_MONTHS).toEqual([
      'января', 'февраля', 'марта', 'апреля', 'мая', 'июня',
      'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря',
    ]);
    expect(formatLongDateRu('2026-11-22')).toBe('22 ноября 2026 г.');
    expect(formatLongDateRu('2026-03-01')).toBe('1 марта 2026 г.');
    expect(formatLongDateRu('2025-05-09')).toBe('9 мая 2025 г.');
  });

  it('formats ДД.ММ.ГГГГ and ЧЧ:ММ', () => {
    expect(formatDateRu('2026-01-05')).toBe('05.01.2026');
    expect(formatTimeRu('09:30:00')).toBe('09:30');
    expect(() => formatDateRu('5 января')).toThrow();
  });

  it('finds the calendar date in a timezone', () => {
    const instant = new Date('2026-11-22T22:30:00Z');
    expect(dateInTimezone(instant, 'Europe/Moscow')).toBe('2026-11-23');
    expect(dateInTimezone(instant, 'America/New_York')).toBe('2026-11-22');
  });
});

describe('initials before the surname', () => {
  it.each([
    ['Иванов Иван Петрович', 'И.П. Иванов'],
    ['Петрова Анна Сергеевна', 'А.С. Петрова'],
    ['Иван Петрович Иванов', 'И.П. Иванов'],
    ['Сидоров Олег', 'О. Сидоров'],
    ['Олег Сидоров', 'О. Сидоров'],
    ['  Салтыков-Щедрин   Михаил   Евграфович ', 'М.Е. Салтыков-Щедрин'],
    ['Кузнецова Анна-Мария Ивановна', 'А.-М.И. Кузнецова'],
    ['Мадонна', 'Мадонна'],
    ['secretary 7', 'secretary 7'],
  ])('%s → %s', (fullName, short) => {
    expect(initialsWithSurname(fullName)).toBe(short);
  });
});
