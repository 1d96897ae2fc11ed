import {
  addDays, addMonths, addWorkingDays, isoWeekday, lastDayOfMonth, makeDate, parseIsoDate, toIsoDate,
} from './calendar.ts';
import { fold } from './russian-names.ts';
import { CARDINAL, ORDINAL_WORDS, parseCardinal, parseOrdinal } from '../numbers/index.ts';

export interface FoundDeadline {
  /** 'YYYY-MM-DD' */
  date: string;
  /** Where the phrase (with its preposition) is in the text. */
  index: number;
  length: number;
  /** Introduced by до / к / не позднее / срок …, so it is a deadline and not just any date. */
  strong: boolean;
  /** «к тридцатому», «до 5-го числа»: a day of a month left unsaid. */
  dayAlone?: number;
  /** «до тридцатого апреля»: the month named with its day. */
  month?: number;
}

const MONTHS = ['январ', 'феврал', 'март', 'апрел', 'ма', 'июн', 'июл', 'август', 'сентябр', 'октябр', 'ноябр', 'декабр'];
const MONTH = '(?<month>январ[яье]|феврал[яье]|марта?|апрел[яье]|ма[яйе]|июн[яье]|июл[яье]|августа?|сентябр[яье]|октябр[яье]|ноябр[яье]|декабр[яье])';
const WEEKDAYS = ['понедельник', 'вторник', 'сред', 'четверг', 'пятниц', 'суббот', 'воскресень'];

const START = '(?<![\\p{L}\\d])';
const END = '(?![\\p{L}\\d])';
const PREPOSITION = '(?:не\\s+позднее|не\\s+позже|до|к|ко|по)';
/** «до», «срок — до», «срок исполнения:», «в срок до» … */
const LEAD = `(?<lead>(?:(?:в\\s+)?срок(?:ом)?(?:\\s+исполнения)?\\s*[:—–-]?\\s*)?${PREPOSITION}\\s+|(?:в\\s+)?срок(?:ом)?(?:\\s+исполнения)?\\s*[:—–-]?\\s*)?`;

type Groups = Record<string, string | undefined>;
type Resolve = (groups: Groups, meeting: Date, next: Date | null) => Date | null;
/** What a phrase names besides its date: a day alone, or a day with its month. */
type Kind = 'dayAlone' | 'dayAndMonth' | undefined;
/** Phrases that set a deadline without a preposition («в течение двух недель», «на следующей неделе»). */
const ITSELF = true;
/** Phrases that are a date only after до / к («к двадцатому»): «двадцатого» alone is any day. */
const LEAD_NEEDED = 'lead';

function monthNumber(word: string): number {
  return MONTHS.findIndex((stem, i) => (i === 4 ? /^ма[яйе]$/.test(word) : word.startsWith(stem))) + 1;
}

/** A day of a month without a year: the meeting's year, or the next one when the month is already behind. */
function dayOfMonth(meeting: Date, day: number | null, month: number, year?: string): Date | null {
  if (!day || !month) return null;
  if (year) return makeDate(Number(year.length === 2 ? `20${year}` : year), month, day);
  const meetingMonth = meeting.getUTCMonth() + 1;
  return makeDate(meeting.getUTCFullYear() + (month < meetingMonth ? 1 : 0), month, day);
}

/** The day of the meeting's month, or of the next month when that day has passed (or is the meeting's own). */
function dayThisOrNextMonth(meeting: Date, day: number | null): Date | null {
  if (!day || day > 31) return null;
  const month = meeting.getUTCMonth() + 1 + (day <= meeting.getUTCDate() ? 1 : 0);
  return makeDate(meeting.getUTCFullYear() + (month > 12 ? 1 : 0), ((month - 1) % 12) + 1, day);
}

function weekdayAfter(meeting: Date, weekday: number, nextWeek: boolean): Date {
  if (nextWeek) return addDays(meeting, 7 - isoWeekday(meeting) + weekday);
  return addDays(meeting, (weekday - isoWeekday(meeting) + 7) % 7 || 7);
}

/** Friday of the meeting's week, or of the next one when the meeting is on Friday or at the weekend. */
function endOfWeek(meeting: Date, nextWeek: boolean): Date {
  const friday = addDays(meeting, 5 - isoWeekday(meeting));
  return nextWeek || friday <= meeting ? addDays(friday, 7) : friday;
}

function period(meeting: Date, amount: number, unit: string, working: boolean): Date | null {
  if (unit.startsWith('д')) return working ? addWorkingDays(meeting, amount) : addDays(meeting, amount);
  if (unit.startsWith('нед')) return addDays(meeting, amount * 7);
  if (unit.startsWith('мес')) return addMonths(meeting, amount);
  if (unit.startsWith('г') || unit === 'лет') return addMonths(meeting, amount * 12);
  return null;
}

