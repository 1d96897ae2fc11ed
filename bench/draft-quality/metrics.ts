/**
 * How close a draft protocol is to the one a careful secretary wrote (bench/draft-quality.mjs). The rules:
 * - texts (questions, decisions) match by meaning-ish: the Dice overlap of their content-word stems (Russian
 *   Snowball, function words left out) is at least `TEXT_MATCH` (0.5); each reference text matches one draft text
 *   at most, best pairs first;
 * - persons match by surname and initials («Зайцева О.Н.» = «Зайцева Ольга Николаевна»), case-insensitive;
 * - assignments match when the person AND the deadline (YYYY-MM-DD, exact) are both right;
 * - votes match when «за / против / воздержались» are all equal («нет» = 0), or both are «единогласно»;
 * - precision = matched / draft's, recall = matched / reference's; a field with nothing on either side counts as
 *   nothing (0 of 0), and totals add the counts of all meetings (micro-average);
 * - words to change: the word-level edit distance between the two texts, over the reference's word count.
 */
import { splitWords, stemWord } from '../../apps/server/src/pipeline/sections/words.ts';

export const TEXT_MATCH = 0.5;

/** Words that say nothing about a question or a decision by themselves. */
const FUNCTION_WORDS = new Set(
  'о об обо по в во на с со и а но или для к ко до из от за что это не ни как так же бы ли то при под над без через у его ее их все всех этот эта эти'.split(' '),
);

/** The content-word stems of a text: «О результатах пробного экзамена» → {результат, пробн, экзам}. */
export function contentStems(text: string): Set<string> {
  return new Set(
    splitWords(text)
      .map((word) => text.slice(word.start, word.end).toLocaleLowerCase('ru').replaceAll('ё', 'е'))
      .filter((word) => !FUNCTION_WORDS.has(word) && (word.length > 2 || /\d/.test(word)))
      .map((word) => stemWord(word)),
  );
}

/** Dice overlap of content stems: 1 for the same words, 0 for none in common. */
export function textSimilarity(a: string, b: string): number {
  const left = contentStems(a);
  const right = contentStems(b);
  if (left.size + right.size === 0) return 0;
  let common = 0;
  for (const stem of left) if (right.has(stem)) common++;
  return (2 * common) / (left.size + right.size);
}

export interface Score {
  matched: number;
  /** How many the draft has (precision's denominator). */
  drafted: number;
  /** How many the reference has (recall's denominator). */
  expected: number;
}

export const emptyScore = (): Score => ({ matched: 0, drafted: 0, expected: 0 });

export function addScores(a: Score, b: Score): Score {
  return { matched: a.matched + b.matched, drafted: a.drafted + b.drafted, expected: a.expected + b.expected };
}

export const precision = (s: Score): number | null => (s.drafted === 0 ? null : s.matched / s.drafted);
export const recall = (s: Score): number | null => (s.expected === 0 ? null : s.matched / s.expected);

/** One-to-one matching, best pairs first, of reference and draft items whose `similarity` reaches `threshold`. */
export function matchBy<R, D>(reference: readonly R[], draft: readonly D[], similarity: (r: R, d: D) => number, threshold: number): Score {
  const pairs: { r: number; d: number; score: number }[] = [];
  reference.forEach((r, ri) =>
    draft.forEach((d, di) => {
      const score = similarity(r, d);
      if (score >= threshold) pairs.push({ r: ri, d: di, score });
    }),
  );
  pairs.sort((a, b) => b.score - a.score || a.r - b.r || a.d - b.d);
  const usedR = new Set<number>();
  const usedD = new Set<number>();
  for (const pair of pairs) {
    if (usedR.has(pair.r) || usedD.has(pair.d)) continue;
    usedR.add(pair.r);
    usedD.add(pair.d);
  }
  return { matched: usedR.size, drafted: draft.length, expected: reference.length };
}

export const matchTexts = (reference: readonly string[], draft: readonly string[]): Score =>
  matchBy(reference, draft, textSimilarity, TEXT_MATCH);

/** «Зайцева Ольга Николаевна», «Зайцева О.Н.», «Зайцева О. Н.» → «зайцева он»; null → «—». */
export function personKey(name: string | null | undefined): string {
  const parts = (name ?? '').split(/[\s.]+/u).filter(Boolean);
  if (parts.length === 0) return '—';
  const fold = (s: string) => s.toLocaleLowerCase('ru').replaceAll('ё', 'е');
  return `${fold(parts[0]!)} ${parts.slice(1).map((p) => fold(p[0]!)).join('')}`.trim();
}

