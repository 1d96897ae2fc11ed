import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Meeting } from '../../../entities/meeting';
import { agendaDays, agendaDayTitle } from './agenda';

const meeting = (id: number, event_date: string, event_start_time: string) =>
  ({ id, theme: `Совещание ${id}`, event_date, event_start_time, event_end_time: '23:00' }) as Meeting;

describe('agenda of the visible period', () => {
  beforeAll(() => {
    dayjs.locale('ru');
  });

  test('groups meetings by day, days in order, each day by start time', () => {
    const days = agendaDays([
      meeting(1, '2026-11-27', '09:00'),
      meeting(2, '2026-11-26', '14:00'),
      meeting(3, '2026-11-26', '10:00'),
      meeting(4, '2026-11-30', '10:00'),
    ]);
    expect(days.map((day) => [day.date, day.meetings.map((item) => item.id)])).toEqual([
      ['2026-11-26', [3, 2]],
      ['2026-11-27', [1]],
      ['2026-11-30', [4]],
    ]);
  });

  test('no meetings, no days', () => {
    expect(agendaDays([])).toEqual([]);
  });

  test('a day reads as weekday and date in Russian', () => {
    expect(agendaDayTitle('2026-11-26')).toBe('Четверг, 26 ноября');
  });
});
