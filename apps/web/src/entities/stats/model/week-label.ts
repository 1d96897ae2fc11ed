import dayjs from 'dayjs';
import 'dayjs/locale/ru';

/** A week clipped to its month as a chart label: «2–8 нояб.», or «1 нояб.» for a one-day week. */
export function weekLabel(from: string, to: string): string {
  const end = dayjs(to).locale('ru').format('D MMM');
  return from === to ? end : `${dayjs(from).format('D')}–${end}`;
}
