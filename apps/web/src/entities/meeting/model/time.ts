import dayjs from 'dayjs';

/** GET /api/meetings range: both dates inclusive. */
export interface MeetingRange {
  start_date_at: string;
  end_date_at: string;
}

/** When a meeting takes place, as the API has it: a calendar date and wall-clock times of one day. */
export interface MeetingTimes {
  event_date: string;
  event_start_time: string;
  event_end_time: string;
}

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
/** The API's times are minutes of one day; a meeting cannot run past 23:59. */
const LAST_MINUTE = '23:59';
const DEFAULT_MINUTES = 60;

const dateKey = (date: Date): string => dayjs(date).format(DATE);

/** Local date-time strings (no offset): the calendar shows meetings in the browser's wall-clock time. */
export const meetingStart = (meeting: MeetingTimes): string => `${meeting.event_date}T${meeting.event_start_time}`;
export const meetingEnd = (meeting: MeetingTimes): string => `${meeting.event_date}T${meeting.event_end_time}`;

/** A calendar's visible range [start, end) as the inclusive dates the list endpoint takes. */
export function visibleRange(start: Date, endExclusive: Date): MeetingRange {
  return { start_date_at: dateKey(start), end_date_at: dayjs(endExclusive).subtract(1, 'day').format(DATE) };
}

/** End time for a start, `minutes` later but never past the end of that day. */
function endAfter(start: dayjs.Dayjs, minutes: number): string {
  const end = start.add(minutes, 'minute');
  return end.isSame(start, 'day') ? end.format(TIME) : LAST_MINUTE;
}

/**
 * The times of a moved or resized meeting, or null when it would not fit into one day.
 * An end at midnight of the next day (a resize to the bottom of the grid) means 23:59.
 */
export function timesFromSpan(start: Date, end: Date | null): MeetingTimes | null {
  const from = dayjs(start);
  if (!end) return { event_date: from.format(DATE), event_start_time: from.format(TIME), event_end_time: endAfter(from, DEFAULT_MINUTES) };
  const to = dayjs(end);
  const endOfDay = to.isSame(from.add(1, 'day').startOf('day'));
  if (!endOfDay && !to.isSame(from, 'day')) return null;
  const endTime = endOfDay ? LAST_MINUTE : to.format(TIME);
  if (endTime <= from.format(TIME)) return null;
  return { event_date: from.format(DATE), event_start_time: from.format(TIME), event_end_time: endTime };
}

/**
 * A new meeting from a click: a whole day gets the next full hour when it is today (else 10:00), a time slot
 * starts there; either lasts an hour unless a longer stretch was selected.
 */
export function draftFromSelection(start: Date, end: Date, allDay: boolean, now: Date = new Date()): MeetingTimes {
  if (allDay) {
    const day = dayjs(start);
    const current = dayjs(now);
    const nextHour = current.add(1, 'hour').startOf('hour');
    const begin = day.isSame(current, 'day') && nextHour.isSame(current, 'day') && nextHour.hour() >= 10 ? nextHour : day.hour(10);
    return { event_date: day.format(DATE), event_start_time: begin.format(TIME), event_end_time: endAfter(begin, DEFAULT_MINUTES) };
  }
  const from = dayjs(start);
  const minutes = Math.max(DEFAULT_MINUTES, dayjs(end).diff(from, 'minute'));
  return { event_date: from.format(DATE), event_start_time: from.format(TIME), event_end_time: endAfter(from, minutes) };
}

/** The toolbar's «Создать совещание»: the next full hour within the working day, else 10:00 today or tomorrow. */
export function defaultDraft(now: Date = new Date()): MeetingTimes {
  const current = dayjs(now);
  const nextHour = current.add(1, 'hour').startOf('hour');
  if (nextHour.isSame(current, 'day') && nextHour.hour() >= 10 && nextHour.hour() <= 21) {
    return { event_date: nextHour.format(DATE), event_start_time: nextHour.format(TIME), event_end_time: endAfter(nextHour, DEFAULT_MINUTES) };
  }
  const day = current.hour() < 10 ? current.startOf('day') : current.add(1, 'day').startOf('day');
  return draftFromSelection(day.toDate(), day.add(1, 'day').toDate(), true, now);
}

export const timeRange = (meeting: MeetingTimes): string => `${meeting.event_start_time}–${meeting.event_end_time}`;

/** «1 июля, 10:00–11:00». */
export function formatMeetingWhen(meeting: MeetingTimes): string {
  return `${dayjs(meeting.event_date).format('D MMMM')}, ${timeRange(meeting)}`;
}
