import { getFirstnameGender, getLastnameGender, getMiddlenameGender, inclineFirstname, inclineLastname, inclineMiddlename } from 'lvovich';
import { foldRu, parsePersonName, type Gender, type PersonName } from '@protocolist/contracts/person-name';
import type { GrammaticalCase } from './names.ts';

type Part = 'surname' | 'first' | 'patronymic';

const LVOVICH: Record<Part, { incline: typeof inclineLastname; gender: typeof getLastnameGender }> = {
  surname: { incline: inclineLastname, gender: getLastnameGender },
  first: { incline: inclineFirstname, gender: getFirstnameGender },
  patronymic: { incline: inclineMiddlename, gender: getMiddlenameGender },
};

const toLvovich = (gender: Gender) => (gender === 'm' ? 'male' : 'female');
const opposite = (gender: Gender) => (gender === 'm' ? 'female' : 'male');

/**
 * How a name's nominative may end. These only propose nominatives for a form heard in another case: lvovich
 * declines each proposal back, and only those that give the heard form are kept.
 */
const ENDINGS = ['', 'а', 'я', 'й', 'ь', 'ий', 'ый', 'ой', 'ей', 'ая', 'яя', 'ия', 'о'];
const LAST_TWO_CONSONANTS = /^(.*\p{L})([бвгджзйклмнпрстфхцчшщ])ь?([бвгджзклмнпрстфхцчшщ])$/u;

interface Proposal {
  form: string;
  /** Letters of the heard word it replaces. */
  cut: number;
  /** With a vowel the other cases lose (Кравец → Кравца): lvovich declines such a form only by a rule for it. */
  fleeting: boolean;
}

function proposals(word: string): Proposal[] {
  const result = new Map<string, Proposal>();
  const add = (proposal: Proposal) => result.has(proposal.form) || result.set(proposal.form, proposal);
  for (let cut = 0; cut <= 3 && word.length - cut >= 2; cut++) {
    const stem = word.slice(0, word.length - cut);
    for (const ending of ENDINGS) add({ form: stem + ending, cut, fleeting: false });
    const consonants = LAST_TWO_CONSONANTS.exec(stem);
    if (consonants) for (const vowel of ['е', 'о']) add({ form: `${consonants[1]}${consonants[2]}${vowel}${consonants[3]}`, cut, fleeting: true });
  }
  return [...result.values()];
}

/** The commonest kinds of family name (Кузнецова, not Кузнецовая; Вишневская, not Вишневска). */
const COMMON_SURNAME = /(?:ов|ев|ин|ын)а?$|(?:ск|цк)(?:ий|ая)$/u;

interface Reading {
  form: string;
  /** Higher is likelier, when several nominatives decline into the same heard form. */
  rank: number;
}

/**
 * The likeliest nominative of one word (no hyphen) as this part of a name of this gender in this case, by
 * lvovich: a proposal it declines into the word, not one it takes for the other gender's. Several may decline
 * alike (Кузнецовой: Кузнецова or Кузнецовая; Берию: Берия or an indeclinable Берию). The library's own gender's
 * come first, then the commonest kind of family name, then one with a fleeting vowel (Кравец, not Кравц), then
 * the one that replaces most of the heard ending (Достоевский, not Достоевской).
 */
function wordNominative(word: string, part: Part, grammaticalCase: GrammaticalCase, gender: Gender): Reading | null {
  const { incline, gender: genderOfPart } = LVOVICH[part];
  if (grammaticalCase === 'nominative') return genderOfPart(word) === opposite(gender) ? null : { form: word, rank: 0 };
  const heard = foldRu(word);
  let best: Reading | null = null;
  for (const proposal of proposals(word)) {
    if (foldRu(incline(proposal.form, grammaticalCase, toLvovich(gender))) !== heard) continue;
    const own = genderOfPart(proposal.form);
    if (own === opposite(gender)) continue;
    const common = part === 'surname' && COMMON_SURNAME.test(foldRu(proposal.form));
    const rank = (own === toLvovich(gender) ? 2000 : own === 'androgynous' ? 1000 : 0) + (common ? 100 : 0) + (proposal.fleeting ? 10 : 0) + proposal.cut;
    if (!best || rank > best.rank) best = { form: proposal.form, rank };
  }
  return best;
}

