import { declinePersonName, foldRu, GRAMMATICAL_CASES, parsePersonName } from '../../lib/russian/index.ts';
import { NameMatcher, tokenize, type DirectoryPerson, type Token } from '../tasks/index.ts';
import { shortFormsOf } from './diminutives.ts';
import { isCommonWord } from './morphology.ts';

/** A person the meeting names: from the members or the directory (id), or as heard (id null). */
export interface NamedPerson {
  id: number | null;
  full_name: string;
}

export interface Address {
  person: NamedPerson;
  /** Character span of the name in the text. */
  from: number;
  to: number;
}

const PATRONYMIC = /^\p{Lu}\p{Ll}+(?:вич|вн|ичн|ич)(?:а|у|ем|е|ой|ы|ну|ной|не)?$/u;
const NAME_WORD = /^\p{Lu}\p{Ll}+$/u;

interface GivenEntry {
  person: DirectoryPerson;
  /** «ольга николаевна», «ольге николаевне» … */
  forms: Set<string>;
}

function givenEntries(people: readonly DirectoryPerson[]): GivenEntry[] {
  return people.flatMap((person) => {
    const parsed = parsePersonName(person.full_name);
    if (!parsed.first || !parsed.patronymic) return [];
    const forms = new Set<string>();
    for (const grammaticalCase of GRAMMATICAL_CASES) {
      const declined = declinePersonName(parsed, grammaticalCase);
      forms.add(foldRu(`${declined.first} ${declined.patronymic}`));
    }
    return [{ person, forms }];
  });
}

/**
 * The people a meeting may name, looked up the way a chair names them: by first name and patronymic («Ольга
 * Николаевна, вам слово»), by surname in any case («поручить Кузнецову»). The meeting's members are asked first, so a
 * namesake in the directory does not take a member's task; the directory only when no member answers.
 */
export class MeetingPeople {
  private readonly lists: { given: GivenEntry[]; matcher: NameMatcher; surnames: Map<string, DirectoryPerson[]> }[];

  /** The members by first name or its short form (only the meeting's members: a first name alone names nobody in a directory). */
  private readonly firstNames = new Map<string, DirectoryPerson[]>();

  private readonly people = new Map<number, DirectoryPerson>();

  private readonly memberIds: Set<number>;

  constructor(members: readonly DirectoryPerson[], directory: readonly DirectoryPerson[]) {
    for (const person of [...members, ...directory]) this.people.set(person.id, person);
    for (const member of members) {
      const first = parsePersonName(member.full_name).first;
      // «Даша» names Дарья as «Дарья» does.
      const forms = first ? [foldRu(first), ...shortFormsOf(first)] : [];
      for (const form of new Set([...forms, ...forms.map(truncatedVocative).filter((f): f is string => !!f)])) this.firstNames.set(form, [...(this.firstNames.get(form) ?? []), member]);
    }
    const memberIds = new Set(members.map((m) => m.id));
    this.memberIds = memberIds;
    const others = directory.filter((person) => !memberIds.has(person.id));
    this.lists = [members, others]
      .filter((list) => list.length > 0)
      .map((list) => ({ given: givenEntries(list), matcher: new NameMatcher(list), surnames: surnameIndex(list) }));
  }

  private words: { forms: Set<string>; vocatives: Set<string> } | null = null;

  /**
   * The words of the people's names as they may be heard (folded): every case of each surname, first name and
   * patronymic, the short forms of the members' first names; and the vocatives — «раиса ивановна», «алина», «даша» —
   * the forms one is called by. For text the recogniser wrote without capitals.
   */
  nameWords(): { forms: Set<string>; vocatives: Set<string> } {
    if (this.words) return this.words;
    const forms = new Set<string>();
    const vocatives = new Set<string>();
    const everyone = [...this.people.values()];
    for (const person of everyone) {
      const parsed = parsePersonName(person.full_name);
      for (const grammaticalCase of GRAMMATICAL_CASES) {
        const declined = declinePersonName(parsed, grammaticalCase);
        for (const part of [declined.surname, declined.first, declined.patronymic]) if (part) forms.add(foldRu(part));
      }
      if (parsed.first && parsed.patronymic) vocatives.add(foldRu(`${parsed.first} ${parsed.patronymic}`));
    }
    for (const [form, members] of this.firstNames) {
      forms.add(form);
      if (members.length === 1) vocatives.add(form);
    }
    this.words = { forms, vocatives };
    return this.words;
  }

  private readonly seen = new Map<string, Address[]>();

  /** Every person named in the text, in reading order (remembered: a sentence is asked about several times). */
  mentions(text: string): Address[] {
    let found = this.seen.get(text);
    if (!found) {
      found = this.find(text);
      this.seen.set(text, found);
    }
    return found;
  }

