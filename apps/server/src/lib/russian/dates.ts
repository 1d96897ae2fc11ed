/** Month names in the genitive case, as in «22 ноября 2026 г.». */
export const GENITIVE_MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

function parts(isoDate: string): { year: string; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new Error(`Ожидается дата ГГГГ-ММ-ДД, получено «${isoDate}»`);
  return { year: match[1]!, month: Number(match[2]), day: Number(match[3]) };
}

/** '2026-11-02' → '02.11.2026'. */
export function formatDateRu(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/** '2026-11-02' → '2 ноября 2026 г.' (the verbal-numeric form of ГОСТ Р 7.0.97). */
export function formatLongDateRu(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${day} ${GENITIVE_MONTHS[month - 1]} ${year} г.`;
}

/** '10:30:00' → '10:30'. */
export function formatTimeRu(time: string): string {
  return time.slice(0, 5);
}

/** The calendar date ('YYYY-MM-DD') of an instant in an IANA timezone. */
export function dateInTimezone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
