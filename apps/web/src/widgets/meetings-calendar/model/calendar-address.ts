import dayjs from 'dayjs';
import { urlParam } from '../../../shared/lib';
import type { CalendarView } from './calendar-view';

/** How a view is named in the address. */
const VIEW_NAMES = ['month', 'week', 'day'] as const;
type ViewName = (typeof VIEW_NAMES)[number];
const VIEW_OF: Record<ViewName, CalendarView> = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' };
const NAME_OF: Record<CalendarView, ViewName> = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day' };

/**
 * The calendar's period in the address (issue 15): `view` (month, week, day) and `date`, the period's first day.
 * Without a view a date means its day (the links of the home page and of search, `meetingsDayPath`), and no date
 * means today; the plain address is this month.
 */
export const CALENDAR_ADDRESS = { view: urlParam.optionalOneOf(VIEW_NAMES), date: urlParam.date() };

export interface CalendarAddress {
  view: ViewName | null;
  date: string | null;
}

export interface CalendarPeriod {
  view: CalendarView;
  /** 'YYYY-MM-DD', null: today. */
  date: string | null;
}

const impliedView = (date: string | null): ViewName => (date ? 'day' : 'month');

/** The period an address asks for. */
export function periodOfAddress(address: CalendarAddress): CalendarPeriod {
  return { view: VIEW_OF[address.view ?? impliedView(address.date)], date: address.date };
}

/** The address of a period the calendar shows: the current month is the plain address, a day needs no view. */
export function addressOfPeriod(view: CalendarView, start: Date, todayVisible: boolean): CalendarAddress {
  const date = view === 'dayGridMonth' && todayVisible ? null : dayjs(start).format('YYYY-MM-DD');
  const name = NAME_OF[view];
  return { view: name === impliedView(date) ? null : name, date };
}

/** Whether the calendar already shows what the address asks for (a date anywhere within the shown period). */
export function showsPeriod(shown: { type: string; currentStart: Date; currentEnd: Date }, wanted: CalendarPeriod, today: string): boolean {
  const day = dayjs(wanted.date ?? today);
  return shown.type === wanted.view && !day.isBefore(shown.currentStart) && day.isBefore(shown.currentEnd);
}
