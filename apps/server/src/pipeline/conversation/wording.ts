import { prepositionalOf } from './morphology.ts';

const VOWEL_START = /^[аоуэиы]/iu;
const ALREADY_ABOUT = /^(?:о|об|обо)\s/iu;
const WORD = /^([\p{L}-]+)(.*)$/su;

/**
 * An agenda question as a secretary writes it: «результаты пробного экзамена» → «О результатах пробного экзамена».
 * The leading adjectives and their noun go into the prepositional case (the morphology dictionary decides the
 * forms); the rest is kept. Where the dictionary cannot read the start as a noun phrase in the nominative (or the
 * dative after «по»/«к»), the spoken words are kept, only capitalised.
 */
export function agendaWording(spoken: string, said: 'nomn' | 'accs' = 'nomn'): string {
  let topic = spoken.replace(/\s+/gu, ' ').replace(/^[\s,.:;—–-]+|[\s,.:;—–-]+$/gu, '').trim();
  topic = topic.replace(/^(?:вопрос|тема)\s+(?=о\s|об\s)/iu, '');
  if (!topic) return '';
  if (ALREADY_ABOUT.test(topic)) return capitalise(topic);
  const fromDative = /^(?:по|к|ко)\s+/iu.exec(topic);
  const body = fromDative ? topic.slice(fromDative[0].length) : topic;
  const converted = toPrepositional(body, fromDative ? 'datv' : said);
  if (!converted) return capitalise(topic);
  const preposition = VOWEL_START.test(converted) ? 'Об' : 'О';
  return `${preposition} ${converted}`;
}

/** «Разное» stays «Разное». */
export const MISCELLANEOUS = 'Разное';

function toPrepositional(phrase: string, from: 'nomn' | 'accs' | 'datv'): string | null {
  let rest = phrase;
  let result = '';
  for (let guard = 0; guard < 6; guard++) {
    const match = WORD.exec(rest);
    if (!match) return null;
    const [, word, after] = match as unknown as [string, string, string];
    const form = prepositionalOf(word, from);
    if (!form) return null;
    result += form.form;
    if (form.noun) return result + after;
    const space = /^\s+/u.exec(after);
    if (!space) return null;
    result += space[0];
    rest = after.slice(space[0].length);
  }
  return null;
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('ru-RU') + text.slice(1);
}

