import { describe, expect, it } from 'vitest';
import { retryAfterEdit, retryDelay, SAVE_RETRY, secondsUntil } from './save-retry';

const middle = () => 0.5;

describe('automatic retries of a failed save', () => {
  it('doubles the wait after each failure in a row, from 3 s up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((failures) => retryDelay(failures, middle))).toEqual([
      3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('stretches or shrinks each wait by at most a tenth, never past the minute', () => {
    expect(retryDelay(1, () => 0)).toBe(2_700);
    expect(retryDelay(1, () => 0.999_999)).toBe(3_300);
    expect(retryDelay(3, () => 0)).toBe(10_800);
    expect(retryDelay(6, () => 0)).toBe(54_000);
    expect(retryDelay(6, () => 0.999_999)).toBe(SAVE_RETRY.maxMs);
    for (let failures = 1; failures < 12; failures += 1) {
      const delay = retryDelay(failures);
      expect(delay).toBeGreaterThanOrEqual(2_700);
      expect(delay).toBeLessThanOrEqual(SAVE_RETRY.maxMs);
    }
  });

  it('in a minute of failures makes a handful of tries, not one every 3 s', () => {
    let at = 0;
    const tries: number[] = [];
    for (let failures = 1; at < 120_000; failures += 1) {
      at += retryDelay(failures, middle);
      if (at < 120_000) tries.push(at);
    }
    expect(tries).toEqual([3_000, 9_000, 21_000, 45_000, 93_000]);
  });

  it('an edit brings a far try within 10 s, and never puts a near one off', () => {
    expect(retryAfterEdit(60_000, 1_000)).toBe(11_000);
    expect(retryAfterEdit(5_000, 1_000)).toBe(5_000);
    // Typing on does not push it further each keystroke.
    expect(retryAfterEdit(retryAfterEdit(60_000, 1_000), 4_000)).toBe(11_000);
  });

  it('counts down in whole seconds, 1 at the least', () => {
    expect(secondsUntil(12_000, 0)).toBe(12);
    expect(secondsUntil(12_000, 100)).toBe(12);
    expect(secondsUntil(12_000, 11_999)).toBe(1);
    expect(secondsUntil(12_000, 13_000)).toBe(1);
  });
});
