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

type AzParse = ReturnType<typeof Az.Morph>[number];

/** What the pipeline asks of a word, read once from its parses. */
interface WordInfo {
  parses: AzParse[];
  grammemes: Set<string>[];
  imperative: boolean;
  /** The imperative readings' share of the dictionary's weight: «составьте» 1, «пришли» 0.5, «три» 0.14. */
  imperativeShare: number;
  infinitive: string | null;
  finite: boolean;
  isInfinitive: boolean;
  firstPersonFuture: boolean;
  thirdPersonFuture: boolean;
  secondPerson: boolean;
  secondPersonFuture: boolean;
  ourAction: boolean;
  past: boolean;
  perfectiveInfinitive: boolean;
}

const cache = new Map<string, WordInfo>();

function info(word: string): WordInfo {
  const key = word.toLowerCase();
  let found = cache.get(key);
  if (!found) {
    ensureLoaded();
    if (cache.size > 20_000) cache.clear();
    const parses = Az.Morph(key);
    const sets = parses.map((p) => new Set(String(p.tag).split(/[ ,]/u)));
    const verbAt = sets.findIndex((g) => g.has('VERB') || g.has('INFN'));
    found = {
      parses,
      grammemes: sets,
      // «составьте», not «начнём» (the inclusive imperative is the speaker's own «let us»).
      imperative: sets.some((g) => g.has('VERB') && g.has('impr') && !g.has('incl')),
      // «повторите», «купите» read as the future too: a task either way, so that reading does not count against.
      imperativeShare: share(parses, sets, (g) => g.has('VERB') && g.has('impr') && !g.has('incl'), (g) => g.has('VERB') && g.has('2per')),
      infinitive: verbAt >= 0 ? parses[verbAt]!.normalize().word : null,
      finite: sets.some((g) => g.has('VERB') && (g.has('3per') || g.has('past'))),
      isInfinitive: sets.some((g) => g.has('INFN')),
      firstPersonFuture: sets.some((g) => g.has('VERB') && g.has('1per') && g.has('futr')),
      thirdPersonFuture: sets.some((g) => g.has('VERB') && g.has('3per') && g.has('futr')),
      secondPerson: sets.some((g) => g.has('VERB') && g.has('2per') && g.has('indc')),
      secondPersonFuture: sets.some((g) => g.has('VERB') && g.has('2per') && g.has('futr')),
      // Only the dictionary's own words: `az` also guesses unknown ones («направлить») by their endings.
      past: sets.some((g) => g.has('VERB') && g.has('past')),
      perfectiveInfinitive: sets.some((g, index) => g.has('INFN') && g.has('perf') && (parses[index] as { parser?: string }).parser === 'Dictionary'),
      ourAction: sets.some((g) => g.has('VERB') && g.has('1per') && g.has('plur') && !g.has('past')) || sets.some((g) => g.has('VERB') && g.has('incl')),
    };
    cache.set(key, found);
  }
  return found;
}

function share(parses: readonly AzParse[], sets: readonly Set<string>[], test: (g: Set<string>) => boolean, neutral: (g: Set<string>) => boolean): number {
  const weight = (index: number) => (parses[index] as { score?: number }).score ?? 1;
  let total = 0;
  let matched = 0;
  sets.forEach((g, index) => {
    if (neutral(g)) return;
    total += weight(index);
    if (test(g)) matched += weight(index);
  });
  return total > 0 ? matched / total : 0;
}

/**
 * «составьте», «подберите»: the imperative is the word's main reading. «пришли» (also «они пришли»), «три» (the
 * number), «соли» (the noun), «мой» (the pronoun) are imperatives only where the words around them say so.
 */
export function isSureImperative(word: string): boolean {
  return info(word).imperativeShare > 0.5;
}

/** How much of the word's dictionary weight its imperative readings carry: «составьте» 1, «три» 0.14, «день» 0.01. */
export function imperativeWeight(word: string): number {
  return info(word).imperativeShare;
}

