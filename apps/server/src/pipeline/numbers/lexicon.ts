/** Russian number words (folded: lowercase, ё → е) with their values and the part of a number they make. */
export type PartKind = 'unit' | 'teen' | 'ten' | 'hundred';

export interface CardinalPart {
  kind: PartKind;
  value: number;
}

const forms = (value: number, kind: PartKind, words: string): [string, CardinalPart][] =>
  words.split(' ').map((word) => [word, { kind, value }]);

/** Every case form of the cardinals 0–900 that a speaker uses. */
export const CARDINAL_PARTS: ReadonlyMap<string, CardinalPart> = new Map([
  ...forms(0, 'unit', 'ноль нуль ноля нуля нолю нулю'),
  ...forms(1, 'unit', 'один одна одно одного одной одному одним одном одну'),
  ...forms(2, 'unit', 'два две двух двум двумя'),
  ...forms(3, 'unit', 'три трех трем тремя'),
  ...forms(4, 'unit', 'четыре четырех четырем четырьмя'),
  ...forms(5, 'unit', 'пять пяти пятью'),
  ...forms(6, 'unit', 'шесть шести шестью'),
  ...forms(7, 'unit', 'семь семи семью'),
  ...forms(8, 'unit', 'восемь восьми восемью'),
  ...forms(9, 'unit', 'девять девяти девятью'),
  ...forms(10, 'teen', 'десять десяти десятью'),
  ...forms(11, 'teen', 'одиннадцать одиннадцати одиннадцатью'),
  ...forms(12, 'teen', 'двенадцать двенадцати двенадцатью'),
  ...forms(13, 'teen', 'тринадцать тринадцати тринадцатью'),
  ...forms(14, 'teen', 'четырнадцать четырнадцати четырнадцатью'),
  ...forms(15, 'teen', 'пятнадцать пятнадцати пятнадцатью'),
  ...forms(16, 'teen', 'шестнадцать шестнадцати шестнадцатью'),
  ...forms(17, 'teen', 'семнадцать семнадцати семнадцатью'),
  ...forms(18, 'teen', 'восемнадцать восемнадцати восемнадцатью'),
  ...forms(19, 'teen', 'девятнадцать девятнадцати девятнадцатью'),
  ...forms(20, 'ten', 'двадцать двадцати двадцатью'),
  ...forms(30, 'ten', 'тридцать тридцати тридцатью'),
  ...forms(40, 'ten', 'сорок сорока'),
  ...forms(50, 'ten', 'пятьдесят пятидесяти пятьюдесятью'),
  ...forms(60, 'ten', 'шестьдесят шестидесяти шестьюдесятью'),
  ...forms(70, 'ten', 'семьдесят семидесяти семьюдесятью'),
  ...forms(80, 'ten', 'восемьдесят восьмидесяти восемьюдесятью'),
  ...forms(90, 'ten', 'девяносто девяноста'),
  ...forms(100, 'hundred', 'сто ста'),
  ...forms(200, 'hundred', 'двести двухсот двумстам двумястами двухстах'),
  ...forms(300, 'hundred', 'триста трехсот тремстам тремястами трехстах'),
  ...forms(400, 'hundred', 'четыреста четырехсот четыремстам четырьмястами четырехстах'),
  ...forms(500, 'hundred', 'пятьсот пятисот пятистам пятьюстами пятистах'),
  ...forms(600, 'hundred', 'шестьсот шестисот шестистам шестьюстами шестистах'),
  ...forms(700, 'hundred', 'семьсот семисот семистам семьюстами семистах'),
  ...forms(800, 'hundred', 'восемьсот восьмисот восьмистам восемьюстами восьмистах'),
  ...forms(900, 'hundred', 'девятьсот девятисот девятистам девятьюстами девятистах'),
]);

export interface Multiplier {
  value: number;
  /** «тысяча», «миллион»: the form that counts one by itself («тысяча рублей»); «тысячи» needs a count before it. */
  alone: boolean;
  /** How a secretary abbreviates it after a fraction: «1,5 млн». */
  short: string;
}

const multiplier = (value: number, short: string, alone: string, counted: string): [string, Multiplier][] => [
  ...alone.split(' ').map((word): [string, Multiplier] => [word, { value, alone: true, short }]),
  ...counted.split(' ').map((word): [string, Multiplier] => [word, { value, alone: false, short }]),
];