const same = (a: string, b: string) => (a === b ? 1 : 0);

export const matchPersons = (reference: readonly (string | null)[], draft: readonly (string | null)[]): Score =>
  matchBy(reference.map(personKey), draft.map(personKey), same, 1);

export interface PersonDeadline {
  person: string | null;
  deadline: string | null;
}

export const matchAssignments = (reference: readonly PersonDeadline[], draft: readonly PersonDeadline[]): Score =>
  matchBy(
    reference.map((a) => `${personKey(a.person)}|${a.deadline ?? '—'}`),
    draft.map((a) => `${personKey(a.person)}|${a.deadline ?? '—'}`),
    same,
    1,
  );

export interface Vote {
  for: number | 'единогласно';
  against?: number | 'нет';
  abstained?: number | 'нет';
}

const count = (value: number | 'нет' | undefined) => (value === undefined || value === 'нет' ? 0 : value);

/** «единогласно» or «за — 7, против — 1, воздержались — 0», the same for equal votes. */
export const voteKey = (vote: Vote): string =>
  vote.for === 'единогласно' ? 'единогласно' : `за ${vote.for}, против ${count(vote.against)}, воздержались ${count(vote.abstained)}`;

/** How a secretary writes a vote: «Голосовали: за — 7, против — 1, воздержались — нет. Решение принято.» */
export function voteSentence(vote: Vote): string {
  if (vote.for === 'единогласно') return 'Голосовали: единогласно.';
  const said = (value: number | 'нет' | undefined) => (count(value) === 0 ? 'нет' : String(value));
  return `Голосовали: за — ${vote.for}, против — ${said(vote.against)}, воздержались — ${said(vote.abstained)}. Решение принято.`;
}

const VOTE_COUNTS =
  /(?<!\p{L})за\s*[—–:-]?\s*(\d+)(?:[\s,;.]+против\s*[—–:-]?\s*(\d+|нет))?(?:[\s,;.]+воздержал\p{L}*\s*[—–:-]?\s*(\d+|нет))?/giu;

/** The votes written in a text (numbers already in digits): «Голосовали: за — 7, против — 1 …», «единогласно». */
export function votesIn(text: string): Vote[] {
  const votes: { at: number; vote: Vote }[] = [];
  for (const m of text.matchAll(/единогласн/giu)) votes.push({ at: m.index, vote: { for: 'единогласно' } });
  for (const m of text.matchAll(VOTE_COUNTS)) {
    if (!m[2] && !m[3]) continue; // «за 5 дней» is no vote
    const number = (value: string | undefined) => (value === undefined || value.toLowerCase() === 'нет' ? 0 : Number(value));
    votes.push({ at: m.index, vote: { for: Number(m[1]), against: number(m[2]), abstained: number(m[3]) } });
  }
  return votes.sort((a, b) => a.at - b.at).map((v) => v.vote);
}

export const matchVotes = (reference: readonly Vote[], draft: readonly Vote[]): Score =>
  matchBy(reference.map(voteKey), draft.map(voteKey), same, 1);

/** Comparable words of a text: lower case, ё → е, no punctuation. */
export const textWords = (text: string): string[] =>
  splitWords(text).map((word) => text.slice(word.start, word.end).toLocaleLowerCase('ru').replaceAll('ё', 'е'));

/** Word-level Levenshtein distance: the words to insert, delete or replace to turn `from` into `to`. */
export function wordEditDistance(from: readonly string[], to: readonly string[]): number {
  let previous = Array.from({ length: to.length + 1 }, (_, j) => j);
  for (let i = 1; i <= from.length; i++) {
    const current = [i];
    for (let j = 1; j <= to.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (from[i - 1] === to[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[to.length]!;
}

/** The share of the reference's words a secretary must change to turn the draft into it. */
export function wordsToChange(draft: string, reference: string): { distance: number; referenceWords: number } {
  const referenceWords = textWords(reference);
  return { distance: wordEditDistance(textWords(draft), referenceWords), referenceWords: referenceWords.length };
}

const phraseForm = (text: string) => textWords(text).join(' ');

/** The `not_in_document` phrases that a document's text still holds (case, ё and punctuation aside). */
export function leftoversIn(document: string, phrases: readonly string[]): string[] {
  const text = ` ${phraseForm(document)} `;
  return phrases.filter((phrase) => text.includes(` ${phraseForm(phrase)} `));
}
