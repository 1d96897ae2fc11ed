export type Gender = 'm' | 'f';

export interface PersonName {
  surname: string;
  first: string | null;
  patronymic: string | null;
  gender: Gender | null;
}

/** Lowercase with ё folded to е; keeps the length, so indexes found in it apply to the original text. */
export function fold(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

const PATRONYMIC = /(вич|вна|чна|ична|инична|оглы|кызы)$/;
const FEMALE_PATRONYMIC = /(вна|чна|кызы)$/;
const MALE_SURNAME = /(ов|ев|ин|ын|ский|цкий|ской|цкой|ый|ой)$/;
const FEMALE_SURNAME = /(ова|ева|ина|ына|ская|цкая|ая|яя)$/;

function looksLikeSurname(word: string): boolean {
  return MALE_SURNAME.test(word) || FEMALE_SURNAME.test(word);
}

/**
 * "Иванов Сергей Петрович", "Сергей Петрович Иванов", "Сергей Иванов", "Иванов": the surname, names and gender
 * (from the patronymic, else from the surname's ending).
 */
export function parseFullName(fullName: string): PersonName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const folded = words.map(fold);
  let surnameIndex = 0;
  if (words.length >= 3 && PATRONYMIC.test(folded[1]!) && !PATRONYMIC.test(folded[2]!)) surnameIndex = 2;
  else if (words.length === 2 && !looksLikeSurname(folded[0]!) && looksLikeSurname(folded[1]!)) surnameIndex = 1;
  const rest = words.filter((_, i) => i !== surnameIndex);
  const surname = words[surnameIndex] ?? '';
  const patronymic = rest.find((w) => PATRONYMIC.test(fold(w))) ?? null;
  const first = rest.find((w) => w !== patronymic) ?? null;
  let gender: Gender | null = null;
  if (patronymic) gender = FEMALE_PATRONYMIC.test(fold(patronymic)) ? 'f' : 'm';
  else if (FEMALE_SURNAME.test(fold(surname))) gender = 'f';
  else if (MALE_SURNAME.test(fold(surname))) gender = 'm';
  return { surname, first, patronymic, gender };
}

function maleForms(s: string): string[] {
  if (/(ов|ев|ин|ын)$/.test(s)) return [s, `${s}а`, `${s}у`, `${s}ым`, `${s}е`];
  if (/(ий|ый|ой)$/.test(s)) {
    const stem = s.slice(0, -2);
    return [s, `${stem}ого`, `${stem}его`, `${stem}ому`, `${stem}ему`, `${stem}им`, `${stem}ым`, `${stem}ом`, `${stem}ем`];
  }
  if (/[ьй]$/.test(s)) {
    const stem = s.slice(0, -1);
    return [s, `${stem}я`, `${stem}ю`, `${stem}ем`, `${stem}е`];
  }
  if (/[бвгджзклмнпрстфхцчшщ]$/.test(s)) return [s, `${s}а`, `${s}у`, `${s}ом`, `${s}ем`, `${s}е`];
  return [s];
}

function femaleForms(s: string): string[] {
  if (/(ова|ева|ина|ына)$/.test(s)) {
    const stem = s.slice(0, -1);
    return [s, `${stem}ой`, `${stem}у`];
  }
  if (/(ая|яя)$/.test(s)) {
    const stem = s.slice(0, -2);
    return [s, `${stem}ой`, `${stem}ей`, `${stem}ую`, `${stem}юю`];
  }
  return [s];
}

/** Surnames ending in a vowel other than а/я, or in -ых/-их, do not change. */
function indeclinable(s: string): boolean {
  return /([еиоуыэю]|ых|их)$/.test(s) && !/(ий|ый|ой)$/.test(s);
}

function commonForms(s: string): string[] {
  if (indeclinable(s)) return [s];
  if (/[ая]$/.test(s) && !FEMALE_SURNAME.test(s)) {
    // Сковорода, Зозуля: declined like nouns for both genders.
    const stem = s.slice(0, -1);
    const soft = s.endsWith('я') || /[гкхжшчщ]$/.test(stem);
    return [s, `${stem}${soft ? 'и' : 'ы'}`, `${stem}е`, `${stem}${s.endsWith('я') ? 'ю' : 'у'}`, `${stem}ой`, `${stem}ей`];
  }
  return [];
}

/** Every case form of a surname, folded (Кузнецов → кузнецов, кузнецова, кузнецову, кузнецовым, кузнецове). */
export function surnameForms(surname: string, gender: Gender | null): string[] {
  const s = fold(surname);
  const forms = new Set<string>(commonForms(s));
  if (forms.size === 0) {
    if (gender !== 'f') maleForms(s).forEach((f) => forms.add(f));
    if (gender !== 'm') femaleForms(s).forEach((f) => forms.add(f));
  }
  forms.add(s);
  return [...forms];
}

/** A first name or patronymic in any case starts with its stem (Дмитрий → дмитри-: Дмитрия, Дмитрию). */
export function nameStem(name: string): string {
  const n = fold(name);
  const stem = n.replace(/(ий|ия|ей|ай|а|я|ь|й|о)$/, '');
  return stem.length >= 3 ? stem : n;
}

/** The nominative of a surname heard in another case, for display when it matches no one: Сидорову → Сидоров. */
export function guessNominative(word: string): string {
  const rules: [RegExp, string][] = [
    [/(ов|ев|ин|ын)(а|у|ым|е)$/i, '$1'],
    [/(ов|ев|ин|ын)ой$/i, '$1а'],
    [/(ск|цк)(ого|ому|им|ом)$/i, '$1ий'],
    [/(ск|цк)(ой|ую)$/i, '$1ая'],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}