export const MULTIPLIERS: ReadonlyMap<string, Multiplier> = new Map([
  ...multiplier(1_000, 'тыс.', 'тысяча тысячу тысячей', 'тысячи тысяч тысячам тысячами тысячах тысяче'),
  ...multiplier(1_000_000, 'млн', 'миллион миллиона миллионом', 'миллионы миллионов миллиону миллионам миллионами миллионах миллионе'),
  ...multiplier(1_000_000_000, 'млрд', 'миллиард миллиарда миллиардом', 'миллиарды миллиардов миллиарду миллиардам миллиардами миллиардах миллиарде'),
]);

/** «полтора миллиона», «полторы тысячи». */
export const ONE_AND_A_HALF = new Set(['полтора', 'полторы', 'полутора']);

/** Ordinal stems with their values and the part of a number they end. */
const ORDINAL_STEM_LIST: [string, number, PartKind][] = [
  ['нулев', 0, 'unit'], ['перв', 1, 'unit'], ['втор', 2, 'unit'], ['трет', 3, 'unit'], ['четверт', 4, 'unit'],
  ['пят', 5, 'unit'], ['шест', 6, 'unit'], ['седьм', 7, 'unit'], ['восьм', 8, 'unit'], ['девят', 9, 'unit'],
  ['десят', 10, 'teen'], ['одиннадцат', 11, 'teen'], ['двенадцат', 12, 'teen'], ['тринадцат', 13, 'teen'],
  ['четырнадцат', 14, 'teen'], ['пятнадцат', 15, 'teen'], ['шестнадцат', 16, 'teen'], ['семнадцат', 17, 'teen'],
  ['восемнадцат', 18, 'teen'], ['девятнадцат', 19, 'teen'], ['двадцат', 20, 'ten'], ['тридцат', 30, 'ten'],
  ['сороков', 40, 'ten'], ['пятидесят', 50, 'ten'], ['шестидесят', 60, 'ten'], ['семидесят', 70, 'ten'],
  ['восьмидесят', 80, 'ten'], ['девяност', 90, 'ten'], ['сот', 100, 'hundred'], ['двухсот', 200, 'hundred'],
  ['трехсот', 300, 'hundred'], ['четырехсот', 400, 'hundred'], ['пятисот', 500, 'hundred'], ['шестисот', 600, 'hundred'],
  ['семисот', 700, 'hundred'], ['восьмисот', 800, 'hundred'], ['девятисот', 900, 'hundred'],
];

/** Case endings of ordinals and the letters a secretary keeps after the digits («9-го», «9-х», «9-й»). */
const REGULAR_ENDINGS: Record<string, string> = {
  ый: 'й', ий: 'й', ой: 'й', ая: 'я', яя: 'я', ое: 'е', ее: 'е', ого: 'го', его: 'го', ому: 'му', ему: 'му',
  ом: 'м', ем: 'м', ую: 'ю', юю: 'ю', ые: 'е', ие: 'е', ых: 'х', их: 'х', ым: 'м', им: 'м', ыми: 'ми', ими: 'ми',
};
/** «третий» declines with a soft sign: третьего, третьей, третьи. */
const THIRD_ENDINGS: Record<string, string> = {
  ий: 'й', ья: 'я', ье: 'е', ьего: 'го', ьему: 'му', ьем: 'м', ьей: 'й', ью: 'ю', ьи: 'и', ьих: 'х', ьим: 'м', ьими: 'ми',
};

export interface OrdinalPart extends CardinalPart {
  /** The letters written after the digits: «го» for «девятого». */
  suffix: string;
}

const ORDINAL_STEMS = [...ORDINAL_STEM_LIST].sort((a, b) => b[0].length - a[0].length);

/** «двадцатого» → 20, «го»; «тысячного» → 1000 (as a multiplier); null for anything else. */
export function ordinalPart(word: string): OrdinalPart | null {
  for (const [stem, value, kind] of ORDINAL_STEMS) {
    if (!word.startsWith(stem)) continue;
    const ending = word.slice(stem.length);
    const endings = stem === 'трет' ? THIRD_ENDINGS : REGULAR_ENDINGS;
    const suffix = endings[ending];
    if (suffix !== undefined) return { kind, value, suffix };
  }
  return null;
}

/** «тысячного», «миллионном»: an ordinal that ends on a multiplier. */
export function ordinalMultiplier(word: string): { value: number; suffix: string } | null {
  for (const [stem, value] of [['тысячн', 1_000], ['миллионн', 1_000_000], ['миллиардн', 1_000_000_000]] as const) {
    if (!word.startsWith(stem)) continue;
    const suffix = REGULAR_ENDINGS[word.slice(stem.length)];
    if (suffix !== undefined) return { value, suffix };
  }
  return null;
}

/** Lower case with ё read as е. */
export const foldNumberWord = (word: string) => word.toLocaleLowerCase('ru').replaceAll('ё', 'е');
