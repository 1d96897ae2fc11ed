import { describe, expect, it } from 'vitest';
import { addDays, hourIn, isOverdue, todayIn } from './deadline-day.ts';

describe('deadline days', () => {
  it('reads today in the organisation timezone, not in UTC', () => {
    const lateEvening = new Date('2026-11-21T21:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-21');
    expect(todayIn('Europe/Moscow', lateEvening)).toBe('2026-11-22');
    expect(todayIn('America/New_York', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });

  it('changes day exactly at local midnight', () => {
    expect(todayIn('Europe/Moscow', new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
    expect(todayIn('Europe/Moscow', new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });

  it('reads the local hour', () => {
    expect(hourIn('Europe/Moscow', new Date('2026-11-21T06:00:00Z'))).toBe(9);
    expect(hourIn('UTC', new Date('2026-11-21T00:30:00Z'))).toBe(0);
    expect(hourIn('Asia/Vladivostok', new Date('2026-11-21T14:00:00Z'))).toBe(0);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts a task overdue only after its whole deadline day', () => {
    expect(isOverdue('2026-11-21', '2026-11-21')).toBe(false);
    expect(isOverdue('2026-11-21', '2026-11-22')).toBe(true);
    expect(isOverdue('2026-11-22', '2026-11-21')).toBe(false);
  });
});
