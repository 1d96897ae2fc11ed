import type { CalendarOptions, DateSpanApi } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import dayjs from 'dayjs';
import { timesFromSpan } from '../../../entities/meeting';
import { COMMON } from '../../../shared/config';
import { capitalize, type CalendarView } from './calendar-view';
import { CALENDAR_TEXTS } from '../config/messages';

const HH_MM = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/** Meetings fit into one day: a selection or a drop that would not is refused while dragging. */
function staysWithinOneDay(span: DateSpanApi): boolean {
  if (span.allDay) return dayjs(span.end).diff(span.start, 'day') <= 1;
  return timesFromSpan(span.start, span.end) !== null;
}

/** Everything about the calendar that does not change while the page is open: Russian, Monday first, 24-hour. */
export function baseCalendarOptions(initialView: CalendarView): CalendarOptions {
  return {
    plugins: [dayGridPlugin, timeGridPlugin, interactionPlugin],
    locale: ruLocale,
    firstDay: 1,
    initialView,
    headerToolbar: false,
    height: '100%',
    fixedWeekCount: false,
    nowIndicator: true,
    navLinks: true,
    selectable: true,
    selectMirror: true,
    selectAllow: staysWithinOneDay,
    editable: true,
    eventResizableFromStart: false,
    eventAllow: staysWithinOneDay,
    eventInteractive: true,
    eventDisplay: 'block',
    dayMaxEvents: true,
    allDaySlot: false,
    slotDuration: '00:30:00',
    snapDuration: '00:15:00',
    scrollTime: '08:00:00',
    slotLabelFormat: HH_MM,
    eventTimeFormat: HH_MM,
    // «15:00–16:00» with an en dash (FullCalendar's own separator is « - »).
    defaultRangeSeparator: '–',
    views: {
      // A meeting is one day long: in the month grid it moves between days but is not stretched.
      dayGridMonth: { eventDurationEditable: false, dayHeaderFormat: { weekday: 'short' } },
      timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'numeric' } },
      timeGridDay: { dayHeaderFormat: { weekday: 'long', day: 'numeric', month: 'long' } },
    },
    // «Пн», «Пн, 10.11», «Четверг, 12 ноября»: a capital first letter, the month in lower case as Russian writes it.
    dayHeaderContent: ({ text }) => capitalize(text),
    moreLinkText: CALENDAR_TEXTS.more,
    moreLinkHint: CALENDAR_TEXTS.moreHint,
    navLinkHint: CALENDAR_TEXTS.goToDate,
    closeHint: COMMON.close,
    timeHint: CALENDAR_TEXTS.timeHint,
    eventHint: CALENDAR_TEXTS.eventHint,
    noEventsText: CALENDAR_TEXTS.empty,
  };
}
