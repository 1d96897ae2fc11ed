import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Az from 'az';

/**
 * Russian morphology from `az` and its OpenCorpora dictionary (shipped in node_modules/az/dicts). Loaded on first
 * use, not at server start (about 0.15 s, 12 MB).
 */

let ready = false;

/**
 * `az` reads its dictionary with asynchronous callbacks; the pipeline's functions are synchronous. Its loader is
 * its own public hook (`Az.load`), so for the one initialisation the reads are queued and answered synchronously.
 */
function ensureLoaded(): void {
  if (ready) return;
  const dicts = path.join(path.dirname(createRequire(import.meta.url).resolve('az/package.json')), 'dicts');
  const original = Az.load;
  const queue: (() => void)[] = [];
  Az.load = (url, responseType, callback) => {
    queue.push(() => {
      const data = readFileSync(url);
      if (responseType === 'json') callback(null, JSON.parse(data.toString('utf8')));
      else callback(null, data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    });
  };
  let failure: Error | null = null;
  try {
    Az.Morph.init(dicts, (error) => {
      failure = error;
    });
    while (queue.length > 0) queue.shift()!();
  } finally {
    Az.load = original;
  }
  if (failure) throw failure;
  ready = true;
}

export interface WordParse {
  lemma: string;
  tag: string;
  score: number;
}

const cache = new Map<string, ReturnType<typeof Az.Morph>>();

function parses(word: string) {
  ensureLoaded();
  const key = word.toLocaleLowerCase('ru-RU');
  let found = cache.get(key);
  if (!found) {
    if (cache.size > 20_000) cache.clear();
    found = Az.Morph(key);
    cache.set(key, found);
  }
  return found;
}

/** The readings of a word: lemma, OpenCorpora tag («NOUN,inan,masc plur,nomn»), probability. */
export function readings(word: string): WordParse[] {
  return parses(word).map((p) => ({ lemma: p.normalize().word, tag: String(p.tag), score: p.score }));
}

const grammemes = (tag: string) => new Set(tag.split(/[ ,]/u));

/** «составьте», «закажите», «проведите»: a verb in the imperative (the dictionary's reading, not an ending list). */
export function isImperative(word: string): boolean {
  return parses(word).some((p) => {
    const g = grammemes(String(p.tag));
    return g.has('VERB') && g.has('impr');
  });
}

/** «составьте» → «составить», «подготовит» → «подготовить», «сделал» → «сделать»; null when it is no verb. */
export function infinitiveOf(word: string): string | null {
  const verb = parses(word).find((p) => {
    const g = grammemes(String(p.tag));
    return g.has('VERB') || g.has('INFN');
  });
  return verb ? verb.normalize().word : null;
}

/** A verb reading in the 3rd person or the past (for «пусть Иванов подготовит», «чтобы Петрова сделала»). */
export function isFiniteVerb(word: string): boolean {
  return parses(word).some((p) => {
    const g = grammemes(String(p.tag));
    return g.has('VERB') && (g.has('3per') || g.has('past'));
  });
}

export function isInfinitive(word: string): boolean {
  return parses(word).some((p) => String(p.tag).startsWith('INFN'));
}

/**
 * A word of a noun phrase in the nominative, put into the prepositional case with its number (and gender, for an
 * adjective) kept: «результаты» → «результатах», «новогодний» → «новогоднем». Null when the word is not read as a
 * nominative noun or adjective.
 */
export function prepositionalOf(word: string, from: 'nomn' | 'accs' | 'datv' = 'nomn'): { form: string; noun: boolean } | null {
  for (const parse of parses(word)) {
    const g = grammemes(String(parse.tag));
    if (!g.has(from)) continue;
    const noun = g.has('NOUN');
    if (!noun && !g.has('ADJF') && !g.has('PRTF')) continue;
    const wanted = ['loct', g.has('plur') ? 'plur' : 'sing'];
    if (!noun && g.has('sing')) for (const gender of ['masc', 'femn', 'neut']) if (g.has(gender)) wanted.push(gender);
    const inflected = parse.inflect(wanted);
    if (!inflected) continue;
    return { form: matchCase(word, inflected.word), noun };
  }
  return null;
}

/** Whether a word can begin a noun phrase in the case (where a new agenda topic starts in «X и Y»). */
export function isNounPhraseStart(word: string, grammaticalCase: 'nomn' | 'accs' = 'nomn'): boolean {
  return parses(word).some((p) => {
    const g = grammemes(String(p.tag));
    return g.has(grammaticalCase) && (g.has('NOUN') || g.has('ADJF') || g.has('PRTF'));
  });
}

function matchCase(original: string, form: string): string {
  if (original === original.toLocaleUpperCase('ru-RU') && original.length > 1) return form.toLocaleUpperCase('ru-RU');
  if (/^\p{Lu}/u.test(original)) return form.charAt(0).toLocaleUpperCase('ru-RU') + form.slice(1);
  return form;
}
