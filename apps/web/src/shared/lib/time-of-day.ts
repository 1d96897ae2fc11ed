const pad = (value: number) => String(value).padStart(2, '0');

/** Every half hour of a day, «00:00» … «23:30», and the day's last minute. */
export const TIME_OPTIONS: string[] = [
  ...Array.from({ length: 48 }, (_, index) => `${pad(Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`),
  '23:59',
];

const clock = (hours: number, minutes: number): string | null =>
  hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;

/** «21:5», «9.30», «9-30», «9 30», «9ч30»: hours, a separator, one or two digits of minutes (a trailing one alone: «21:»). */
const WITH_SEPARATOR = /^(\d{1,2})\s*(?:[:.,\-\s]|ч)\s*(\d{1,2})?\s*(?:м|мин)?$/i;

/**
 * What a person types, as a 24-hour ЧЧ:ММ: «9» → 09:00, «930» → 09:30, «2130» → 21:30, «9.30» or «9-30» → 09:30,
 * «21:5» → 21:05. Anything else («9 pm», «25:00», «утро») comes back as typed, for the validation message.
 */
export function normaliseTime(input: string): string {
  const text = input.trim();
  const separated = WITH_SEPARATOR.exec(text);
  if (separated) return clock(Number(separated[1]), Number(separated[2] ?? '0')) ?? text;
  if (!/^\d{1,4}$/.test(text)) return text;
  // Digits alone: one or two are the hour, three or four end with the minutes.
  const hours = text.length <= 2 ? text : text.slice(0, -2);
  const minutes = text.length <= 2 ? '0' : text.slice(-2);
  return clock(Number(hours), Number(minutes)) ?? text;
}

/** The half hours a time field offers for what it holds (its filter: an option containing the typed text). */
export function timeOptionsFor(search: string): string[] {
  const typed = search.trim();
  return TIME_OPTIONS.filter((option) => option.includes(typed));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The listed time nearest to what the field holds («21:5» → 21:00), the earlier one of two as near; null for no time. */
export function nearestTimeOption(value: string): string | null {
  const time = normaliseTime(value);
  if (!TIME.test(time)) return null;
  const distance = (option: string) => Math.abs(minutesOf(option) - minutesOf(time));
  return TIME_OPTIONS.reduce((nearest, option) => (distance(option) < distance(nearest) ? option : nearest));
}

/** The end after the start moved from `previousStart` to `start`: the meeting keeps its length, within the day. */
export function shiftedEnd(previousStart: string, start: string, end: string): string {
  if (![previousStart, start, end].every((time) => TIME.test(time)) || end <= previousStart) return end;
  const next = minutesOf(start) + minutesOf(end) - minutesOf(previousStart);
  if (next >= 24 * 60) return '23:59';
  return `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
}