  private find(text: string): Address[] {
    const tokens = tokenize(text);
    const found: Address[] = [];
    const taken = (from: number, to: number) => found.some((a) => from < a.to && a.from < to);
    for (let i = 0; i + 1 < tokens.length; i++) {
      const first = tokens[i]!;
      const second = tokens[i + 1]!;
      if (!NAME_WORD.test(first.text) || !PATRONYMIC.test(second.text)) continue;
      if (text.slice(first.index + first.text.length, second.index).trim()) continue;
      const from = first.index;
      const to = second.index + second.text.length;
      // «Кравченко Людмила Петровна»: the surname before the name is the surname matcher's.
      const before = i > 0 ? tokens[i - 1]! : null;
      const surnameBefore = !!before && NAME_WORD.test(before.text) && !text.slice(before.index + before.text.length, from).trim();
      // «Пусть Валентина Петровна …»: a sentence's first word has its capital from the sentence, not from a surname.
      const opensSentence = !!before && (!text.slice(0, before.index).trim() || /[.!?…]\s*$/u.test(text.slice(0, before.index)));
      if (surnameBefore && !(opensSentence && !this.bySurname(before.folded) && isCommonWord(before.text))) continue;
      const person = this.byGivenNames(`${first.folded} ${second.folded}`);
      found.push({ person: person ?? { id: null, full_name: `${first.text} ${second.text}` }, from, to });
      i++;
    }
    for (const { matcher } of this.lists) {
      for (const mention of matcher.find(tokens, text)) {
        const span = spanOf(tokens, mention.from, mention.to);
        if (!taken(span.from, span.to)) found.push({ person: mention.person, ...span });
      }
    }
    // «Алина, начнёшь?», «Максим, …»: a first name alone, set off by a comma, names the one member who has it.
    for (const token of tokens) {
      if (!NAME_WORD.test(token.text) || taken(token.index, token.index + token.text.length)) continue;
      if (!/^\s*[,?!]/u.test(text.slice(token.index + token.text.length)) && !/,\s*$/u.test(text.slice(0, token.index))) continue;
      const hits = this.firstNames.get(token.folded);
      if (hits?.length === 1) found.push({ person: hits[0]!, from: token.index, to: token.index + token.text.length });
    }
    // «Соколова, исправьте …»: a surname said as it is written names its one bearer, though in another reading it
    // could be Соколов's genitive (the surname matcher leaves such forms to the words around them).
    for (const token of tokens) {
      if (!NAME_WORD.test(token.text) || taken(token.index, token.index + token.text.length)) continue;
      const person = this.bySurname(token.folded);
      if (person) found.push({ person, from: token.index, to: token.index + token.text.length });
    }
    return found.sort((a, b) => a.from - b.from);
  }

  private accusatives: Map<string, DirectoryPerson[]>[] | null = null;

  /**
   * «попрошу Сомова», «Уварову попрошу»: a surname in the accusative, which a verb such as «попросить» governs, names
   * the one person whose surname has that accusative (members first) — though alone «Сомова» could be a woman's
   * surname, after «попрошу» it can only be Сомов's.
   */
  byAccusativeSurname(word: string): NamedPerson | null {
    if (!this.accusatives) {
      const members = new Map<string, DirectoryPerson[]>();
      const others = new Map<string, DirectoryPerson[]>();
      for (const person of this.people.values()) {
        const index = this.memberIds.has(person.id) ? members : others;
        const form = foldRu(declinePersonName(person.full_name, 'accusative').surname);
        index.set(form, [...(index.get(form) ?? []), person]);
      }
      this.accusatives = [members, others];
    }
    for (const index of this.accusatives) {
      const hits = index.get(foldRu(word));
      if (hits?.length === 1) return hits[0]!;
      if (hits && hits.length > 1) return null;
    }
    return null;
  }

  private bySurname(folded: string): NamedPerson | null {
    for (const { surnames } of this.lists) {
      const hits = surnames.get(folded);
      if (hits?.length === 1) return hits[0]!;
      if (hits && hits.length > 1) return null;
    }
    return null;
  }

  private byGivenNames(folded: string): NamedPerson | null {
    for (const { given } of this.lists) {
      const hits = given.filter((entry) => entry.forms.has(folded));
      if (hits.length === 1) return hits[0]!.person;
      if (hits.length > 1) return null; // two members share the name: the chair's words do not tell them apart
    }
    return null;
  }

  /** The person a speaker label names («Кравченко Людмила Петровна», «Зайцева О.Н.»), or null («Спикер 2»). */
  byLabel(label: string): NamedPerson | null {
    const mention = this.mentions(label)[0];
    if (mention && mention.person.id !== null) return mention.person;
    const parsed = parsePersonName(label);
    return parsed.first && parsed.patronymic && label.trim().split(/\s+/u).length === 3 ? { id: null, full_name: label.trim() } : null;
  }
}

/**
 * The spoken vocative of a name ending in -а / -я: «Карина» → «карин», «Оля» → «оль», «Таня» → «тань» («Карин,
 * что по продажам?»). Null for other names and for too short a stem.
 */
function truncatedVocative(form: string): string | null {
  const stem = form.replace(/[ая]$/u, '');
  if (stem === form || stem.length < 2) return null;
  return form.endsWith('я') && !/[аеёиоуыэюяь]$/u.test(stem) ? `${stem}ь` : stem;
}

function surnameIndex(people: readonly DirectoryPerson[]): Map<string, DirectoryPerson[]> {
  const index = new Map<string, DirectoryPerson[]>();
  for (const person of people) {
    const surname = foldRu(parsePersonName(person.full_name).surname);
    if (surname.length < 3 || /\s/u.test(surname)) continue;
    index.set(surname, [...(index.get(surname) ?? []), person]);
  }
  return index;
}

function spanOf(tokens: Token[], from: number, to: number): { from: number; to: number } {
  const last = tokens[to - 1]!;
  return { from: tokens[from]!.index, to: last.index + last.text.length };
}

export const samePerson = (a: NamedPerson | null, b: NamedPerson | null): boolean =>
  !!a && !!b && (a.id !== null && b.id !== null ? a.id === b.id : foldRu(a.full_name) === foldRu(b.full_name));
