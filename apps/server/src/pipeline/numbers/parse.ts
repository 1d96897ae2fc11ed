import { CARDINAL_PARTS, MULTIPLIERS, ONE_AND_A_HALF, ordinalMultiplier, ordinalPart, type PartKind } from './lexicon.ts';

export interface NumberRun {
  value: number;
  /** Words [0, length) of the input make the number. */
  length: number;
  /** The number ends on an ordinal: the letters kept after its digits («го» of «двадцать пятого»). */
  ordinalSuffix: string | null;
  /** The biggest multiplier said («тысяч», «миллиона»), for «1,5 млн». */
  multiplier: number | null;
  /** «полтора», «с половиной», «1,5»: not a whole count. */
  fraction: boolean;
}

/** Which parts may still follow in a group of three digits: «сто двадцать пять», not «пять двадцать». */
const ORDER: Record<PartKind, number> = { hundred: 3, ten: 2, teen: 2, unit: 1 };
const DIGITS = /^\d+(?:,\d+)?$/;

/**
 * The number said at the start of `words` (folded: lowercase, ё → е): «один миллион двести пятьдесят тысяч» →
 * 1 250 000, «две тысячи двадцать шестого» → 2026 (ordinal). The longest run that reads as one number; null when the
 * first word starts none. «пять шесть» is the number five followed by another.
 */
export function parseNumberRun(words: readonly string[]): NumberRun | null {
  let total = 0;
  let group = 0;
  /** The highest group part still allowed: 4 before any part, 0 after a unit. */
  let room = 4;
  let lastMultiplier = Infinity;
  let fraction = false;
  let best: NumberRun | null = null;
  const keep = (length: number, ordinalSuffix: string | null = null) => {
    // «миллион двести» is said for 1 200 000: the hundreds after millions count thousands when nothing follows.
    const scale = lastMultiplier >= 1_000_000 && Number.isFinite(lastMultiplier) && ordinalSuffix === null ? lastMultiplier / 1000 : 1;
    best = { value: total + group * scale, length, ordinalSuffix, multiplier: Number.isFinite(lastMultiplier) ? lastMultiplier : null, fraction };
  };

  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const part = CARDINAL_PARTS.get(word);
    if (part) {
      if (ORDER[part.kind] >= room || (part.value === 0 && i > 0)) break;
      group += part.value;
      room = part.kind === 'hundred' || part.kind === 'ten' ? ORDER[part.kind] : 0;
      keep(i + 1);
      continue;
    }
    const multiplier = MULTIPLIERS.get(word);
    if (multiplier) {
      if (multiplier.value >= lastMultiplier) break;
      if (group === 0) {
        if (i > 0 || !multiplier.alone) break;
        group = 1;
      }
      total += group * multiplier.value;
      group = 0;
      room = 4;
      lastMultiplier = multiplier.value;
      keep(i + 1);
      continue;
    }
    if (i === 0 && DIGITS.test(word)) {
      group = Number(word.replace(',', '.'));
      fraction = !Number.isInteger(group);
      room = 0;
      continue; // digits alone are no spoken number: only with a multiplier after them
    }
    if (i === 0 && ONE_AND_A_HALF.has(word)) {
      group = 1.5;
      fraction = true;
      room = 0;
      continue;
    }
    if (word === 'с' && words[i + 1] === 'половиной' && group > 0 && Number.isInteger(group)) {
      group += 0.5;
      fraction = true;
      room = 0;
      i++;
      keep(i + 1);
      continue;
    }
    const ordinal = ordinalPart(word);
    if (ordinal && ORDER[ordinal.kind] < room) {
      group += ordinal.value;
      keep(i + 1, ordinal.suffix);
      break;
    }
    const big = ordinalMultiplier(word);
    if (big && big.value < lastMultiplier) {
      total += (group || 1) * big.value;
      group = 0;
      keep(i + 1, big.suffix);
    }
    break;
  }
  return best;
}

/** Day-of-month ordinals for dates: «двадцать пятого», «первому», «тридцатое» (text folded). */
const DAY_ORDINAL_STEMS = 'перв|втор|трет|четверт|пят|шест|седьм|восьм|девят|десят|одиннадцат|двенадцат|тринадцат|четырнадцат|пятнадцат|шестнадцат|семнадцат|восемнадцат|девятнадцат|двадцат|тридцат';
const DAY_ORDINAL_ENDING = '(?:ьего|ьему|ьем|ье|ья|ий|ого|ому|ое|ый|ой|ом|ая|ую)';
const byLength = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length);
export const ORDINAL_WORDS = `(?:(?:двадцать|тридцать)\\s+)?(?:${byLength(DAY_ORDINAL_STEMS.split('|')).join('|')})${DAY_ORDINAL_ENDING}`;

/** A whole spoken ordinal («двадцать пятого» → 25); null when the words are not exactly one. */
export function parseOrdinal(words: string): number | null {
  const parts = words.trim().split(/\s+/);
  const run = parseNumberRun(parts);
  return run && run.length === parts.length && run.ordinalSuffix !== null ? run.value : null;
}

const SMALL_CARDINALS = byLength([...CARDINAL_PARTS].filter(([, part]) => part.kind !== 'hundred').map(([word]) => word));
const CARDINAL_WORD = `(?:${SMALL_CARDINALS.join('|')})`;

/** «5», «пять», «двух», «двадцати пяти»: an amount in a deadline. */
export const CARDINAL = `(?:\\d+|${CARDINAL_WORD}(?:\\s+${CARDINAL_WORD})?)`;

/** A whole spoken cardinal («двадцати пяти» → 25) or digits; null when the words are not exactly one number. */
export function parseCardinal(words: string): number | null {
  if (/^\d+$/.test(words.trim())) return Number(words);
  const parts = words.trim().split(/\s+/);
  const run = parseNumberRun(parts);
  return run && run.length === parts.length && run.ordinalSuffix === null && !run.fraction ? run.value : null;
}
