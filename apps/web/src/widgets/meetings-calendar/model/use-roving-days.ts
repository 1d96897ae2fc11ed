import type { Calendar } from '@fullcalendar/core';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { dayAfterKey } from './roving-days';
import { CALENDAR_TEXTS } from '../config/messages';

/** The days a keyboard moves between: the month's day cells, or the week's column headings. */
const DAY_SELECTOR = 'td.fc-daygrid-day[data-date], th.fc-col-header-cell[data-date]';
/** Everything FullCalendar makes focusable inside the grid (day numbers, events, «+ ещё»). */
const INNER_FOCUSABLE = 'a, [tabindex]:not([data-date])';

const today = () => dayjs().format('YYYY-MM-DD');

/**
 * The month grid (and the week's day headings) as one tab stop: one day carries tabindex 0 (today, or the first
 * day of the period), the others and everything inside the days -1; arrow keys move between days (up/down by a
 * week), Home/End to the week's ends, PageUp/PageDown by a month (a week in the week view), across periods too;
 * Enter or Space opens the day view. In the day and week views the meetings keep their own tab stops.
 */
export function useRovingDays(
  elementRef: RefObject<HTMLDivElement | null>,
  calendarRef: RefObject<Calendar | null>,
  openDay: (date: string) => void,
) {
  const focused = useRef<string | null>(null);
  const focusAfterRender = useRef(false);
  const openDayRef = useRef(openDay);
  useLayoutEffect(() => {
    openDayRef.current = openDay;
  });

  useEffect(() => {
    const root = elementRef.current;
    if (!root) return undefined;

    const days = () => Array.from(root.querySelectorAll<HTMLElement>(DAY_SELECTOR));
    const isMonth = () => calendarRef.current?.view.type === 'dayGridMonth';

    const apply = () => {
      const cells = days();
      if (cells.length === 0) return;
      const view = calendarRef.current?.view;
      const dates = cells.map((cell) => cell.dataset.date!);
      const inPeriod = (date: string | null) =>
        !!date && !!view && dates.includes(date) && dayjs(date).isBefore(view.currentEnd) && !dayjs(date).isBefore(view.currentStart);
      if (!inPeriod(focused.current)) {
        focused.current = inPeriod(today()) ? today() : view ? dayjs(view.currentStart).format('YYYY-MM-DD') : dates[0]!;
      }
      for (const cell of cells) {
        const current = cell.dataset.date === focused.current;
        cell.tabIndex = current ? 0 : -1;
        const count = cell.matches('td') ? cell.querySelectorAll('.fc-event').length : 0;
        const label = CALENDAR_TEXTS.dayLabel(dayjs(cell.dataset.date).format('dddd, D MMMM YYYY'), count);
        if (cell.getAttribute('aria-label') !== label) cell.setAttribute('aria-label', label);
        // In the month grid the meetings are reached through the day view; in the week view they stay tab stops.
        const inner = cell.matches('td') ? cell.querySelectorAll<HTMLElement>(INNER_FOCUSABLE) : cell.querySelectorAll<HTMLElement>('a');
        for (const element of inner) element.tabIndex = -1;
        if (current && focusAfterRender.current) {
          focusAfterRender.current = false;
          cell.focus();
        }
      }
      root.setAttribute('aria-description', CALENDAR_TEXTS.gridHint);
    };

    // FullCalendar re-renders cells when the events or the period change: the tab stops are set again each time.
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    apply();

    const onKeyDown = (event: KeyboardEvent) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>(DAY_SELECTOR);
      if (!cell || cell !== event.target) return;
      const date = cell.dataset.date!;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        openDayRef.current(date);
        return;
      }
      const next = dayAfterKey(date, event.key, !isMonth());
      if (!next) return;
      event.preventDefault();
      focused.current = next;
      const target = days().find((day) => day.dataset.date === next);
      const view = calendarRef.current?.view;
      const outside = !view || dayjs(next).isBefore(view.currentStart) || !dayjs(next).isBefore(view.currentEnd);
      if (target && !outside) {
        apply();
        target.focus();
      } else {
        focusAfterRender.current = true;
        calendarRef.current?.gotoDate(next);
        apply();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const cell = (event.target as HTMLElement).closest<HTMLElement>(DAY_SELECTOR);
      if (cell && cell === event.target && cell.dataset.date !== focused.current) {
        focused.current = cell.dataset.date!;
        apply();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusin', onFocusIn);
    };
  }, [elementRef, calendarRef]);
}