const RULES: [string, Resolve, (boolean | typeof LEAD_NEEDED)?, Kind?][] = [
  // до 25 ноября [2026 года], к 1-му декабря
  [`(?<day>\\d{1,2})(?:-?(?:го|е|ого|му|ое))?\\s+${MONTH}(?:\\s+(?<year>\\d{4})(?:\\s*(?:года|г\\.?))?)?`,
    (g, m) => dayOfMonth(m, Number(g.day), monthNumber(g.month!), g.year), false, 'dayAndMonth'],
  // до двадцать пятого ноября, к первому декабря
  [`(?<ordinal>${ORDINAL_WORDS})\\s+${MONTH}(?:\\s+(?<year>\\d{4})(?:\\s*(?:года|г\\.?))?)?`,
    (g, m) => dayOfMonth(m, parseOrdinal(g.ordinal!), monthNumber(g.month!), g.year), false, 'dayAndMonth'],
  // до 25.11, до 25.11.2026
  [`(?<day>\\d{1,2})\\.(?<mm>\\d{2})(?:\\.(?<year>\\d{4}|\\d{2}))?`,
    (g, m) => dayOfMonth(m, Number(g.day), Number(g.mm), g.year)],
  // до 25-го числа, к пятому числу
  [`(?:(?<day>\\d{1,2})(?:-?(?:го|е|ого|му))?|(?<ordinal>${ORDINAL_WORDS}))\\s+числ[ауо]`,
    (g, m) => dayThisOrNextMonth(m, g.day ? Number(g.day) : parseOrdinal(g.ordinal!)), false, 'dayAlone'],
  // к двадцатому, до 15-го: a day of this month (of the next once it has passed), the month left unsaid; only after
  // до / к and at a clause's end, so «к третьему вопросу» is no date
  [`(?:(?<day>\\d{1,2})-?(?:го|е|ого|му)|(?<ordinal>${ORDINAL_WORDS}))(?=\\s*(?:[.,;:!?—–-]|$|(?:чтобы|это|пожалуйста|включительно|обязательно)(?![\\p{L}])))`,
    (g, m) => dayThisOrNextMonth(m, g.day ? Number(g.day) : parseOrdinal(g.ordinal!)), LEAD_NEEDED, 'dayAlone'],
  // к пятнице, до следующего понедельника, в среду
  [`(?:(?:в|во|на)\\s+)?(?:(?<next>следующ|ближайш)[а-я]*\\s+)?(?<weekday>понедельник|вторник|сред|четверг|пятниц|суббот|воскресень)[а-я]*`,
    (g, m) => weekdayAfter(m, WEEKDAYS.indexOf(g.weekday!) + 1, g.next === 'следующ')],
  // в течение двух недель, через 10 рабочих дней, в течение месяца
  [`(?:в\\s+течение|через|не\\s+позднее\\s+чем\\s+через)\\s+(?:(?<amount>${CARDINAL})\\s+)?(?<working>рабоч(?:их|ий|его)\\s+|календарн(?:ых|ый|ого)\\s+)?(?<unit>дн(?:я|ей|ю)|день|недел[иьюя]|месяц(?:а|ев)?|год(?:а)?|лет)`,
    (g, m) => {
      const amount = g.amount ? parseCardinal(g.amount) : 1;
      return amount ? period(m, amount, g.unit!, g.working?.startsWith('рабоч') ?? false) : null;
    }, ITSELF],
  // до конца месяца / недели / квартала / года / ноября
  [`(?:конц[ауе]|окончани[яюе])\\s+(?:(?:этой|текущей|этого|текущего)\\s+)?(?:(?<next>следующ)[а-я]*\\s+)?(?:(?<unit>недели|месяца|квартала|года)|${MONTH})`,
    (g, m) => {
      const year = m.getUTCFullYear();
      const month = m.getUTCMonth() + 1;
      if (g.month) {
        const target = monthNumber(g.month);
        return lastDayOfMonth(year + (target < month ? 1 : 0), target);
      }
      if (g.unit === 'недели') return endOfWeek(m, !!g.next);
      if (g.unit === 'месяца') return g.next ? lastDayOfMonth(year, month + 1) : lastDayOfMonth(year, month);
      if (g.unit === 'квартала') return lastDayOfMonth(year, Math.ceil(month / 3) * 3 + (g.next ? 3 : 0));
      return makeDate(year + (g.next ? 1 : 0), 12, 31);
    }],
  // на этой / следующей неделе
  [`на\\s+(?:(?<next>следующ)|эт|текущ)[а-я]*\\s+неделе`, (g, m) => endOfWeek(m, !!g.next), ITSELF],
  // до середины декабря
  [`середин[ыеу]\\s+(?:(?<unit>месяца)|${MONTH})`,
    (g, m) => {
      const month = g.month ? monthNumber(g.month) : m.getUTCMonth() + 1;
      return dayOfMonth(m, 15, month);
    }],
  // к следующему заседанию: the next meeting's date when it is known, else no date (docs/product-decisions.md)
  [`следующ(?:ему|его|ее|ей)\\s+(?:заседани[юя]|совещани[юя]|собрани[юя]|планерк[еи]|встреч[еи])`, (_g, _m, next) => next],
  [`(?<word>сегодня|завтра|послезавтра)`, (g, m) => addDays(m, ['сегодня', 'завтра', 'послезавтра'].indexOf(g.word!))],
];

