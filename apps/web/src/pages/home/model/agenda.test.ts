import { describe, expect, it } from 'vitest';
import type { Meeting } from '../../../entities/meeting';
import { agendaDays, agendaDayTitle, isOver, webAddress } from './agenda';

function meeting(id: number, event_date: string, event_start_time = '10:00', event_end_time = '11:00'): Meeting {
  return {
    id,
    theme: `Совещание ${id}`,
    description: null,
    link: null,
    event_date,
    event_start_time,
    event_end_time,
    members: [],
    document: null,
    protocol_id: null,
    secretary: null,
    created_at: '',
    updated_at: '',
  };
}

describe('home agenda', () => {
  it('titles days as today, tomorrow, or by weekday', () => {
    expect(agendaDayTitle('2026-11-22', '2026-11-22')).toBe('Сегодня, 22 ноября');
    expect(agendaDayTitle('2026-11-23', '2026-11-22')).toBe('Завтра, 23 ноября');
    expect(agendaDayTitle('2026-11-24', '2026-11-22')).toBe('Вт, 24 ноября');
  });

  it('groups meetings into today and the later days that have any', () => {
    const agenda = agendaDays([meeting(1, '2026-11-24'), meeting(2, '2026-11-24', '12:00', '13:00'), meeting(3, '2026-11-26')], '2026-11-22');
    expect(agenda.today.meetings).toEqual([]);
    expect(agenda.later.map((day) => [day.date, day.meetings.map((item) => item.id)])).toEqual([
      ['2026-11-24', [1, 2]],
      ['2026-11-26', [3]],
    ]);
  });

  it('tells a meeting that is over and a link that is a web address', () => {
    expect(isOver(meeting(1, '2026-11-22', '09:00', '10:00'), new Date(2026, 10, 22, 10, 30))).toBe(true);
    expect(isOver(meeting(1, '2026-11-22', '11:00', '12:00'), new Date(2026, 10, 22, 10, 30))).toBe(false);
    expect(webAddress('https://telemost.yandex.ru/j/123')?.host).toBe('telemost.yandex.ru');
    expect(webAddress('Переговорная 305')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });
});
