/**
 * The time zones offered for the organisation: every zone of Russia (the tz database's RU zones), named by its
 * city in Russian, with the UTC offset Intl gives for the moment, e.g. «Москва (UTC+3)». The city names are ours:
 * browsers ship ICU without Russian zone names (Chromium says «Moscow»), the offsets come from the tz database.
 */
export const RUSSIAN_TIME_ZONES = {
  'Europe/Kaliningrad': 'Калининград',
  'Europe/Moscow': 'Москва',
  'Europe/Simferopol': 'Симферополь',
  'Europe/Kirov': 'Киров',
  'Europe/Volgograd': 'Волгоград',
  'Europe/Astrakhan': 'Астрахань',
  'Europe/Saratov': 'Саратов',
  'Europe/Ulyanovsk': 'Ульяновск',
  'Europe/Samara': 'Самара',
  'Asia/Yekaterinburg': 'Екатеринбург',
  'Asia/Omsk': 'Омск',
  'Asia/Novosibirsk': 'Новосибирск',
  'Asia/Barnaul': 'Барнаул',
  'Asia/Tomsk': 'Томск',
  'Asia/Novokuznetsk': 'Новокузнецк',
  'Asia/Krasnoyarsk': 'Красноярск',
  'Asia/Irkutsk': 'Иркутск',
  'Asia/Chita': 'Чита',
  'Asia/Yakutsk': 'Якутск',
  'Asia/Khandyga': 'Хандыга',
  'Asia/Vladivostok': 'Владивосток',
  'Asia/Ust-Nera': 'Усть-Нера',
  'Asia/Magadan': 'Магадан',
  'Asia/Sakhalin': 'Южно-Сахалинск',
  'Asia/Srednekolymsk': 'Среднеколымск',
  'Asia/Kamchatka': 'Петропавловск-Камчатский',
  'Asia/Anadyr': 'Анадырь',
} as const satisfies Record<string, string>;

type RussianZone = keyof typeof RUSSIAN_TIME_ZONES;
const isRussianZone = (zone: string): zone is RussianZone => Object.hasOwn(RUSSIAN_TIME_ZONES, zone);

const UTC_LABEL = 'Всемирное координированное время';

function zonePart(timeZone: string, style: 'shortGeneric' | 'shortOffset', at: Date): string {
  const parts = new Intl.DateTimeFormat('ru-RU', { timeZone, timeZoneName: style }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** Minutes the zone is ahead of UTC at `at` (from «GMT+3», «GMT+5:30», «GMT»). */
export function utcOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(zonePart(timeZone, 'shortOffset', at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** «UTC+3», «UTC+5:30», «UTC−4», «UTC». */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const minutes = utcOffsetMinutes(timeZone, at);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** «Москва (UTC+3)», «Всемирное координированное время (UTC)»; a zone ICU has no Russian name for keeps its id. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return `${UTC_LABEL} (UTC)`;
  const name = isRussianZone(timeZone) ? RUSSIAN_TIME_ZONES[timeZone] : zonePart(timeZone, 'shortGeneric', at);
  const city = !name || /^GMT/.test(name) ? timeZone : name;
  return `${city} (${utcOffsetLabel(timeZone, at)})`;
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

/**
 * The picker's list: Russia's zones west to east (by offset, then name), then UTC; a saved zone outside that list
 * (any IANA name is accepted) is kept at the top so the form shows it.
 */
export function timeZoneOptions(current?: string | null, at: Date = new Date()): TimeZoneOption[] {
  const russian = (Object.keys(RUSSIAN_TIME_ZONES) as RussianZone[]).map((zone) => ({ zone, offset: utcOffsetMinutes(zone, at), label: timeZoneLabel(zone, at) }))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, 'ru'))
    .map(({ zone, label }) => ({ value: zone, label }));
  const options = [...russian, { value: 'UTC', label: timeZoneLabel('UTC', at) }];
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: timeZoneLabel(current, at) });
  return options;
}