/** The likeliest nominative of a word, each half of a double one on its own (Римского-Корсакова → Римский-Корсаков). */
function nominative(word: string, part: Part, grammaticalCase: GrammaticalCase, gender: Gender): Reading | null {
  const halves = word.split('-').map((half) => wordNominative(half, part, grammaticalCase, gender));
  if (!halves.every((half): half is Reading => half !== null)) return null;
  return { form: halves.map((half) => half.form).join('-'), rank: halves.reduce((sum, half) => sum + half.rank, 0) };
}

/** A name's word as written: capitalised, maybe double (Анна-Мария, Римского-Корсакова). */
const NAME_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*$/u;

/** The orders a full name is said in: «Кузнецова Дмитрия Андреевича», «Дмитрия Андреевича Кузнецова». */
const SHAPES: Part[][] = [
  ['surname', 'first', 'patronymic'],
  ['first', 'patronymic', 'surname'],
];

/** The three words read as one person's name in this case and gender, ranked by its surname's reading. */
function readAs(words: readonly string[], shape: Part[], grammaticalCase: GrammaticalCase, gender: Gender): { name: PersonName; rank: number } | null {
  const parts: Partial<Record<Part, Reading>> = {};
  // The patronymic first: it decides, and most words are none. lvovich must take it for one of this gender
  // (Андреевич, Андреевна); the project's parser then finds the same three parts in the nominative («Иванова
  // Ивана Ивановича» has no patronymic «Ивана»).
  for (const part of ['patronymic', 'surname', 'first'] as const) {
    const reading = nominative(words[shape.indexOf(part)]!, part, grammaticalCase, gender);
    if (!reading || (part === 'patronymic' && getMiddlenameGender(reading.form) !== toLvovich(gender))) return null;
    parts[part] = reading;
  }
  const [surname, first, patronymic] = (['surname', 'first', 'patronymic'] as const).map((part) => parts[part]!.form) as [string, string, string];
  const parsed = parsePersonName(shape.map((part) => parts[part]!.form).join(' '));
  if (parsed.surname !== surname || parsed.first !== first || parsed.patronymic !== patronymic) return null;
  return { name: { surname, first, patronymic, gender }, rank: parts.surname!.rank };
}

/**
 * A person named at the very start of `text` in one of `cases` («Кузнецова Дмитрия Андреевича. В октябре …»,
 * «Кузнецову Дарью Андреевну о …»), in the nominative with the gender, and where the name ends in the text.
 * It takes a surname, a first name and a patronymic, all capitalised: lvovich knows endings, not names, so with
 * fewer words a name cannot be told from its other cases (a lone «Петрова» is Петров's genitive as much as Петрова
 * herself; «Петрова Анна» would read as Петров Анн in the genitive) nor from a phrase («Отчёт о закупках»).
 */
export function leadingPersonName(text: string, cases: readonly GrammaticalCase[]): { name: PersonName; end: number } | null {
  const words: string[] = [];
  const pattern = /\s*([\p{L}-]+)/uy;
  let end = 0;
  for (let match = pattern.exec(text); match && words.length < 3 && NAME_WORD.test(match[1]!); match = pattern.exec(text)) {
    words.push(match[1]!);
    end = pattern.lastIndex;
  }
  if (words.length < 3) return null;
  // A man's genitive and accusative read alike but for some surnames: «Берию» is the accusative of Берия.
  let best: { name: PersonName; rank: number } | null = null;
  for (const grammaticalCase of cases) {
    for (const shape of SHAPES) {
      for (const gender of ['m', 'f'] as const) {
        const reading = readAs(words, shape, grammaticalCase, gender);
        if (reading && (!best || reading.rank > best.rank)) best = reading;
      }
    }
  }
  return best && { name: best.name, end };
}
