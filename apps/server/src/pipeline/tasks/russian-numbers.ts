/** Ordinal stems, longest first so that «пятнадцатого» is not read as «пятого». */
const ORDINAL_STEMS: [string, number][] = (
  [
    ['перв', 1], ['втор', 2], ['трет', 3], ['четверт', 4], ['пят', 5], ['шест', 6], ['седьм', 7], ['восьм', 8],
    ['девят', 9], ['десят', 10], ['одиннадцат', 11], ['двенадцат', 12], ['тринадцат', 13], ['четырнадцат', 14],
    ['пятнадцат', 15], ['шестнадцат', 16], ['семнадцат', 17], ['восемнадцат', 18], ['девятнадцат', 19],
    ['двадцат', 20], ['тридцат', 30],
  ] as [string, number][]
).sort((a, b) => b[0].length - a[0].length);

/** Case endings of ordinals: первого, первому, первое, первый, второй, третьего, третье … */
const ORDINAL_ENDING = '(?:ьего|ьему|ьем|ье|ья|ий|ого|ому|ое|ый|ой|ом|ая|ую)';

/** «двадцать пятого», «первому», «тридцатое» (text folded: lowercase, ё → е). */
export const ORDINAL_WORDS = `(?:(?:двадцать|тридцать)\\s+)?(?:${ORDINAL_STEMS.map(([stem]) => stem).join('|')})${ORDINAL_ENDING}`;

export function parseOrdinal(words: string): number | null {
  const parts = words.trim().split(/\s+/);
  const tens = parts.length === 2 ? ({ двадцать: 20, тридцать: 30 } as Record<string, number>)[parts[0]!] : 0;
  const word = parts.at(-1)!;
  const stem = ORDINAL_STEMS.find(([s]) => word.startsWith(s) && new RegExp(`^${s}${ORDINAL_ENDING}$`).test(word));
  if (!stem || tens === undefined) return null;
  if (tens && stem[1] > 9) return null;
  return tens + stem[1];
}

const CARDINALS: Record<string, number> = {
  один: 1, одна: 1, одну: 1, одно: 1, одного: 1, одной: 1, одним: 1,
  два: 2, две: 2, двух: 2, три: 3, трех: 3, четыре: 4, четырех: 4, пять: 5, пяти: 5, шесть: 6, шести: 6,
  семь: 7, семи: 7, восемь: 8, восьми: 8, девять: 9, девяти: 9, десять: 10, десяти: 10,
  одиннадцать: 11, одиннадцати: 11, двенадцать: 12, двенадцати: 12, тринадцать: 13, тринадцати: 13,
  четырнадцать: 14, четырнадцати: 14, пятнадцать: 15, пятнадцати: 15, шестнадцать: 16, шестнадцати: 16,
  семнадцать: 17, семнадцати: 17, восемнадцать: 18, восемнадцати: 18, девятнадцать: 19, девятнадцати: 19,
  двадцать: 20, двадцати: 20, тридцать: 30, тридцати: 30, сорок: 40, сорока: 40, пятьдесят: 50, пятидесяти: 50,
  шестьдесят: 60, шестидесяти: 60, девяносто: 90, девяноста: 90,
};

const CARDINAL_WORD = `(?:${Object.keys(CARDINALS).sort((a, b) => b.length - a.length).join('|')})`;

/** «5», «пять», «двух», «двадцати пяти». */
export const CARDINAL = `(?:\\d+|${CARDINAL_WORD}(?:\\s+${CARDINAL_WORD})?)`;

export function parseCardinal(words: string): number | null {
  if (/^\d+$/.test(words.trim())) return Number(words);
  const values = words.trim().split(/\s+/).map((w) => CARDINALS[w]);
  if (values.some((v) => v === undefined)) return null;
  const [first, second] = values as number[];
  if (second === undefined) return first!;
  return first! >= 20 && first! % 10 === 0 && second < 10 ? first! + second : null;
}
