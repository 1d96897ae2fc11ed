import { getGender, inclineFirstname, inclineLastname, inclineMiddlename } from 'lvovich';
import {
  foldRu,
  parsePersonName,
  surnameWithInitials,
  type Gender,
  type PersonName,
} from '@protocolist/contracts/person-name';

export { byGender, foldRu, initialOf, initialsWithSurname, parsePersonName, surnameWithInitials } from '@protocolist/contracts/person-name';
export type { Gender, GenderForms, PersonName } from '@protocolist/contracts/person-name';

export const GRAMMATICAL_CASES = ['nominative', 'genitive', 'dative', 'accusative', 'instrumental', 'prepositional'] as const;
export type GrammaticalCase = (typeof GRAMMATICAL_CASES)[number];

const toLvovich = (gender: Gender | null) => (gender === 'm' ? 'male' : gender === 'f' ? 'female' : null);

/**
 * The person's gender: from the patronymic or the surname's ending (the parser), else the library's detection
 * from the first name (Любовь, Никита, Саша), else null.
 */
export function genderOf(name: PersonName): Gender | null {
  const fromPatronymic = name.patronymic ? name.gender : null;
  if (fromPatronymic) return fromPatronymic;
  const detected = getGender({ first: name.first, last: name.surname, middle: name.patronymic });
  if (detected === 'male') return 'm';
  if (detected === 'female') return 'f';
  return name.gender;
}

/** How many names `personGender` remembers: a page of protocols names the same few people again and again. */
const GENDERS_KEPT = 5000;
const genders = new Map<string, Gender | null>();

/** The gender of a person by the full name as typed («Соколова Мария Ивановна» → f): what the API sends as `gender`. */
export function personGender(fullName: string): Gender | null {
  // Remembered: lvovich's rules were 4 % of the server's CPU time on a page of protocols (bench/api.mjs --profile).
  const known = genders.get(fullName);
  if (known !== undefined) return known;
  const gender = genderOf(parsePersonName(fullName));
  if (genders.size >= GENDERS_KEPT) genders.delete(genders.keys().next().value!);
  genders.set(fullName, gender);
  return gender;
}

const SURNAME_ONLY_PATRONYMIC = /^(оглы|кызы|улы)$/i;

/**
 * The name in a grammatical case, by lvovich (the maintained petrovich rules): «Кузнецова Дарья Сергеевна» in the
 * dative → Кузнецовой Дарье Сергеевне; indeclinable surnames (Черных, Шевченко, Дюма) stay as they are.
 */
export function declinePersonName(name: PersonName | string, grammaticalCase: GrammaticalCase): PersonName {
  const person = typeof name === 'string' ? parsePersonName(name) : name;
  if (!person.first && !person.patronymic && /\s/.test(person.surname)) return person; // not a name: as typed
  const gender = genderOf(person);
  if (grammaticalCase === 'nominative' || !person.surname) return { ...person, gender };
  const lvovichGender = toLvovich(gender);
  const declinable = (part: string | null) => Boolean(part) && !SURNAME_ONLY_PATRONYMIC.test(part!);
  return {
    surname: inclineLastname(person.surname, grammaticalCase, lvovichGender),
    first: person.first ? inclineFirstname(person.first, grammaticalCase, lvovichGender) : null,
    patronymic: declinable(person.patronymic) ? inclineMiddlename(person.patronymic!, grammaticalCase, lvovichGender) : person.patronymic,
    gender,
  };
}

/** «Иванов Иван Иванович» in the dative → «Иванову И.И.» (Поручить Иванову И.И. …). */
export function surnameWithInitialsIn(name: PersonName | string, grammaticalCase: GrammaticalCase): string {
  const person = typeof name === 'string' ? parsePersonName(name) : name;
  return surnameWithInitials({ ...person, surname: declinePersonName(person, grammaticalCase).surname });
}

/** «Иванов Иван Иванович» in the dative → «Иванову Ивану Ивановичу». */
export function fullNameIn(name: PersonName | string, grammaticalCase: GrammaticalCase): string {
  const declined = declinePersonName(name, grammaticalCase);
  return [declined.surname, declined.first, declined.patronymic].filter(Boolean).join(' ');
}

/**
 * Every case form of a surname, folded (Кузнецов → кузнецов, кузнецова, кузнецову, кузнецовым, кузнецове), for
 * finding the person in a transcript. With the gender unknown, the forms of both genders.
 */
export function surnameCaseForms(surname: string, gender: Gender | null): string[] {
  const forms = new Set<string>([foldRu(surname)]);
  const genders: Gender[] = gender ? [gender] : ['m', 'f'];
  for (const g of genders) {
    for (const grammaticalCase of GRAMMATICAL_CASES) {
      forms.add(foldRu(inclineLastname(surname, grammaticalCase, toLvovich(g))));
    }
  }
  return [...forms];
}

/** Each case form of a surname for one gender, folded: the reading a form found in a text has. */
export function surnameFormsByCase(surname: string, gender: Gender): Map<string, Set<GrammaticalCase>> {
  const forms = new Map<string, Set<GrammaticalCase>>();
  for (const grammaticalCase of GRAMMATICAL_CASES) {
    const form = foldRu(grammaticalCase === 'nominative' ? surname : inclineLastname(surname, grammaticalCase, toLvovich(gender)));
    forms.set(form, (forms.get(form) ?? new Set()).add(grammaticalCase));
  }
  return forms;
}

const COUNTERPARTS: { from: Gender; ending: RegExp; to: (stem: string) => string }[] = [
  { from: 'm', ending: /(ов|ев|ёв|ин|ын)$/u, to: (s) => `${s}а` },
  { from: 'm', ending: /(ск|цк)ий$/u, to: (s) => `${s.slice(0, -2)}ая` },
  { from: 'm', ending: /(ой|ый)$/u, to: (s) => `${s.slice(0, -2)}ая` },
  { from: 'f', ending: /(ов|ев|ёв|ин|ын)а$/u, to: (s) => s.slice(0, -1) },
  { from: 'f', ending: /(ск|цк)ая$/u, to: (s) => `${s.slice(0, -2)}ий` },
];

/**
 * The same family name for the other gender (Кузнецов ↔ Кузнецова, Вишневский ↔ Вишневская, Толстой → Толстая),
 * or null when it does not change (Шевченко, Черных, Мельник).
 */
export function counterpartSurname(surname: string, gender: Gender): string | null {
  const rule = COUNTERPARTS.find((candidate) => candidate.from === gender && candidate.ending.test(foldRu(surname)));
  return rule ? rule.to(surname) : null;
}
