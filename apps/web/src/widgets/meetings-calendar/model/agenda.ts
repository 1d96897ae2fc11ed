import dayjs from 'dayjs';
import type { Meeting } from '../../../entities/meeting';

export interface AgendaDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  meetings: Meeting[];
}

/** The meetings of the visible period as days in order, each day's meetings by start time; days without any are left out. */
export function agendaDays(meetings: readonly Meeting[]): AgendaDay[] {
  const sorted = [...meetings].sort(
    (a, b) => a.event_date.localeCompare(b.event_date) || a.event_start_time.localeCompare(b.event_start_time) || a.id - b.id,
  );
  const days: AgendaDay[] = [];
  for (const meeting of sorted) {
    const last = days.at(-1);
    if (last?.date === meeting.event_date) last.meetings.push(meeting);
    else days.push({ date: meeting.event_date, meetings: [meeting] });
  }
  return days;
}

/** «Четверг, 26 ноября». */
export function agendaDayTitle(date: string): string {
  const text = dayjs(date).format('dddd, D MMMM');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
