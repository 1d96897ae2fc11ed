import { foldRu } from '../../lib/russian/index.ts';

/**
 * The facts a rewording must keep: the digit groups (dates, counts, votes, sums) and the names. A name is a
 * capitalised word not opening a sentence («Поручить Медведеву В.А.», «отдел ИТ») or a word of a known person's
 * surname or a word before initials anywhere. Names are compared without their endings, so that a changed case
 * («Медведев» → «Медведеву») is no change.
 */
interface Facts {
  digits: string[];
  names: string[];
}

const WORD = /\p{L}[\p{L}-]*/gu;

/** Two forms of one name: equal, or sharing all but the case endings («Медведев», «Медведеву»). */
function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= Math.max(3, Math.min(a.length, b.length) - 2);
}

function isSurname(word: string, surnames: ReadonlySet<string>): boolean {
  return [...surnames].some((surname) => sameName(word, surname));
}

function opensSentence(text: string, index: number): boolean {
  const before = text.slice(0, index).trimEnd();
  return before === '' || /[.!?:;«"(\n—–-]$/u.test(before);
}

function factsOf(text: string, surnames: ReadonlySet<string>): Facts {
  const names = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const capitalised = word[0] !== word[0]!.toLowerCase();
    // A lone capital is an initial («В.»), kept with the surname it follows.
    if (word.length < 2) continue;
    const initialsFollow = /^\s+\p{Lu}\.\s?\p{Lu}\./u.test(text.slice(match.index + word.length));
    const folded = foldRu(word);
    if ((capitalised && (!opensSentence(text, match.index) || initialsFollow)) || isSurname(folded, surnames)) names.add(folded);
  }
  return { digits: text.match(/\d+/g) ?? [], names: [...names] };
}

function wordStems(text: string): string[] {
  return [...text.matchAll(WORD)].map((m) => foldRu(m[0]));
}

/**
 * Why a reworded text may not replace the rule-based one, or null when it may: every digit group and name of the
 * rule-based text survives, no digit group or known surname is added, and the text neither appears from nothing
 * nor swells. The reason names no user text (it goes to the logs).
 */
export function rewordingProblem(ruleText: string, reworded: string, surnames: ReadonlySet<string>): string | null {
  if (ruleText.trim() === '') return reworded.trim() === '' ? null : 'text added to an empty part';
  if (reworded.trim() === '') return 'text removed';
  if (reworded.length > ruleText.length * 2 + 200) return 'text much longer';
  const before = factsOf(ruleText, surnames);
  const after = factsOf(reworded, surnames);
  const words = wordStems(reworded);
  if (before.digits.some((d) => !after.digits.includes(d))) return 'a number lost';
  if (after.digits.some((d) => !before.digits.includes(d))) return 'a number added';
  if (before.names.some((name) => !words.some((word) => sameName(word, name)))) return 'a name lost';
  if (after.names.some((name) => isSurname(name, surnames) && !before.names.some((known) => sameName(known, name)))) return 'a name added';
  return null;
}

/** The folded surnames (first words of «Фамилия Имя Отчество») of the people a draft may name. */
export function surnamesOf(fullNames: readonly (string | null)[]): Set<string> {
  const names = new Set<string>();
  for (const name of fullNames) {
    const surname = name?.trim().split(/\s+/u)[0];
    if (surname && surname.length > 1) names.add(foldRu(surname));
  }
  return names;
}
