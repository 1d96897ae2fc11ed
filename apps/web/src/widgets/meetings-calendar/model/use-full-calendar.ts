import { Calendar, type CalendarOptions, type EventInput } from '@fullcalendar/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

type CalendarHandlers = Required<
  Pick<CalendarOptions, 'datesSet' | 'select' | 'eventClick' | 'eventDrop' | 'eventResize' | 'eventDidMount'>
> & {
  /** A day number or a week's day heading was clicked. */
  openDay: (date: Date) => void;
};

/**
 * FullCalendar 6 driven directly: created once on a div, its handlers always the latest ones, its events
 * replaced when the list changes. (The React connector installed is version 7 and does not work with the
 * version 6 plugins.)
 */
export function useFullCalendar(options: () => CalendarOptions, handlers: CalendarHandlers, events: EventInput[]) {
  const elementRef = useRef<HTMLDivElement>(null);
  const calendarRef = useRef<Calendar | null>(null);
  const handlersRef = useRef(handlers);
  const optionsRef = useRef(options);

  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const calendar = new Calendar(elementRef.current!, {
      ...optionsRef.current(),
      datesSet: (arg) => handlersRef.current.datesSet(arg),
      select: (arg) => handlersRef.current.select(arg),
      eventClick: (arg) => handlersRef.current.eventClick(arg),
      eventDrop: (arg) => handlersRef.current.eventDrop(arg),
      eventResize: (arg) => handlersRef.current.eventResize(arg),
      eventDidMount: (arg) => handlersRef.current.eventDidMount(arg),
      navLinkDayClick: (date) => handlersRef.current.openDay(date),
    });
    calendar.render();
    calendarRef.current = calendar;
    return () => {
      calendar.destroy();
      calendarRef.current = null;
    };
  }, []);

  useEffect(() => {
    const calendar = calendarRef.current;
    if (!calendar) return;
    calendar.batchRendering(() => {
      calendar.removeAllEventSources();
      calendar.addEventSource(events);
    });
  }, [events]);

  return { elementRef, calendarRef };
}
