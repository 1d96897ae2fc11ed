import { describe, expect, it } from 'vitest';
import { normaliseTime, shiftedEnd, TIME_OPTIONS } from './time-of-day';

describe('time field', () => {
  it('offers every half hour in 24-hour form', () => {
    expect(TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_OPTIONS).toContain('13:30');
    expect(TIME_OPTIONS.at(-1)).toBe('23:59');
  });

  it('reads what people type', () => {
    expect(normaliseTime('9')).toBe('09:00');
    expect(normaliseTime('930')).toBe('09:30');
    expect(normaliseTime('9.30')).toBe('09:30');
    expect(normaliseTime(' 14:05 ')).toBe('14:05');
    expect(normaliseTime('25:00')).toBe('25:00');
    expect(normaliseTime('утро')).toBe('утро');
  });

  it('keeps the length of the meeting when its start moves', () => {
    expect(shiftedEnd('10:00', '14:30', '11:30')).toBe('16:00');
    expect(shiftedEnd('10:00', '23:00', '12:00')).toBe('23:59');
    expect(shiftedEnd('10:00', '1', '11:00')).toBe('11:00');
    expect(shiftedEnd('10:00', '09:00', '09:30')).toBe('09:30');
  });
});
