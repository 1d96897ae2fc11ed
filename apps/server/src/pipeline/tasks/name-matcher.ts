import { parsePersonName, surnameCaseForms, type PersonName } from '../../lib/russian/index.ts';
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
}

const isCapitalised = (word: string) => /^[\p{Lu}]/u.test(word);

/** Finds directory people in text by surname in any grammatical case, using first names to tell namesakes apart. */
export class NameMatcher {
  private readonly bySurnameForm = new Map<string, Entry[]>();

  constructor(people: readonly DirectoryPerson[]) {
    for (const person of people) {
      const name = parsePersonName(person.full_name);
      if (name.surname.length < 2) continue;
      for (const form of surnameCaseForms(name.surname, name.gender)) {
        const list = this.bySurnameForm.get(form) ?? [];
        list.push({ person, name });
        this.bySurnameForm.set(form, list);
      }
    }
  }

  /** Is this token a first name, patronymic or initial of the person? */
  private namesPerson(token: Token, name: PersonName): boolean {
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
      while (from > 0 && at - from < 2 && this.namesPerson(tokens[from - 1]!, entry.name)) from--;
      while (to < tokens.length && to - at <= 2 && this.namesPerson(tokens[to]!, entry.name)) to++;
      return { entry, from, to, score: to - from };
    });
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
