import { foldRu, parsePersonName, surnameWithInitialsIn, type GrammaticalCase } from '../../lib/russian/index.ts';
import { prepositionalOf } from './morphology.ts';
import type { MeetingPeople } from './people.ts';
import { upperFirst } from '../protocol-text/index.ts';

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
  if (ALREADY_ABOUT.test(topic)) return upperFirst(topic);
  topic = replaceWords(topic, AGENDA_NOUNS);
  const fromDative = /^(?:по|к|ко)\s+/iu.exec(topic);
  const body = fromDative ? topic.slice(fromDative[0].length) : topic;
  const converted = toPrepositional(body, fromDative ? 'datv' : said);
  if (!converted) return upperFirst(topic);
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



/**
 * Spoken verbs a secretary writes in the official register: «повесить объявление» → «разместить объявление»,
 * «скинуть список» → «передать список». Only infinitives (tasks and decisions are written with them) whose official
 * partner keeps the same objects and cases.
 */
const OFFICIAL_VERBS: Record<string, string> = {
  повесить: 'разместить',
  вывесить: 'разместить',
  скинуть: 'передать',
  перекинуть: 'передать',
  закинуть: 'передать',
  принести: 'представить',
  притащить: 'представить',
  закончить: 'завершить',
  глянуть: 'проверить',
  прикинуть: 'оценить',
  набросать: 'подготовить',
};

/**
 * Spoken nouns a secretary writes otherwise, form by form (the same case): «собрать деньги» → «собрать денежные
 * средства». In an agenda question, also the plain words for what a question is about: «долги по взносам» → «О
 * задолженности по взносам», «вода» → «О водоснабжении», «цифры за неделю» → «Об итогах за неделю».
 */
const OFFICIAL_NOUNS: Record<string, string> = {
  деньги: 'денежные средства',
  денег: 'денежных средств',
  деньгами: 'денежными средствами',
  деньгах: 'денежных средствах',
  // Compound abbreviations spelt out: «договор с турфирмой» → «договор с туристической фирмой».
  турфирма: 'туристическая фирма',
  турфирмы: 'туристической фирмы',
  турфирме: 'туристической фирме',
  турфирму: 'туристическую фирму',
  турфирмой: 'туристической фирмой',
  зарплата: 'заработная плата',
  зарплаты: 'заработной платы',
  зарплате: 'заработной плате',
  зарплату: 'заработную плату',
  зарплатой: 'заработной платой',
  соцсети: 'социальные сети',
  соцсетей: 'социальных сетей',
  соцсетям: 'социальным сетям',
  соцсетях: 'социальных сетях',
};
const AGENDA_NOUNS: Record<string, string> = {
  ...OFFICIAL_NOUNS,
  долги: 'задолженность',
  долг: 'задолженность',
  вода: 'водоснабжение',
  воду: 'водоснабжение',
  // «Цифры за неделю», «по цифрам квартала»: what a period's figures are, its results.
  цифры: 'итоги',
  цифрам: 'итогам',
};

function replaceWords(text: string, words: Record<string, string>): string {
  return text.replace(/(?<![\p{L}-])\p{L}+(?![\p{L}-])/gu, (word) => {
    const official = words[word.toLocaleLowerCase('ru-RU')];
    if (!official) return word;
    return /^\p{Lu}/u.test(word) ? upperFirst(official) : official;
  });
}

/** «Повесить объявление, собрать деньги» → «Разместить объявление, собрать денежные средства»: the official register. */
export function officialWording(text: string): string {
  return replaceWords(text, { ...OFFICIAL_VERBS, ...OFFICIAL_NOUNS });
}

/** The case a patronymic is said in, by its ending: «Сергеевне» dative, «Львовича» genitive (or accusative, alike). */
const PATRONYMIC_CASES: [RegExp, GrammaticalCase][] = [
  [/ич$/u, 'nominative'],
  [/ича$/u, 'genitive'],
  [/ичу$/u, 'dative'],
  [/ичем$/u, 'instrumental'],
  [/иче$/u, 'prepositional'],
  [/на$/u, 'nominative'],
  [/ны$/u, 'genitive'],
  [/не$/u, 'dative'],
  [/ну$/u, 'accusative'],
  [/ной$/u, 'instrumental'],
];

/** «…, Костин Г.Л., вы ответственный.» → «…, ответственный — Костин Г.Л.»: who is responsible, as it is written. */
const RESPONSIBLE = /,\s*(?<who>\p{Lu}[\p{L}-]+\s\p{Lu}\.\s?\p{Lu}\.),\s*(?:вы|ты)\s+(?:будете\s+|будешь\s+)?(?<role>ответственн\p{L}*)\s*(?<end>[.!]?)$/u;

/**
 * People named in a task or a decision as a secretary writes them: «передать Ирине Сергеевне характеристики» →
 * «передать Лебедевой И.С. характеристики» — the surname with initials, in the case the patronymic was said in. Only
 * the people the meeting knows by full name; a name set off as an address at the start stays.
 */
export function namesAsWritten(text: string, people: MeetingPeople): string {
  let written = '';
  let at = 0;
  for (const mention of people.mentions(text)) {
    const said = text.slice(mention.from, mention.to).split(/\s+/u);
    const parsed = parsePersonName(mention.person.full_name);
    if (mention.person.id === null || said.length !== 2 || !parsed.surname || !parsed.first || !parsed.patronymic) continue;
    if (foldRu(said[0]!).slice(0, 3) !== foldRu(parsed.first).slice(0, 3)) continue;
    if (!text.slice(0, mention.from).trim()) continue;
    const grammaticalCase = PATRONYMIC_CASES.find(([ending]) => ending.test(foldRu(said[1]!)))?.[1];
    if (!grammaticalCase) continue;
    written += text.slice(at, mention.from) + surnameWithInitialsIn(mention.person.full_name, grammaticalCase);
    at = mention.to;
  }
  written += text.slice(at);
  return written.replace(RESPONSIBLE, (_whole, who: string, role: string, end: string) => `, ${role} — ${who}${end && !who.endsWith('.') ? end : ''}`);
}

/** Words that open spoken sentences and carry nothing a protocol keeps: «Ну, значит, смета готова» → «Смета готова». */
const LEADING_FILLERS =
  /^(?:(?:ну|слушайте|смотрите|короче|в\s+общем(?:-то)?|честно\s+говоря|на\s+самом\s+деле|значит\s+так|так\s+вот|ой)(?:[,\s]+|\s*[—–-]\s*)|(?:так|вот|значит|собственно|как\s+бы)(?:\s*,\s*|\s*[—–-]\s*))+(?=\p{L})/iu;
/** Hedges inside a sentence: «смета, как бы, готова», «это самое», «так сказать». */
const INNER_FILLERS = /(?:,\s*|\s+)(?:как\s+бы|это\s+самое|так\s+сказать|скажем\s+так|в\s+общем(?:-то)?|короче(?:\s+говоря)?)(?:\s*,(?=\s)|(?=\s))/giu;

/**
 * What one said, as a secretary minutes it: the fillers and hedges of speech left out, the words and figures kept.
 * «Ну, значит, смета, как бы, готова» → «Смета готова».
 */
export function withoutFillers(sentence: string): string {
  const inner = sentence.replace(INNER_FILLERS, '');
  const body = inner.replace(LEADING_FILLERS, '');
  if (!body.trim()) return sentence;
  return body === inner ? body : upperFirst(body);
}