/** «сделаешь», «подготовите», «принесёте»: what the one addressed will do (the perfective future, 2nd person). */
export function isSecondPersonFuture(word: string): boolean {
  return info(word).secondPersonFuture;
}

/** «составьте», «закажите», «проведите»: a verb in the imperative (the dictionary's reading, not an ending list). */
export function isImperative(word: string): boolean {
  return info(word).imperative;
}

/** «составьте» → «составить», «подготовит» → «подготовить», «сделал» → «сделать»; null when it is no verb. */
export function infinitiveOf(word: string): string | null {
  return info(word).infinitive;
}

/** Every verb reading's infinitive: «закрою» → «закрыть» (and the guessed «закроить»). */
export function infinitivesOf(word: string): string[] {
  const { parses, grammemes } = info(word);
  return [...new Set(parses.filter((_, index) => grammemes[index]!.has('VERB') || grammemes[index]!.has('INFN')).map((p) => p.normalize().word))];
}

/** «график», «отчёт»: a noun reading. */
export function isNoun(word: string): boolean {
  return info(word).grammemes.some((g) => g.has('NOUN'));
}

/** «новый», «годовой»: an adjective (or participle) reading. */
export function isAdjective(word: string): boolean {
  return info(word).grammemes.some((g) => g.has('ADJF') || g.has('PRTF'));
}

/** A verb reading in the 3rd person or the past (for «пусть Иванов подготовит», «чтобы Петрова сделала»). */
export function isFiniteVerb(word: string): boolean {
  return info(word).finite;
}

/** «сделаю», «разошлю», «отвечу», «сделаем»: the speaker's own promise. */
export function isFirstPersonFuture(word: string): boolean {
  return info(word).firstPersonFuture;
}

/** «подготовит», «разошлёт»: what someone else will do (after «пусть», «чтобы»). */
export function isThirdPersonFuture(word: string): boolean {
  return info(word).thirdPersonFuture;
}

/** «берёшь», «возьмёте»: a verb said to the one addressed («задачу берёшь ты»). */
export function isSecondPerson(word: string): boolean {
  return info(word).secondPerson;
}

/** «дежурили», «составил»: a verb in the past (after «чтобы», the wish a proposal states). */
export function isPastVerb(word: string): boolean {
  return info(word).past;
}

/** «направляем», «снимаем», «утвердим», «пойдёмте»: what «we» do now or will do (not the past). */
export function isOurAction(word: string): boolean {
  return info(word).ourAction;
}

/** How an imperfective infinitive's perfective partner is formed, most regular first: направлять → направить. */
const PERFECTIVE_STEMS: [RegExp, string][] = [
  [/ждать$/u, 'дить'],
  [/щать$/u, 'тить'],
  [/нимать$/u, 'нять'],
  [/водить$/u, 'вести'],
  [/носить$/u, 'нести'],
  [/ирать$/u, 'рать'],
  [/^брать$/u, 'взять'],
  [/авать$/u, 'ать'],
  [/ывать$/u, 'ать'],
  [/ывать$/u, 'ыть'],
  [/ивать$/u, 'ать'],
  [/ивать$/u, 'еть'],
  [/([бвпмф])лять$/u, '$1ить'],
  [/ять$/u, 'ить'],
  [/ать$/u, 'ить'],
];

/**
 * «направлять» → «направить», «утверждать» → «утвердить», «снимать» → «снять»: the perfective partner of an
 * imperfective infinitive, as a one-off decision is written. Candidates by the regular patterns, each one kept only
 * when the dictionary knows it as a perfective infinitive; the word itself when none is («работать»).
 */
