import { describe, expect, it } from 'vitest';
import { weeksOfMonth } from './weekly.ts';

const spans = (month: string) => weeksOfMonth(month).map((w) => `${w.week}:${w.from.slice(8)}-${w.to.slice(8)}`);

describe('weeksOfMonth', () => {
  it('cuts a month into Monday–Sunday weeks clipped to the month', () => {
    // 1 November 2026 and 1 March 2026 are Sundays; 1 February 2027 is a Monday; 2024 is a leap year.
    expect(spans('2026-11')).toEqual(['1:01-01', '2:02-08', '3:09-15', '4:16-22', '5:23-29', '6:30-30']);
    expect(spans('2026-03')).toEqual(['1:01-01', '2:02-08', '3:09-15', '4:16-22', '5:23-29', '6:30-31']);
    expect(spans('2027-02')).toEqual(['1:01-07', '2:08-14', '3:15-21', '4:22-28']);
    expect(spans('2024-02')).toEqual(['1:01-04', '2:05-11', '3:12-18', '4:19-25', '5:26-29']);
    expect(weeksOfMonth('2026-12').at(-1)).toEqual({ week: 5, from: '2026-12-28', to: '2026-12-31' });
  });

  it('keeps years below 100 as written', () => {
    // 1 January of year 50 was a Saturday (proleptic Gregorian calendar, as PostgreSQL counts).
    expect(weeksOfMonth('0050-01')[0]).toEqual({ week: 1, from: '0050-01-01', to: '0050-01-02' });
  });
});
