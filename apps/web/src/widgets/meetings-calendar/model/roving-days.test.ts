import { describe, expect, it } from 'vitest';
import { dayAfterKey } from './roving-days';

describe('arrow keys in the calendar grid', () => {
  it('moves by a day, a week, to the week ends and by a month, across month and year ends', () => {
    expect(dayAfterKey('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-01', 'ArrowLeft', false)).toBe('2026-10-31');
    expect(dayAfterKey('2026-12-28', 'ArrowDown', false)).toBe('2027-01-04');
    expect(dayAfterKey('2026-11-03', 'ArrowUp', false)).toBe('2026-10-27');
    // 2026-11-26 is a Thursday: Home → Monday 23rd, End → Sunday 29th.
    expect(dayAfterKey('2026-11-26', 'Home', false)).toBe('2026-11-23');
    expect(dayAfterKey('2026-11-26', 'End', false)).toBe('2026-11-29');
    expect(dayAfterKey('2026-11-29', 'Home', false)).toBe('2026-11-23');
    expect(dayAfterKey('2026-01-31', 'PageDown', false)).toBe('2026-02-28');
    expect(dayAfterKey('2026-03-15', 'PageUp', false)).toBe('2026-02-15');
  });

  it('in the week view up and down do nothing and a page is a week; other keys are not ours', () => {
    expect(dayAfterKey('2026-11-26', 'ArrowUp', true)).toBeNull();
    expect(dayAfterKey('2026-11-26', 'PageDown', true)).toBe('2026-12-03');
    expect(dayAfterKey('2026-11-26', 'Tab', false)).toBeNull();
  });
});
