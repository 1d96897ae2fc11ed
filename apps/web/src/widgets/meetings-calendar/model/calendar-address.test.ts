import { describe, expect, it } from 'vitest';
import { readUrlState } from '../../../shared/lib';
import { addressOfPeriod, CALENDAR_ADDRESS, periodOfAddress, showsPeriod } from './calendar-address';

const periodOf = (query: string) => periodOfAddress(readUrlState(new URLSearchParams(query), CALENDAR_ADDRESS));
const local = (iso: string) => new Date(`${iso}T00:00:00`);

describe('the calendar in the address', () => {
  it('opens this month on the plain address and a day on a date alone (links of the home page)', () => {
    expect(periodOf('')).toEqual({ view: 'dayGridMonth', date: null });
    expect(periodOf('date=2026-12-03')).toEqual({ view: 'timeGridDay', date: '2026-12-03' });
    expect(periodOf('view=week&date=2026-12-07')).toEqual({ view: 'timeGridWeek', date: '2026-12-07' });
    expect(periodOf('view=month&date=2027-01-01')).toEqual({ view: 'dayGridMonth', date: '2027-01-01' });
    expect(periodOf('view=day')).toEqual({ view: 'timeGridDay', date: null });
  });

  it('falls back to this month for a view or date it does not know', () => {
    expect(periodOf('view=year&date=2026-02-30')).toEqual({ view: 'dayGridMonth', date: null });
    expect(periodOf('view=week&date=garbage')).toEqual({ view: 'timeGridWeek', date: null });
  });

  it('writes the period shown: nothing for the current month, no view for a day', () => {
    expect(addressOfPeriod('dayGridMonth', local('2026-11-01'), true)).toEqual({ view: null, date: null });
    expect(addressOfPeriod('dayGridMonth', local('2026-12-01'), false)).toEqual({ view: 'month', date: '2026-12-01' });
    expect(addressOfPeriod('timeGridWeek', local('2026-11-30'), true)).toEqual({ view: 'week', date: '2026-11-30' });
    expect(addressOfPeriod('timeGridDay', local('2026-12-03'), false)).toEqual({ view: null, date: '2026-12-03' });
    // Each written address reads back as the same period.
    expect(periodOf('view=week&date=2026-11-30')).toEqual({ view: 'timeGridWeek', date: '2026-11-30' });
  });

  it('knows when the calendar already shows the asked period', () => {
    const december = { type: 'dayGridMonth', currentStart: local('2026-12-01'), currentEnd: local('2027-01-01') };
    expect(showsPeriod(december, { view: 'dayGridMonth', date: '2026-12-17' }, '2026-11-20')).toBe(true);
    expect(showsPeriod(december, { view: 'dayGridMonth', date: null }, '2026-11-20')).toBe(false);
    expect(showsPeriod(december, { view: 'dayGridMonth', date: null }, '2026-12-20')).toBe(true);
    expect(showsPeriod(december, { view: 'dayGridMonth', date: '2027-01-01' }, '2026-12-20')).toBe(false);
    expect(showsPeriod(december, { view: 'timeGridDay', date: '2026-12-17' }, '2026-12-20')).toBe(false);
  });
});
