import { describe, expect, it } from 'vitest';
import { nearestTimeOption, normaliseTime, shiftedEnd, TIME_OPTIONS, timeOptionsFor } from './time-of-day';

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
    expect(normaliseTime('21:5')).toBe('21:05');
    expect(normaliseTime('21:')).toBe('21:00');
    expect(normaliseTime('2130')).toBe('21:30');
    expect(normaliseTime('0930')).toBe('09:30');
    expect(normaliseTime('9 30')).toBe('09:30');
    expect(normaliseTime('9ч30')).toBe('09:30');
    expect(normaliseTime('9ч')).toBe('09:00');
    expect(normaliseTime('')).toBe('');
  });

  it('leaves what is not a 24-hour time as typed, for the message', () => {
    for (const typed of ['9 pm', '9:30 AM', '25:00', '2400', '12:60', '12345', '1:2:3', 'утро']) {
      expect(normaliseTime(typed)).toBe(typed);
    }
  });

  it('offers the half hours that contain what was typed, none for what no time contains', () => {
    expect(timeOptionsFor('')).toHaveLength(TIME_OPTIONS.length);
    expect(timeOptionsFor('21')).toEqual(['21:00', '21:30']);
    expect(timeOptionsFor(' 09:3 ')).toEqual(['09:30']);
    expect(timeOptionsFor('21:5')).toEqual([]);
    expect(timeOptionsFor('9 pm')).toEqual([]);
  });

  it('finds the listed time nearest to what the field holds', () => {
    expect(nearestTimeOption('10:00')).toBe('10:00');
    expect(nearestTimeOption('21:5')).toBe('21:00');
    expect(nearestTimeOption('21:20')).toBe('21:30');
    expect(nearestTimeOption('21:15')).toBe('21:00');
    expect(nearestTimeOption('23:50')).toBe('23:59');
    expect(nearestTimeOption('930')).toBe('09:30');
    expect(nearestTimeOption('')).toBeNull();
    expect(nearestTimeOption('9 pm')).toBeNull();
  });

  it('keeps the length of the meeting when its start moves', () => {
    expect(shiftedEnd('10:00', '14:30', '11:30')).toBe('16:00');
    expect(shiftedEnd('10:00', '23:00', '12:00')).toBe('23:59');
    expect(shiftedEnd('10:00', '1', '11:00')).toBe('11:00');
    expect(shiftedEnd('10:00', '09:00', '09:30')).toBe('09:30');
  });
});
