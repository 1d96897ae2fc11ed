import { describe, expect, it } from 'vitest';
import { findDates, findDeadline } from './russian-dates.ts';
import { parseCardinal, parseOrdinal } from '../numbers/index.ts';

// 2026-11-10 is a Tuesday.
const MEETING = '2026-11-10';

describe('findDeadline', () => {
  it.each([
    ['до двадцать пятого ноября', '2026-11-25'],
    ['до 25 ноября', '2026-11-25'],
    ['к 1 декабря', '2026-12-01'],
    ['до первого декабря', '2026-12-01'],
    ['к первому декабря', '2026-12-01'],
    ['в срок до тридцать первого декабря', '2026-12-31'],
    ['до 15 января', '2027-01-15'],
    ['к двадцать третьему февраля', '2027-02-23'],
    ['не позднее 3 марта 2027 года', '2027-03-03'],
    ['до 25-го ноября', '2026-11-25'],
    ['срок — 25.11.2026', '2026-11-25'],
    ['до 05.12', '2026-12-05'],
    ['к пятнице', '2026-11-13'],
    ['до понедельника', '2026-11-16'],
    ['во вторник', '2026-11-17'],
    ['до следующей пятницы', '2026-11-20'],
    ['в течение двух недель', '2026-11-24'],
    ['в течение 10 дней', '2026-11-20'],
    ['в течение недели', '2026-11-17'],
    ['в течение месяца', '2026-12-10'],
    ['через неделю', '2026-11-17'],
    ['через три рабочих дня', '2026-11-13'],
    ['через двадцать пять дней', '2026-12-05'],
    ['до конца месяца', '2026-11-30'],
    ['до конца недели', '2026-11-13'],
    ['до конца года', '2026-12-31'],
    ['до конца квартала', '2026-12-31'],
    ['до конца января', '2027-01-31'],
    ['до середины декабря', '2026-12-15'],
    ['на следующей неделе', '2026-11-20'],
    ['к 20-му числу', '2026-11-20'],
    ['к восемнадцатому.', '2026-11-18'],
    ['до 15-го, пожалуйста', '2026-11-15'],
    ['до двадцать восьмого', '2026-11-28'],
    ['к пятому', '2026-12-05'],
    ['до пятого числа', '2026-12-05'],
    ['завтра', '2026-11-11'],
    ['послезавтра', '2026-11-12'],
    ['ДО ПЕРВОГО ДЕКАБРЯ', '2026-12-01'],
  ])('«%s» → %s', (phrase, expected) => {
    expect(findDeadline(`Подготовить отчёт ${phrase}.`, MEETING)?.date).toBe(expected);
  });

  it('reads «к следующему заседанию» as the next meeting’s date only when it is known', () => {
    expect(findDeadline('Доложить к следующему заседанию.', MEETING)).toBeNull();
    expect(findDeadline('Доложить к следующему совещанию.', MEETING, '2026-12-15')?.date).toBe('2026-12-15');
  });

  it('rolls the year over only for months before the meeting month', () => {
    expect(findDeadline('до 25 ноября', '2026-12-20')?.date).toBe('2027-11-25');
    expect(findDeadline('до 5 ноября', MEETING)?.date).toBe('2026-11-05');
    expect(findDeadline('до 10 января', '2026-01-20')?.date).toBe('2026-01-10');
  });

  it('handles month ends and leap years', () => {
    expect(findDeadline('через месяц', '2027-01-31')?.date).toBe('2027-02-28');
    expect(findDeadline('через месяц', '2028-01-31')?.date).toBe('2028-02-29');
    expect(findDeadline('до 29 февраля', '2026-11-10')).toBeNull();
    expect(findDeadline('до 29 февраля', '2027-12-01')?.date).toBe('2028-02-29');
    expect(findDeadline('к пятнице', '2026-11-13')?.date).toBe('2026-11-20');
    expect(findDeadline('до конца недели', '2026-11-14')?.date).toBe('2026-11-20');
  });

  it('prefers the date introduced as a deadline and reports where the phrase is', () => {
    const text = 'Отчёт за 10 ноября сдать до двадцать пятого ноября.';
    expect(findDeadline(text, MEETING)).toEqual({ date: '2026-11-25', index: 25, length: 25, strong: true, month: 11 });
    expect(text.slice(25, 50)).toBe('до двадцать пятого ноября');
  });

  it('reads a bare day («к двадцатому») only after до / к and at a clause’s end', () => {
    expect(findDeadline('Перейдём к третьему вопросу.', MEETING)).toBeNull();
    expect(findDeadline('Двадцатого было собрание.', MEETING)).toBeNull();
    expect(findDeadline('Доступ дадут к седьмому корпусу.', MEETING)).toBeNull();
  });
  it('reads a day alone in the month named before it in the text, when that day is still ahead', () => {
    expect(findDates('Сдачу переносим на третье декабря, так что отчёт к третьему.', MEETING).map((d) => d.date)).toEqual(['2026-12-03', '2026-12-03']);
    expect(findDates('Смотр был второго ноября, а отчёт к пятому.', MEETING).map((d) => d.date)).toEqual(['2026-11-02', '2026-12-05']);
    expect(findDeadline('Сделайте к двадцатому.', MEETING)).toMatchObject({ date: '2026-11-20', dayAlone: 20 });
  });
  it('finds nothing where there is no date', () => {
    for (const text of ['Предлагаю увеличить гарантийный срок до трёх лет', 'Пятнадцать процентов', '1.5 миллиона', 'до 31 февраля']) {
      expect(findDates(text, MEETING)).toEqual([]);
    }
  });
});

describe('number words', () => {
  it('reads ordinals in any case', () => {
    expect(parseOrdinal('двадцать пятого')).toBe(25);
    expect(parseOrdinal('третьего')).toBe(3);
    expect(parseOrdinal('первому')).toBe(1);
    expect(parseOrdinal('пятнадцатое')).toBe(15);
    expect(parseOrdinal('тридцать первого')).toBe(31);
    expect(parseOrdinal('двадцать пятнадцатого')).toBeNull();
  });

  it('reads cardinals', () => {
    expect(parseCardinal('двух')).toBe(2);
    expect(parseCardinal('двадцати пяти')).toBe(25);
    expect(parseCardinal('14')).toBe(14);
    expect(parseCardinal('пяти двух')).toBeNull();
  });
});
