import { foldNumberWord, MULTIPLIERS } from './lexicon.ts';
import { parseCardinal, parseNumberRun, type NumberRun } from './parse.ts';

/** The no-break space of Russian number typography: «30 000», «95 %», «№ 7». */
const NBSP = '\u00a0';
const TOKEN = /\p{L}+|\d+(?:,\d+)?/gu;
const MAX_RUN = 14;

const PERCENT = new Set(['процент', 'процента', 'процентов', 'проценту', 'процентам', 'процентами', 'процентах', 'проценте', 'процентом']);
const NUMBER_SIGN = new Set(['номер', 'номера', 'номеру', 'номером', 'номере']);
const VOTE = new Set(['за', 'против', 'воздержались', 'воздержался', 'воздержалась']);
const MONTHS = new Set(['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']);
/** Units of measure and money: a count of them is written in digits however small («5 рублей», «3 тонны»). */
const UNIT =
  /^(?:рубл|копе[ей]|доллар|евро$|метр|километр|сантиметр|миллиметр|квадратн|кубометр|кубическ|литр|килограмм|кг$|грамм|тонн[аыу]?$|гектар|градус|штук|киловатт|мегаватт|гигакалор|балл)/u;
/** Set phrases where a number word is no quantity. */
const IDIOMS = ['на все сто', 'сто раз', 'тысячу раз', 'тысяча и одн', 'сорок сороков', 'семь пятниц', 'один на один', 'одним словом'];
/** Words between the two days of a range: «с десятого по двенадцатое октября», «десятого и одиннадцатого мая». */
const RANGE = new Set(['по', 'и', 'или']);
/** Small counts as said in a vote: «против три», not «против трёх» (against three of something). */
const NOMINATIVE = new Set(['ноль', 'один', 'одна', 'два', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять']);
const CLASS_LETTER = /^\s*(?:«(\p{Lu})»|"(\p{Lu})"|(\p{Lu})(?![\p{L}\d»"]))/u;

interface Token {
  text: string;
  folded: string;
  start: number;
  end: number;
}

/** «1250000» → «1 250 000»; four digits stay together («2026», «1500»), as in Russian office practice. */
function digits(value: number): string {
  if (!Number.isInteger(value)) return String(value).replace('.', ',');
  const plain = String(value);
  return plain.length < 5 ? plain : plain.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Where «…» quotes hold a name or a title (more than a class letter): their words are left as said. */
function quotedRanges(text: string): [number, number][] {
  return [...text.matchAll(/«[^«»]{2,}»/gu)].map((m) => [m.index, m.index + m[0].length]);
}

/** A capitalised number word inside a sentence is part of a name («кафе Три медведя»). */
function capitalisedInside(text: string, token: Token): boolean {
  if (!/^\p{Lu}/u.test(token.text)) return false;
  const before = text.slice(0, token.start).trimEnd();
  return before !== '' && !/[.!?…:\n]$/u.test(before);
}

/** An ordinal day followed by a month starts at token `index`. */
function dayBeforeMonth(tokens: readonly Token[], index: number): boolean {
  const words = tokens.slice(index, index + 3).map((token) => token.folded);
  const run = parseNumberRun(words);
  return !!run && run.ordinalSuffix !== null && MONTHS.has(tokens[index + run.length]?.folded ?? '');
}

/** The digits a counted run is written with, or null when a secretary keeps the words. */
function cardinalDigits(run: NumberRun): string | null {
  if (!run.fraction) return digits(run.value);
  if (run.multiplier && run.multiplier >= 1_000_000) {
    const short = [...MULTIPLIERS.values()].find((m) => m.value === run.multiplier)!.short;
    return `${digits(run.value / run.multiplier)}${NBSP}${short}`;
  }
  return Number.isInteger(run.value) ? digits(run.value) : null;
}

/**
 * Numbers as a secretary writes them (docs/product-decisions.md, «Numbers in the protocol»): digits for money,
 * percents, units of measure, «№», votes, dates, years, classes and every count of 10 and more; words for small
 * bare counts («два учителя»), for «один/одна» as a pronoun («один из»), in names, titles and set phrases.
 */
export function writeNumbers(text: string): string {
  const tokens: Token[] = [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    folded: foldNumberWord(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const quoted = quotedRanges(text);
  const gap = (a: Token, b: Token) => text.slice(a.end, b.start);
  const replacements: { start: number; end: number; text: string }[] = [];

  for (let i = 0; i < tokens.length; i++) {
    const words = [tokens[i]!.folded];
    for (let j = i + 1; j < tokens.length && j - i < MAX_RUN && /^\s+$/u.test(gap(tokens[j - 1]!, tokens[j]!)); j++) words.push(tokens[j]!.folded);
    const run = parseNumberRun(words);
    if (!run) continue;
    const first = tokens[i]!;
    const last = tokens[i + run.length - 1]!;
    const prev = tokens[i - 1];
    const next = tokens[i + run.length];
    const before = prev ? gap(prev, first) : '';
    const after = next ? gap(last, next) : text.slice(last.end);
    const skip = () => {
      i += run.length - 1;
    };
    const hyphenated = /\S-$|^-/u.test(text.slice(Math.max(0, first.start - 2), first.start)) || /^-\S/u.test(text.slice(last.end));
    const inQuotes = quoted.some(([from, to]) => first.start > from && first.start < to);
    const phrase = [...tokens.slice(Math.max(0, i - 2), i).map((t) => t.folded), ...words.slice(0, run.length + 2)].join(' ');
    if (hyphenated || inQuotes || capitalisedInside(text, first) || IDIOMS.some((idiom) => phrase.includes(idiom))) {
      skip();
      continue;
    }
    const nextIsWord = next !== undefined && /^\s+$/u.test(after);
    const replace = (start: number, end: number, value: string) => replacements.push({ start, end, text: value });

    if (run.ordinalSuffix !== null) {
      const letter = CLASS_LETTER.exec(text.slice(last.end));
      if (letter && Number.isInteger(run.value)) {
        replace(first.start, last.end + letter[0].length, `${run.value}${NBSP}«${letter[1] ?? letter[2] ?? letter[3]}»`);
        i += run.length - 1 + (letter[3] ? 1 : 0);
        if (letter[1] || letter[2]) while (tokens[i + 1] && tokens[i + 1]!.start < last.end + letter[0].length) i++;
        continue;
      }
      if (nextIsWord && MONTHS.has(next.folded) && run.value >= 1 && run.value <= 31) replace(first.start, last.end, String(run.value));
      else if (nextIsWord && run.value >= 1000 && /^год(?:а|у|ом|е)?$/u.test(next.folded)) replace(first.start, last.end, String(run.value));
      else if (nextIsWord && RANGE.has(next.folded) && run.value >= 1 && run.value <= 31 && dayBeforeMonth(tokens, i + run.length + 1)) {
        replace(first.start, last.end, String(run.value)); // «с десятого по двенадцатое октября»
      }
      else if (nextIsWord && next.folded.startsWith('класс')) replace(first.start, last.end, `${run.value}-${run.ordinalSuffix}`);
      skip();
      continue;
    }

    const written = cardinalDigits(run);
    if (written === null && !(nextIsWord && PERCENT.has(next.folded))) {
      skip();
      continue;
    }
    const value = written ?? digits(run.value);
    if (nextIsWord && PERCENT.has(next.folded)) {
      replace(first.start, next.end, `${value}${NBSP}%`);
      i += run.length;
      continue;
    }
    if (prev && NUMBER_SIGN.has(prev.folded) && /^\s+$/u.test(before) && Number.isInteger(run.value)) {
      replace(prev.start, last.end, `№${NBSP}${value}`);
    } else if (
      run.value >= 10 ||
      run.multiplier !== null ||
      (nextIsWord && UNIT.test(next.folded)) ||
      (prev && VOTE.has(prev.folded) && /^\s*[—–:-]\s*$/u.test(before)) ||
      (prev && prev.folded !== 'за' && VOTE.has(prev.folded) && /^\s+$/u.test(before) && NOMINATIVE.has(first.folded))
    ) {
      replace(first.start, last.end, value);
    }
    skip();
  }

  let result = '';
  let cursor = 0;
  for (const { start, end, text: value } of replacements) {
    result += text.slice(cursor, start) + value;
    cursor = end;
  }
  return workingHours(result + text.slice(cursor));
}

/** A sentence about hours of work: «работать с десяти до шести», «приём с девяти до часу», «график с 8 до 17». */
const HOURS_CUE = /(?<!\p{L})(?:работ\p{L}*|график\p{L}*|при[её]м\p{L}*|открыт\p{L}*|смен\p{L}*|дежур\p{L}*)(?!\p{L})/iu;
const HOUR_RANGE = /(?<!\p{L})(?<from>[сС])\s+(?<start>\d{1,2}|\p{L}+)\s+до\s+(?<end>\d{1,2}|\p{L}+)(?![\p{L}\d:]|\s+(?:час|минут|лет|год|рубл|процент|%))/gu;

/** «часу» (до часу) is one o'clock; the rest as counted. */
const hourOf = (said: string): number | null => (/^час[уа]?$/iu.test(said) ? 1 : parseCardinal(foldNumberWord(said)));

/**
 * «работать с 10 до шести» → «работать с 10:00 до 18:00»: hours of work written as a secretary writes the time. The
 * later hour said below the earlier one is the afternoon's («до шести» after «с десяти» is 18:00).
 */
function workingHours(text: string): string {
  // Sentence by sentence, the line breaks and spaces between them kept.
  return text.replace(/[^.!?…\n]+[.!?…]*/gu, (sentence) => {
    if (!HOURS_CUE.test(sentence)) return sentence;
    return sentence.replace(HOUR_RANGE, (whole, from: string, startSaid: string, endSaid: string) => {
      const start = hourOf(startSaid);
      let end = hourOf(endSaid);
      if (start === null || end === null || start < 1 || start > 23 || end < 1 || end > 24) return whole;
      if (end <= start && end + 12 <= 24) end += 12;
      if (end <= start) return whole;
      const time = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
      return `${from} ${time(start)} до ${time(end)}`;
    });
  });
}