export function perfectiveOf(infinitive: string): string {
  // «оставаться» → «остаться»: a reflexive verb pairs as its stem does.
  const reflexive = /(?:ся|сь)$/u.test(infinitive.toLowerCase()) ? infinitive.slice(-2).toLowerCase() : '';
  const word = infinitive.toLowerCase().slice(0, infinitive.length - reflexive.length);
  // «проводить» is also perfective (to see off): a word read both ways is tried as the imperfective first.
  const { perfectiveInfinitive, grammemes } = info(infinitive);
  const imperfectiveToo = grammemes.some((g) => g.has('INFN') && g.has('impf'));
  if (perfectiveInfinitive && !imperfectiveToo) return infinitive;
  for (const [ending, replacement] of PERFECTIVE_STEMS) {
    if (!ending.test(word)) continue;
    const candidate = word.replace(ending, replacement) + reflexive;
    if (candidate !== word + reflexive && info(candidate).perfectiveInfinitive) return candidate;
  }
  return infinitive;
}

export function isInfinitive(word: string): boolean {
  return info(word).isInfinitive;
}

/**
 * A word of a noun phrase in the nominative, put into the prepositional case with its number (and gender, for an
 * adjective) kept: «результаты» → «результатах», «новогодний» → «новогоднем». Null when the word is not read as a
 * nominative noun or adjective.
 */
