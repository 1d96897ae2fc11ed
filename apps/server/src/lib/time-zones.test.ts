import { describe, expect, it } from 'vitest';
import { addDays, hourIn, shiftYears, todayIn, zonedInstant } from './time-zones.ts';

describe('dates in a time zone', () => {
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

  it('shifts by years, 29 February falling back to the 28th', () => {
    expect(shiftYears('2026-11-22', -1)).toBe('2025-11-22');
    expect(shiftYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('places a wall-clock time of a zone on the right instant, across a daylight-saving change', () => {
    expect(zonedInstant('2026-11-02', '10:00', 'Europe/Moscow').toISOString()).toBe('2026-11-02T07:00:00.000Z');
    expect(zonedInstant('2026-03-29', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T10:00:00.000Z');
    expect(zonedInstant('2026-03-28', '12:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T11:00:00.000Z');
  });
});
