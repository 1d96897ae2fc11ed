/**
 * The one parser of Russian person names, shared by the server (documents, task suggestions, mail) and the web
 * (chart labels). Declension lives in the server's lib/russian, over a maintained library, and so does a person's
 * gender (`genderOf`: patronymic, then the library, then the surname): the web reads it from the API (`gender` of
 * UserRef and SuggestedMember), never from `PersonName.gender` below, which is only the parser's part of it.
 */
export type Gender = 'm' | 'f';

export interface PersonName {
  surname: string;
  first: string | null;
  patronymic: string | null;
  /** From the patronymic, else from the surname's ending; null when neither tells. Callers use genderOf (server). */
  gender: Gender | null;
}

/** The wordings of a message about a person: masculine, feminine, and one with no gendered forms at all. */
export interface GenderForms<T> {
  m: T;
  f: T;
  /** For a name that does not tell («Ким Ли»): a wording without «добавлен(а)» — a verb in the present, a plural. */
  other: T;
}

/** The wording for a person's grammatical gender (as the server's genderOf gives it). */
export function byGender<T>(gender: Gender | null | undefined, forms: GenderForms<T>): T {
  return gender === 'm' ? forms.m : gender === 'f' ? forms.f : forms.other;
}

/** Lowercase with ё folded to е; keeps the length, so indexes found in it apply to the original text. */
export function foldRu(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

const PATRONYMIC = /(ич|вна|чна|ична|инична|оглы|кызы|улы)$/;
const FEMALE_PATRONYMIC = /(вна|чна|кызы)$/;
const MALE_SURNAME = /(ов|ев|ин|ын|ский|цкий|ской|цкой|ый|ой)$/;
const FEMALE_SURNAME = /(ова|ева|ина|ына|ская|цкая|ая|яя)$/;
/** Endings only a surname has (used to find it when the name was typed «Иван Петров»). */
const SURNAME_ONLY = /(ов|ев|ин|ын|ова|ева|ина|ына|ский|цкий|ская|цкая|ской|цкой|ой|ая|ых|их|енко|ук|юк|дзе|швили|ян)$/;

const lastPart = (word: string) => foldRu(word.split('-').at(-1) ?? word);

/**
 * «Иванов Сергей Петрович», «Сергей Петрович Иванов», «Сергей Иванов», «Иванов»: the surname, names and gender.
 * Words that are not names («—», numbers) make the whole string the surname, so callers can show it as typed.
 */
export function parsePersonName(fullName: string): PersonName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { surname: '', first: null, patronymic: null, gender: null };
  if (words.some((word) => !/^\p{L}[\p{L}'’.-]*$/u.test(word))) {
    return { surname: words.join(' '), first: null, patronymic: null, gender: null };
  }
  const folded = words.map(lastPart);
  let surnameIndex = 0;
  if (words.length >= 3 && PATRONYMIC.test(folded[1]!) && !PATRONYMIC.test(folded[2]!)) surnameIndex = 2;
  else if (words.length === 2 && !SURNAME_ONLY.test(folded[0]!) && SURNAME_ONLY.test(folded[1]!)) surnameIndex = 1;
  const rest = words.filter((_, i) => i !== surnameIndex);
  const surname = words[surnameIndex]!;
  const patronymic = rest.find((word) => PATRONYMIC.test(foldRu(word))) ?? null;
  const first = rest.find((word) => word !== patronymic) ?? null;
  let gender: Gender | null = null;
  const surnameEnd = lastPart(surname);
  if (patronymic) gender = FEMALE_PATRONYMIC.test(foldRu(patronymic)) ? 'f' : 'm';
  else if (FEMALE_SURNAME.test(surnameEnd)) gender = 'f';
  else if (MALE_SURNAME.test(surnameEnd)) gender = 'm';
  return { surname, first, patronymic, gender };
}

/**
 * How a letter addresses the person: «Павел Андреевич» (first name and patronymic), «Павел» without a
 * patronymic (when the surname is plain), the name as typed when either word may be the surname, null otherwise
 * (then the greeting names nobody).
 */
export function addressName(fullName: string): string | null {
  const { surname, first, patronymic } = parsePersonName(fullName);
  if (!first) return null;
  if (patronymic) return `${first} ${patronymic}`;
  // Without a patronymic the first name is used only when the other word is plainly the surname («Попова Елена»);
  // where either word may be the surname («Ирина Новая») the name is said as it was typed.
  if (!SURNAME_ONLY.test(lastPart(surname))) return null;
  return SURNAME_ONLY.test(lastPart(first)) ? fullName.trim().replace(/\s+/gu, ' ') : first;
}

/** «Анна-Мария» → «А.-М.»; «Пётр» → «П.». */
export function initialOf(name: string): string {
  return name
    .split('-')
    .map((part) => `${part.charAt(0).toLocaleUpperCase('ru-RU')}.`)
    .join('-');
}

function initials(name: PersonName): string {
  return [name.first, name.patronymic]
    .filter((part): part is string => Boolean(part) && !/^(оглы|кызы|улы)$/i.test(part!))
    .map(initialOf)
    .join('');
}

/** «Иванов Иван Петрович» → «Иванов И.П.» (lists of attendees, chart labels). */
export function surnameWithInitials(name: PersonName | string): string {
  const person = typeof name === 'string' ? parsePersonName(name) : name;
  const given = initials(person);
  return given ? `${person.surname} ${given}` : person.surname;
}

/** «Иванов Иван Петрович» → «И.П. Иванов» (the расшифровка подписи). */
export function initialsWithSurname(name: PersonName | string): string {
  const person = typeof name === 'string' ? parsePersonName(name) : name;
  const given = initials(person);
  return given ? `${given} ${person.surname}` : person.surname;
}