export function prepositionalOf(word: string, from: 'nomn' | 'accs' | 'datv' = 'nomn'): { form: string; noun: boolean } | null {
  const { parses: all, grammemes: sets } = info(word);
  for (const [index, parse] of all.entries()) {
    const g = sets[index]!;
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

/** «Пусть», «Теперь»: a word the dictionary knows as no name (no surname, first name or patronymic reading). */
export function isCommonWord(word: string): boolean {
  const { parses, grammemes } = info(word);
  return grammemes.length > 0 && grammemes.every((g) => !g.has('Surn') && !g.has('Name') && !g.has('Patr')) && parses.some((p) => (p as { parser?: string }).parser === 'Dictionary');
}

/**
 * «бухгалтерия» → «бухгалтерии», «охрана» → «охране»: a service named by an inanimate noun in the nominative
 * singular, in the dative — whom «пусть бухгалтерия выставит счета» gives the task. The caller asks for an action
 * with its object after it, so «пусть погода наладится» gives nobody a task.
 */
export function serviceDative(word: string): string | null {
  const { parses: all, grammemes: sets } = info(word);
  for (const [index, parse] of all.entries()) {
    const g = sets[index]!;
    if (!g.has('NOUN') || !g.has('inan') || !g.has('nomn') || !g.has('sing') || g.has('Name') || g.has('Surn') || g.has('Geox')) continue;
    const inflected = parse.inflect(['datv', 'sing']);
    if (inflected) return matchCase(word, inflected.word);
  }
  return null;
}

/**
 * «староста» → «старосте», «завхоз» → «завхозу»: a person's noun (animate) in the nominative, in the dative with its
 * number kept — whom a task is given to by role. Null for any other word.
 */
export function roleDative(word: string): string | null {
  const { parses: all, grammemes: sets } = info(word);
  for (const [index, parse] of all.entries()) {
    const g = sets[index]!;
    if (!g.has('NOUN') || !g.has('anim') || !g.has('nomn') || g.has('Name') || g.has('Surn') || g.has('Patr')) continue;
    const inflected = parse.inflect(['datv', g.has('plur') ? 'plur' : 'sing']);
    if (inflected) return matchCase(word, inflected.word);
  }
  return null;
}

/**
 * «целевой взнос на …» → «целевой взнос на …», «летняя программа» → «летнюю программу»: the leading adjectives and
 * their noun, said in the nominative, put into the accusative (number, gender, animacy kept); the rest as said.
 * Null when the phrase does not open with a noun in the nominative.
 */
export function accusativeOf(phrase: string): string | null {
  // The head noun's animacy decides the adjectives' accusative («целевой взнос», «нового работника»).
  // A noun read both ways («субботник»: the event or the one who works on it) is taken as the thing decided on.
  const nounAt = (sets: readonly Set<string>[]) => {
    const inanimate = sets.findIndex((g) => g.has('NOUN') && g.has('nomn') && g.has('inan'));
    return inanimate >= 0 ? inanimate : sets.findIndex((g) => g.has('nomn') && (g.has('NOUN') || g.has('ADJF') || g.has('PRTF')));
  };
  const head = (phrase.match(/[\p{L}-]+/gu) ?? []).slice(0, 5).map((word) => info(word).grammemes.find((g) => g.has('NOUN') && g.has('nomn') && g.has('inan')) ?? info(word).grammemes.find((g) => g.has('NOUN') && g.has('nomn'))).find(Boolean);
  const animacy = head?.has('anim') ? 'anim' : 'inan';
  let rest = phrase;
  let result = '';
  for (let guard = 0; guard < 5; guard++) {
    const match = /^([\p{L}-]+)(.*)$/su.exec(rest);
    if (!match) return null;
    const [, word, after] = match as unknown as [string, string, string];
    const { parses: all, grammemes: sets } = info(word);
    const index = nounAt(sets);
    if (index < 0) return null;
    const g = sets[index]!;
    const wanted = ['accs', g.has('plur') ? 'plur' : 'sing'];
    if (g.has('sing')) for (const gender of ['masc', 'femn', 'neut']) if (g.has(gender)) wanted.push(gender);
    if (!g.has('NOUN')) wanted.push(animacy);
    const inflected = all[index]!.inflect(wanted) || all[index]!.inflect(wanted.slice(0, -1));
    if (!inflected) return null;
    result += matchCase(word, inflected.word);
    if (g.has('NOUN')) return result + after;
    const space = /^\s+/u.exec(after);
    if (!space) return null;
    result += space[0];
    rest = after.slice(space[0].length);
  }
  return null;
}

/** Whether the word can be read as a verb in any form (finite, infinitive, imperative, participle, gerund). */
export function isVerbForm(word: string): boolean {
  const { parses: all, grammemes } = info(word);
  // A name the dictionary does not know («КровСтроем») is no verb for its guessed ending.
  return grammemes.some((g, index) => (g.has('VERB') || g.has('INFN') || g.has('PRTS') || g.has('GRND')) && (all[index] as { parser?: string }).parser === 'Dictionary');
}

/** Whether a word can begin a noun phrase in the case (where a new agenda topic starts in «X и Y»). */
const OBLIQUE = ['gent', 'gen2', 'datv', 'ablt', 'loct', 'loc2'];

/**
 * «дорога на улице луговой | праздник день села»: without commas, a noun in the nominative that cannot be a genitive
 * (so no dependent of the word before) after a word in an oblique case starts another noun phrase. «праздник день»
 * (two nominatives: an apposition) and «итоги работы школы» (a genitive chain) are no such boundary.
 */
export function startsAnotherNounPhrase(previous: string, word: string): boolean {
  const before = info(previous).grammemes;
  const after = info(word).grammemes;
  if (before.some((g) => g.has('PREP') || g.has('CONJ') || g.has('PRCL'))) return false;
  const oblique = before.some((g) => (g.has('NOUN') || g.has('ADJF') || g.has('PRTF')) && OBLIQUE.some((c) => g.has(c)));
  const nominativeNoun = after.some((g) => g.has('NOUN') && g.has('nomn') && !g.has('Name') && !g.has('Surn') && !g.has('Patr'));
  const maybeDependent = after.some((g) => g.has('gent') || g.has('gen2'));
  return oblique && nominativeNoun && !maybeDependent;
}

export function isNounPhraseStart(word: string, grammaticalCase: 'nomn' | 'accs' = 'nomn'): boolean {
  return info(word).grammemes.some((g) => g.has(grammaticalCase) && (g.has('NOUN') || g.has('ADJF') || g.has('PRTF')));
}

function matchCase(original: string, form: string): string {
  if (original === original.toLocaleUpperCase('ru-RU') && original.length > 1) return form.toLocaleUpperCase('ru-RU');
  if (/^\p{Lu}/u.test(original)) return form.charAt(0).toLocaleUpperCase('ru-RU') + form.slice(1);
  return form;
}
