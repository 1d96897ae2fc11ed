import {
  counterpartSurname,
  declinePersonName,
  foldRu,
  genderOf,
  GRAMMATICAL_CASES,
  parsePersonName,
  surnameCaseForms,
  surnameFormsByCase,
  type Gender,
  type GrammaticalCase,
  type PersonName,
} from '../../lib/russian/index.ts';
import { fold, nameStem } from './russian-names.ts';

export interface DirectoryPerson {
  id: number;
  full_name: string;
}

export interface Token {
  /** As written. */
  text: string;
  /** fold(text) */
  folded: string;
  index: number;
}

export interface Mention {
  person: DirectoryPerson;
  /** Tokens of the mention: the surname and any first name, patronymic or initials next to it. */
  from: number;
  to: number;
}

const WORD = /\p{L}[\p{L}'’-]*/gu;
const INITIAL = /^\p{Lu}$/u;

export function tokenize(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], folded: fold(m[0]), index: m.index }));
}

interface Entry {
  person: DirectoryPerson;
  name: PersonName;
  /** The person's surname forms and the cases each reads as (for a known gender). */
  readings: Map<string, Set<GrammaticalCase>> | null;
  /** The same family name of the other gender (Кузнецов for Кузнецова): the forms the two share are ambiguous. */
  counterpart: Map<string, Set<GrammaticalCase>> | null;
  /** The first name and patronymic in every case, folded (Павел → павла, павлу…: the library knows fleeting vowels). */
  given: Set<string>;
}

function givenForms(name: PersonName): Set<string> {
  const forms = new Set<string>();
  for (const grammaticalCase of GRAMMATICAL_CASES) {
    const declined = declinePersonName(name, grammaticalCase);
    for (const part of [declined.first, declined.patronymic]) if (part) forms.add(foldRu(part));
  }
  return forms;
}

/**
 * Whether a surname form, on its own, may be taken for this person. A form the other gender's surname shares is
 * ambiguous: «Кузнецову» is Кузнецов in the dative as much as Кузнецова in the accusative, «Кузнецова» both
 * Кузнецова and Кузнецов in the genitive. The dative reading wins (tasks are given in the dative: «поручить
 * Кузнецову» = Кузнецов, «поручить Толстой» = Толстая); otherwise only a first name, patronymic or initials beside
 * it decide.
 */
function standsAlone(entry: Entry, form: string, verb: Gender | null): boolean {
  const mine = entry.readings?.get(form);
  const theirs = entry.counterpart?.get(form);
  if (!mine) return true;
  // «Кузнецова доложила» is Кузнецова; «Кузнецова доложил» cannot be.
  if (verb && verb === entry.name.gender && mine.has('nominative')) return true;
  if (verb && verb !== entry.name.gender && theirs?.has('nominative')) return false;
  if (!theirs) return true;
  return mine.has('dative') && !theirs.has('dative');
}

/** The gender a past-tense verb right after a name agrees with (доложила → f, доложил → m), if it is one. */
function verbGender(token: Token | undefined): Gender | null {
  if (!token || token.folded.length < 4 || /^\p{Lu}/u.test(token.text)) return null;
  if (/(ла|лась)$/u.test(token.folded)) return 'f';
  if (/[аеиоуыя](л|лся)$/u.test(token.folded)) return 'm';
  return null;
}

const isCapitalised = (word: string) => /^[\p{Lu}]/u.test(word);

/** Finds directory people in text by surname in any grammatical case, using first names to tell namesakes apart. */
export class NameMatcher {
  private readonly bySurnameForm = new Map<string, Entry[]>();

  constructor(people: readonly DirectoryPerson[]) {
    for (const person of people) {
      const parsed = parsePersonName(person.full_name);
      if (parsed.surname.length < 2) continue;
      const name = { ...parsed, gender: genderOf(parsed) };
      const other = name.gender && counterpartSurname(name.surname, name.gender);
      const entry: Entry = {
        person,
        name,
        readings: name.gender ? surnameFormsByCase(name.surname, name.gender) : null,
        counterpart: other ? surnameFormsByCase(other, name.gender === 'm' ? 'f' : 'm') : null,
        given: givenForms(name),
      };
      for (const form of surnameCaseForms(name.surname, name.gender)) {
        const list = this.bySurnameForm.get(form) ?? [];
        list.push(entry);
        this.bySurnameForm.set(form, list);
      }
    }
  }

  /** Is this token a first name, patronymic or initial of the person? */
  private namesPerson(token: Token, entry: Entry): boolean {
    const { name } = entry;
    if (entry.given.has(token.folded)) return true;
    for (const part of [name.first, name.patronymic]) {
      if (!part) continue;
      if (INITIAL.test(token.text)) {
        if (token.folded === fold(part)[0]) return true;
      } else if (token.folded.length > 2 && token.folded.startsWith(nameStem(part))) {
        return true;
      }
    }
    return false;
  }

  /** The person meant by the surname token at `at`, and how many neighbouring tokens name them too. */
  private resolve(tokens: Token[], at: number): Mention | null {
    const entries = this.bySurnameForm.get(tokens[at]!.folded);
    if (!entries) return null;
    const scored = entries.map((entry) => {
      let from = at;
      let to = at + 1;
      while (from > 0 && at - from < 2 && this.namesPerson(tokens[from - 1]!, entry)) from--;
      while (to < tokens.length && to - at <= 2 && this.namesPerson(tokens[to]!, entry)) to++;
      return { entry, from, to, score: to - from };
    }).filter((candidate) => candidate.score > 1 || standsAlone(candidate.entry, tokens[at]!.folded, verbGender(tokens[candidate.to])));
    if (scored.length === 0) return null;
    const best = Math.max(...scored.map((s) => s.score));
    const winners = scored.filter((s) => s.score === best);
    const distinct = new Set(winners.map((w) => w.entry.person.id));
    if (distinct.size !== 1) return null;
    const { entry, from, to } = winners[0]!;
    return { person: entry.person, from, to };
  }

  /**
   * Mentions in reading order. In text that has capitals, a surname counts only when capitalised, so that
   * «Белая» the colleague is found and «белая бумага» is not.
   */
  find(tokens: Token[], text: string): Mention[] {
    const caseAware = /\p{Lu}/u.test(text);
    const mentions: Mention[] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (caseAware && !isCapitalised(tokens[i]!.text)) continue;
      const mention = this.resolve(tokens, i);
      if (!mention) continue;
      mentions.push(mention);
      i = mention.to - 1;
    }
    return mentions;
  }
}
