import dayjs from 'dayjs';
import type { Meeting } from '../../../entities/meeting';
import { daysBetween } from '../../../entities/stats';
import { AGENDA_TEXTS } from '../config/messages';

export interface AgendaDay {
  date: string;
  title: string;
  meetings: Meeting[];
}

/** «Сегодня, 22 ноября», «Завтра, 23 ноября», «Вт, 24 ноября». */
export function agendaDayTitle(date: string, today: string): string {
  const day = dayjs(date).locale('ru');
  const offset = daysBetween(today, date);
  const prefix =
    offset === 0
      ? AGENDA_TEXTS.today
      : offset === 1
        ? AGENDA_TEXTS.tomorrow
        : day.format('dd').replace(/^./, (letter) => letter.toLocaleUpperCase('ru'));
  return `${prefix}, ${day.format('D MMMM')}`;
}

/** Today's meetings, then the later days that have meetings, in order (the API sorts by date and time). */
export function agendaDays(meetings: readonly Meeting[], today: string): { today: AgendaDay; later: AgendaDay[] } {
  const byDate = new Map<string, Meeting[]>();
  for (const meeting of meetings) {
    const list = byDate.get(meeting.event_date) ?? [];
    list.push(meeting);
    byDate.set(meeting.event_date, list);
  }
  const days = (date: string): AgendaDay => ({ date, title: agendaDayTitle(date, today), meetings: byDate.get(date) ?? [] });
  const later = [...byDate.keys()].filter((date) => date > today).sort().map(days);
  return { today: days(today), later };
}

/** Whether a meeting of today is already over at `now`. */
export function isOver(meeting: Meeting, now: Date = new Date()): boolean {
  return dayjs(`${meeting.event_date}T${meeting.event_end_time}`).isBefore(now);
}

/** A link given as a web address (a video call) rather than a place. */
export function webAddress(link: string | null): URL | null {
  if (!link || !/^https?:\/\//i.test(link.trim())) return null;
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
}