const COMPILED = RULES.map(([body, resolve, itself = false, kind]) => ({
  pattern: new RegExp(`${START}${LEAD}${body}${END}`, 'gu'),
  resolve,
  itself: itself === true,
  leadNeeded: itself === LEAD_NEEDED,
  kind,
}));

/**
 * Every date phrase in the text, resolved against the meeting date, in reading order. `nextMeetingDate`: the next
 * meeting's date, which «к следующему заседанию» means (without it that phrase gives no date).
 */
export function findDates(text: string, meetingDate: string, nextMeetingDate: string | null = null): FoundDeadline[] {
  const dates = readDates(text, meetingDate, nextMeetingDate);
  // «Перенесём на тридцатое апреля и к тридцатому подготовим»: a day alone is in the month named just before it.
  return dates.map((found, index) => {
    const named = dates.slice(0, index).findLast((d) => d.month)?.month;
    return named && found.dayAlone ? { ...found, date: inMonthSaid(found, named, meetingDate) } : found;
  });
}

/**
 * A day said alone («к тридцатому») in the month named just before («на тридцатое апреля»), when that day is still
 * ahead of the meeting; else the next such day after the meeting, as it was read.
 */
export function inMonthSaid(found: FoundDeadline, month: number, meetingDate: string): string {
  if (!found.dayAlone) return found.date;
  const meeting = parseIsoDate(meetingDate);
  const date = dayOfMonth(meeting, found.dayAlone, month);
  return date && date > meeting ? toIsoDate(date) : found.date;
}

function readDates(text: string, meetingDate: string, nextMeetingDate: string | null): FoundDeadline[] {
  const folded = fold(text);
  const meeting = parseIsoDate(meetingDate);
  const next = nextMeetingDate ? parseIsoDate(nextMeetingDate) : null;
  const found: FoundDeadline[] = [];
  for (const { pattern, resolve, itself, leadNeeded, kind } of COMPILED) {
    for (const match of folded.matchAll(pattern)) {
      if (leadNeeded && !/(?:до|к|ко|позднее|позже)\s+$/u.test(match.groups?.lead ?? '')) continue;
      const date = resolve(match.groups ?? {}, meeting, next);
      if (!date) continue;
      const overlaps = found.some((f) => match.index < f.index + f.length && f.index < match.index + match[0].length);
      if (overlaps) continue;
      const phrase: FoundDeadline = { date: toIsoDate(date), index: match.index, length: match[0].length, strong: itself || !!match.groups?.lead };
      if (kind === 'dayAlone') phrase.dayAlone = date.getUTCDate();
      if (kind === 'dayAndMonth') phrase.month = date.getUTCMonth() + 1;
      found.push(phrase);
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** «в июле»: a month in the prepositional case (its stem and «е»: январе … мае … декабре). */
const IN_MONTH = new RegExp(`(?<!\\p{L})в\\s+(?<month>(?:${MONTHS.join('|')})е)(?!\\p{L})`, 'u');

/**
 * «В июле проконтролируйте»: a task to be done within a month is due by its last day (this year's month, or the
 * next year's once it has passed). Read for a task where `findDeadline` found none.
 */
export function monthEndDeadline(text: string, meetingDate: string): FoundDeadline | null {
  const found = IN_MONTH.exec(fold(text));
  if (!found) return null;
  const meeting = parseIsoDate(meetingDate);
  const month = monthNumber(found.groups!.month!);
  const year = meeting.getUTCFullYear() + (month < meeting.getUTCMonth() + 1 ? 1 : 0);
  return { date: toIsoDate(lastDayOfMonth(year, month)), index: found.index, length: found[0].length, strong: true };
}

/** The deadline a sentence sets: the first date introduced by до / к / срок …, else the first date at all. */
export function findDeadline(text: string, meetingDate: string, nextMeetingDate: string | null = null): FoundDeadline | null {
  const dates = findDates(text, meetingDate, nextMeetingDate);
  return dates.find((d) => d.strong) ?? dates[0] ?? null;
}
