const pad = (value: number) => String(value).padStart(2, '0');

/** Every half hour of a day, «00:00» … «23:30», and the day's last minute. */
export const TIME_OPTIONS: string[] = [
  ...Array.from({ length: 48 }, (_, index) => `${pad(Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`),
  '23:59',
];

/**
 * What a person types, as HH:MM: «9» → 09:00, «930» → 09:30, «9.30» or «9-30» → 09:30. Anything that is not a
 * time of day comes back as typed, for the validation message.
 */
export function normaliseTime(input: string): string {
  const text = input.trim();
  const match = /^(\d{1,2})(?:[:.\-\s]?(\d{2}))?$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return text;
  return `${pad(hours)}:${pad(minutes)}`;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The end after the start moved from `previousStart` to `start`: the meeting keeps its length, within the day. */
export function shiftedEnd(previousStart: string, start: string, end: string): string {
  if (![previousStart, start, end].every((time) => TIME.test(time)) || end <= previousStart) return end;
  const next = minutesOf(start) + minutesOf(end) - minutesOf(previousStart);
  if (next >= 24 * 60) return '23:59';
  return `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
}
