import dayjs from 'dayjs';

export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const isCalendarView = (value: string): value is CalendarView => (CALENDAR_VIEWS as readonly string[]).includes(value);

/** «четверг, 12 ноября» → «Четверг, 12 ноября»: only the first letter (CSS `capitalize` would make «Ноября»). */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The toolbar heading: «Июль 2025», «7–13 июля 2025», «30 июня – 6 июля 2025», «Вторник, 1 июля 2025». */
export function viewTitle(view: CalendarView, start: Date, endExclusive: Date): string {
  const from = dayjs(start);
  if (view === 'dayGridMonth') return capitalize(from.format('MMMM YYYY'));
  if (view === 'timeGridDay') return capitalize(from.format('dddd, D MMMM YYYY'));
  const to = dayjs(endExclusive).subtract(1, 'day');
  if (from.isSame(to, 'month')) return `${from.format('D')}–${to.format('D MMMM YYYY')}`;
  if (from.isSame(to, 'year')) return `${from.format('D MMMM')} – ${to.format('D MMMM YYYY')}`;
  return `${from.format('D MMMM YYYY')} – ${to.format('D MMMM YYYY')}`;
}
