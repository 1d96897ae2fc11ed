import snowball from 'snowball-stemmers';

/** A word of a text: where it lies (UTF-16 offsets, end exclusive) and its comparable form. */
export interface Word {
  start: number;
  end: number;
  stem: string;
  /** A sentence ends between the previous word and this one: a phrase does not run across it. */
  afterSentenceEnd: boolean;
}

const russian = snowball.newStemmer('russian');
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
const SENTENCE_END = /[.!?…]/u;
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/** Lower case with ё read as е: «Всё» and «все» are the same word for matching. */
export function normalizeWord(word: string): string {
  // toLowerCase: the same for Russian as the 'ru' locale's rules, and many times faster (a word at a time).
  return word.toLowerCase().replaceAll('ё', 'е');
}

/** The Russian Snowball stem of a word, so that «повестки» and «повестка» compare equal. */
export function stemWord(word: string): string {
  const normal = normalizeWord(word);
  let stem = stems.get(normal);
  if (stem === undefined) {
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stem = russian.stem(normal);
    stems.set(normal, stem);
  }
  return stem;
}

/** The words of `text` in order; punctuation and spaces between them are skipped. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const end = match.index + match[0].length;
    const gap = text.slice(previousEnd, match.index);
    words.push({ start: match.index, end, stem: stemWord(match[0]), afterSentenceEnd: SENTENCE_END.test(gap) });
    previousEnd = end;
  }
  return words;
}
