import { foldRu } from '../../lib/russian/index.ts';
import { stemWord } from '../sections/words.ts';
import { CARDINAL, ORDINAL_WORDS, parseCardinal, parseOrdinal } from '../numbers/index.ts';
import { isNounPhraseStart, startsAnotherNounPhrase } from './morphology.ts';
import { upperFirst } from '../protocol-text/index.ts';

/**
 * The questions of a meeting as the chair names them: the opening list («Сегодня у нас два вопроса: …», «Повестка:
 * первое — …, второе — …», «Обсуждаем X и Y») and the passing to the next one («По второму вопросу», «Переходим к
 * бюджету», «Теперь о ремонте», «Разное»).
 */

const COUNT_WORDS: Record<string, number> = { один: 1, одному: 1, два: 2, двум: 2, три: 3, трем: 3, четыре: 4, пять: 5, шесть: 6, семь: 7 };

/** «Сегодня у нас два вопроса: A и B», «Вопросов три: …», «На повестке три вопроса. …», «Повестка дня: …», «Обсуждаем A и B». */
const OPENINGS: RegExp[] = [
  new RegExp(`(?:^|[\\s,])(?<count>${CARDINAL}|\\d+)\\s+вопрос(?:а|ов)?(?:\\s+(?:на\\s+повестке(?:\\s+дня)?|в\\s+повестке(?:\\s+дня)?))?\\s*(?:[:—–-]|,\\s*это)\\s*(?<list>.+)$`, 'u'),
  // «Вопросов три: …», «Вопроса у нас два — …»: the count said after the word.
  new RegExp(`(?:^|[\\s,])вопрос(?:а|ов)(?:\\s+(?:у\\s+нас|сегодня))*\\s+(?<count>${CARDINAL}|\\d+)(?<misc>[,\\s]+(?:плюс|и|а\\s+также|ещ[её])\\s+разное)?\\s*[:—–-]\\s*(?<list>.+)$`, 'u'),
  /(?:^|[\s,])(?:повестка(?:\s+дня)?|на\s+повестке(?:\s+дня)?|в\s+повестке(?:\s+дня)?)(?:\s+(?:у\s+нас|сегодня|такая|следующая))*\s*[:—–-]?\s*(?<list>.+)$/u,
  // «Сегодня у нас утренник и заболеваемость», «У нас летняя программа и разное»: named, not counted.
  /^(?:итак[,\s]+)?(?:сегодня\s+у\s+нас|у\s+нас\s+сегодня)\s+(?<list>\p{L}.+)$/u,
  /^(?:итак[,\s]+)?у\s+нас\s+(?<list>\p{L}.+\s+и\s+разное)$/u,
  /^(?:итак[,\s]+|сегодня\s+|у\s+нас\s+|мы\s+)*(?:сегодня\s+|мы\s+)*(?:обсуждаем|обсудим|рассмотрим|рассматриваем|будем\s+обсуждать|нам\s+нужно\s+обсудить|предлагаю\s+обсудить)\s+(?:(?:сегодня|с\s+вами|мы|у\s+нас)\s+)*(?<list>.+)$/u,
];
const COUNT_ONLY = new RegExp(`(?:^|[\\s,])(?<count>${CARDINAL}|\\d+)\\s+вопрос(?:а|ов)?(?:\\s|$)`, 'u');

export interface OpeningList {
  count: number | null;
  topics: string[];
  /** The case the topics were said in: after «обсуждаем», «рассмотрим» they are objects (accusative). */
  grammaticalCase: 'nomn' | 'accs';
}

/**
 * «… ремонт крыши и охрана территории по крыше слово Николаю Петровичу»: in text cut into sentences by rules, the
 * floor given after the list is no part of its last question.
 */
const FLOOR_AFTER_LIST = /[,\s]+(?:по\s+[\p{L}-]+\s+)?(?:слово|доложит|докладывает|расскажет|послушаем|заслушаем)(?!\p{L}).*$/u;

/** «… и, в разном, день охраны труда», «… а в разное — субботник», «…, и разное: …»: the list's «Разное» and what it holds. */
const MISCELLANY_IN_LIST =
  /(?:[,\s]+(?:и|а|плюс|а\s+также|и\s+ещ[её])[,\s]+(?:(?:в|во)\s+разн(?:ом|ое)|разное)(?:\s*[,:—–-]\s*|\s+)|[,\s]+(?:в|во)\s+разн(?:ом|ое)\s*[,:—–-]\s*)(?=\p{L})/u;

/** The questions announced in one sentence, or null when it announces none. */
export function openingList(sentence: string): OpeningList | null {
  // «…, больше ничего»: the list said to be whole is no part of it.
  const folded = foldRu(sentence).replace(/[.!?…]+$/u, '').replace(/[,\s]+больше\s+ничего$/u, '').replace(FLOOR_AFTER_LIST, '');
  for (const [index, pattern] of OPENINGS.entries()) {
    const match = pattern.exec(folded);
    if (!match?.groups?.list) continue;
    const count = match.groups.count ? countOf(match.groups.count) : null;
    const grammaticalCase = index === OPENINGS.length - 1 ? 'accs' : 'nomn';
    // The list in the sentence's own letters (folding keeps the length).
    const end = match.index + match[0].length;
    const spoken = sentence.slice(end - match.groups.list.length, end);
    // «A, B и, в разном, C»: C is said under «Разное», which is the list's last question, not C.
    const miscellany = MISCELLANY_IN_LIST.exec(foldRu(spoken));
    const list = miscellany ? spoken.slice(0, miscellany.index) : spoken;
    const topics = splitTopics(list, count && miscellany ? count - 1 : count, grammaticalCase);
    if (miscellany && topics.length > 0) topics.push('разное');
    // «Вопросов два, плюс разное: …»: «Разное» comes after the counted ones.
    if (match.groups.misc && topics.length > 0) topics.push('разное');
    if (topics.length > 0) return { count, topics, grammaticalCase };
  }
  const sequence = sequenceList(sentence);
  if (sequence) return { count: null, topics: sequence, grammaticalCase: 'nomn' };
  const counted = COUNT_ONLY.exec(folded);
  if (counted && /(?:сегодня|повестк|у\s+нас|рассмотр|обсуд)/u.test(folded)) {
    return { count: countOf(counted.groups!.count!), topics: [], grammaticalCase: 'nomn' };
  }
  return null;
}

const SEQUENCE = /^(?:(?:итак|так|ну|значит)[,\s]+)*(?:сначала|для\s+начала|сперва)\s+(?<list>.+)$/u;
const THEN = /\s*,?\s*(?:(?:а|и)\s+)?(?:потом|затем|после\s+этого|дальше|в\s+конце)\s+/gu;

/**
 * «Сначала цифры за неделю, потом поставщик котлов, потом акция на март»: the questions said in their order. Each
 * piece must open with a noun phrase in the nominative (the dictionary decides), so «сначала послушаем Петрова,
 * потом решим» is no list.
 */
function sequenceList(sentence: string): string[] | null {
  const body = sentence.trim().replace(/[.!?…]+$/u, '');
  const match = SEQUENCE.exec(foldRu(body));
  if (!match) return null;
  const list = body.slice(body.length - match.groups!.list!.length);
  const pieces = list.split(THEN).map(cleanTopic).filter(Boolean);
  if (pieces.length < 2) return null;
  const opensNoun = (piece: string) => {
    const first = /^[\p{L}-]+/u.exec(piece)?.[0];
    return !!first && (/^(?:о|об|про)$/iu.test(first) || isNounPhraseStart(first));
  };
  return pieces.every(opensNoun) ? pieces : null;
}

function countOf(words: string): number | null {
  return COUNT_WORDS[words] ?? parseCardinal(words);
}

const ORDINAL_ITEM = /(?:^|[\s,;.])(?:во-)?(?:перв|втор|трет|четв[её]рт|пят|шест|седьм)(?:ое|ой|ый|ий|ье|ых)(?:\s+вопрос)?\s*[—–:-]\s*|(?:^|[\s,;.])(?:во-)?(?:первых|вторых|третьих|четв[её]ртых)[,\s]\s*/giu;

/**
 * «A и B», «A, B и C», «первое — A, второе — B», «A; B». A new question starts at «и» or a comma only where the next
 * word can begin a noun phrase in the nominative (the dictionary decides), so «подготовка учеников и учителей» stays
 * one. With a spoken count, no more pieces than that.
 */
export function splitTopics(list: string, count: number | null, grammaticalCase: 'nomn' | 'accs' = 'nomn'): string[] {
  const text = list.trim();
  ORDINAL_ITEM.lastIndex = 0;
  if (ORDINAL_ITEM.test(text)) {
    ORDINAL_ITEM.lastIndex = 0;
    return text.split(ORDINAL_ITEM).map(cleanTopic).filter(Boolean);
  }
  if (text.includes(';')) return text.split(';').map(cleanTopic).filter(Boolean);
  const cuts: { at: number; length: number; strength: number }[] = [];
  for (const match of text.matchAll(/\s*,\s*(?:и\s+|а\s+также\s+|а\s+ещ[её]\s+)?|\s+(?:и|а\s+также|а\s+ещ[её]|плюс)\s+/gu)) {
    const next = /^[\p{L}-]+/u.exec(text.slice(match.index + match[0].length))?.[0];
    if (!next) continue;
    const about = /^(?:о|об|про)$/iu.test(next);
    if (!about && !isNounPhraseStart(next, grammaticalCase)) continue;
    cuts.push({ at: match.index, length: match[0].length, strength: match[0].includes(',') ? 2 : 1 });
  }
  // «Три вопроса: дорога на улице луговой праздник день села и разное»: recognised speech without commas names more
  // questions than its conjunctions part; the missing cuts are where one noun phrase ends and another begins.
  if (count && cuts.length < count - 1 && !/[,;]/u.test(text)) {
    const words = [...text.matchAll(/[\p{L}-]+/gu)];
    const more = words
      .slice(1)
      .map((word, i) => ({ word, previous: words[i]! }))
      .filter(({ word, previous }) => !cuts.some((cut) => cut.at <= word.index! && word.index! <= cut.at + cut.length) && startsAnotherNounPhrase(previous[0], word[0]))
      .slice(0, count - 1 - cuts.length)
      .map(({ word, previous }) => ({ at: previous.index! + previous[0].length, length: word.index! - previous.index! - previous[0].length, strength: 0 }));
    cuts.push(...more);
    cuts.sort((a, b) => a.at - b.at);
  }
  let chosen = cuts;
  if (count && cuts.length > count - 1) {
    // Keep the strongest cuts (commas before «и»), the later ones first among equals: «A и B, и C» with three.
    chosen = [...cuts].sort((a, b) => b.strength - a.strength || b.at - a.at).slice(0, count - 1).sort((a, b) => a.at - b.at);
  }
  const topics: string[] = [];
  let from = 0;
  for (const cut of chosen) {
    topics.push(text.slice(from, cut.at));
    from = cut.at + cut.length;
  }
  topics.push(text.slice(from));
  return topics.map(cleanTopic).filter(Boolean);
}

function cleanTopic(topic: string): string {
  return topic
    .replace(/^[\s,.:;—–-]+|[\s,.:;—–-]+$/gu, '')
    .replace(/^(?:это\s+|вопрос\s+(?=о\s|об\s))/iu, '')
    .trim();
}

const ORDINAL_TRANSITION = new RegExp(
  `(?:^|[\\s,])(?:(?:по|ко?|переходим\\s+ко?|перейд[её]м\\s+ко?)\\s+)?(?<ordinal>${ORDINAL_WORDS}|следующ(?:ему|ий)|последн(?:ему|ий))\\s+(?:вопрос(?:у)?|пункт(?:у)?)(?:\\s+повестки(?:\\s+дня)?)?`,
  'u',
);
const TOPIC_TRANSITION =
  /^(?:(?:итак|так|хорошо|далее|дальше|теперь|а|и|ну)[,\s]+)*(?:переходим\s+ко?|перейд[её]м\s+ко?|теперь\s+о|теперь\s+об|теперь\s+по|теперь\s+про|давайте\s+о|давайте\s+по|что\s+касается|следующий\s+вопрос\s*[—–:-]?|(?:далее|дальше)\s*[,—–:-]|что\s+по|что\s+у\s+нас\s+по|о|об|по|про)\s+(?<topic>.+)$/u;
/** «Так, теперь взносы.»: «теперь» and a short noun phrase, the topic named in the nominative. */
const NOW_TOPIC = /^(?:(?:итак|так|хорошо|ну|а)[,\s]+)*теперь[,\s]+(?!(?:о|об|по|про|ко?|мы|я|вы|у|давайте|переходим|перейд[её]м)(?!\p{L}))(?<topic>\p{L}+(?:\s+\p{L}+){0,3})$/u;
/**
 * «Теперь охрана сторож наш уходит …»: in text cut into sentences by rules, «теперь» and a noun open a sentence that
 * runs on; the noun passes to a question already listed, and the rest is said on it.
 */
const NOW_LEAD = /^(?:(?:итак|так|хорошо|ну|а)[,\s]+)*теперь[,\s]+(?!(?:о|об|по|про|ко?|мы|я|вы|у|давайте|переходим|перейд[её]м)(?!\p{L}))(?<topic>\p{L}+)(?<gap>[,\s]+)(?<rest>\p{L}+(?:\s+\S+){3,}.*)$/u;
const MISCELLANEOUS = /^(?:(?:и|а|теперь|итак|так|ну)[,\s]+)*(?:разное|по\s+разному|переходим\s+к\s+разному|в\s+разном|вопрос\s+разное|пункт\s+разное)(?:[\s,.:]|$)/u;

/** «И акция.», «Лифт.»: a sentence of one to three words naming a topic in the nominative. */
const BARE_TOPIC = /^(?:(?:и|а|так|ну|итак)[,\s]+)*(?<topic>(?!(?:о|об|по|про|ко?|в|во|на|с|со|за|до|что|кто|как|где|это|все|вс[её]|да|нет)(?!\p{L}))\p{L}+(?:\s+\p{L}+){0,2})$/u;
const ORDER_WORDS = /^(?:одному|одной|очереди|порядку|существу|делу|сути|кругу)$/u;

export type Transition = (
  | { kind: 'ordinal'; number: number | 'next' }
  /** `listedOnly`: a bare noun («И акция.») passes only to a question already named so, never opens one. */
  | { kind: 'topic'; topic: string; preposition: 'о' | 'по' | 'к' | 'nominative'; listedOnly?: boolean }
  | { kind: 'miscellaneous' }
) & {
  /** What the sentence says on the question after passing to it («По выставкам: весной открываем …»). */
  rest?: string;
};

/** «По выставкам: весной открываем …»: the passing, a colon, and the first words on the question. */
const PASSING_THEN_WORDS = /^(?<passing>[^:]{3,60}?)\s*:\s*(?<rest>\p{L}.*)$/u;

/**
 * A passing to another question, said at the start of a sentence. «По X» counts only as a short sentence of its own
 * («По празднику.»), not «По экзамену двойки у одиннадцати человек».
 */
export function transition(sentence: string): Transition | null {
  const colon = PASSING_THEN_WORDS.exec(sentence.trim());
  const before = colon && passingIn(colon.groups!.passing!);
  if (before && !before.rest) return { ...before, rest: upperFirst(colon.groups!.rest!) };
  return passingIn(sentence);
}

function passingIn(sentence: string): Transition | null {
  const folded = foldRu(sentence).replace(/[.!?…]+$/u, '').trim();
  if (MISCELLANEOUS.test(folded)) return { kind: 'miscellaneous' };
  const ordinal = ORDINAL_TRANSITION.exec(folded);
  if (ordinal && ordinal.index < 25) {
    const word = ordinal.groups!.ordinal!;
    if (/^следующ/u.test(word)) return { kind: 'ordinal', number: 'next' };
    if (!/^последн/u.test(word)) {
      const number = parseOrdinal(word);
      if (number) return { kind: 'ordinal', number };
    }
  }
  const now = NOW_TOPIC.exec(folded);
  if (now && isNounPhraseStart(now.groups!.topic!.split(' ')[0]!)) {
    return { kind: 'topic', topic: sentence.replace(/[.!?…]+$/u, '').trim().slice(folded.length - now.groups!.topic!.length), preposition: 'nominative' };
  }
  const runOn = NOW_LEAD.exec(folded);
  if (runOn && isNounPhraseStart(runOn.groups!.topic!)) {
    const spoken = sentence.replace(/[.!?…]+$/u, '').trim();
    const { topic, gap, rest: restFolded } = runOn.groups! as { topic: string; gap: string; rest: string };
    const rest = spoken.slice(folded.length - restFolded.length);
    const topicAt = folded.length - restFolded.length - topic.length - gap.length;
    return { kind: 'topic', topic: spoken.slice(topicAt, topicAt + topic.length), preposition: 'nominative', listedOnly: true, rest: `${upperFirst(rest)}.` };
  }
  const topic = TOPIC_TRANSITION.exec(folded);
  if (!topic) {
    const bareNoun = BARE_TOPIC.exec(folded);
    if (!bareNoun || !isNounPhraseStart(bareNoun.groups!.topic!.split(' ')[0]!)) return null;
    return { kind: 'topic', topic: sentence.replace(/[.!?…]+$/u, '').trim().slice(folded.length - bareNoun.groups!.topic!.length), preposition: 'nominative', listedOnly: true };
  }
  // «Тихо! По одному.»: keeping order, not a topic.
  if (ORDER_WORDS.test(topic.groups!.topic!)) return null;
  const lead = folded.slice(0, folded.length - topic.groups!.topic!.length);
  const words = topic.groups!.topic!.split(/\s+/u).length;
  const bare = /^(?:о|об|по|про|что\s+по|что\s+у\s+нас\s+по|(?:далее|дальше)\s*[,—–:-])\s+$/u.test(lead.replace(/^(?:(?:итак|так|хорошо|а|и|ну)[,\s]+)*/u, ''));
  // «По празднику.», «О бюджете.»: a bare preposition opens a question only as a short sentence of its own.
  if (bare && (words > 5 || /[,]/u.test(topic.groups!.topic!))) return null;
  const spoken = sentence.replace(/[.!?…]+$/u, '').trim().slice(lead.length);
  const preposition = /(?:^|\s)(?:о|об|про)\s+$/u.test(lead) ? 'о' : /(?:^|\s)по\s+$/u.test(lead) ? 'по' : /(?:^|\s)ко?\s+$/u.test(lead) ? 'к' : 'nominative';
  // «Что по плану?» asks about a topic; longer questions («что по срокам скажете, успеваем?») are talk.
  if (/^(?:что)/u.test(lead.trim()) && words > 3) return null;
  return { kind: 'topic', topic: spoken, preposition };
}

/** Meaningful word stems of a phrase: what tells which question it is about. */
export function topicStems(text: string): Set<string> {
  const words = foldRu(text).match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.filter((w) => !STOP.has(w)).map((w) => stemWord(w).slice(0, 5)));
}

const STOP = new Set(['вопрос', 'вопросу', 'вопроса', 'повестки', 'повестка', 'также', 'теперь', 'переходим', 'давайте', 'пожалуйста', 'слово']);

/** «охра» (охрана) and «охран» (охране): the stemmer cuts a word's forms unevenly; one stem of 4+ letters starting the other. */
const sameStem = (a: string, b: string) => Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a));

/** Title stems shared with a text: how plainly the text is about that question. */
const sharedStems = (text: string, title: Set<string>) => [...topicStems(text)].filter((stem) => title.has(stem)).length;

/**
 * «Эльвира Рашидовна, а выплаты по материальной помощи проведите до конца месяца», said on the next question: a task
 * that plainly names another question (two of its title's words) and nothing of its own (`titles[own]`) goes under
 * that question, as a secretary lists each task under its own question. The index of that question, or null to keep
 * the task where it was said (also where its own question has no title: null in `titles`).
 */
export function otherQuestionNamed(text: string, own: number, titles: readonly (Set<string> | null)[]): number | null {
  const ownTitle = titles[own];
  if (!ownTitle || sharedStems(text, ownTitle) > 0) return null;
  const home = titles.findIndex((title, at) => at !== own && title && sharedStems(text, title) >= 2);
  return home < 0 ? null : home;
}

/** Whether a transition passes by itself: a bare noun («И акция.») passes only to a question already listed. */
export const passesByItself = (passing: Transition | null): boolean => !!passing && !(passing.kind === 'topic' && passing.listedOnly);

/** The question whose title shares most stems with the phrase (at least one), or -1. */
export function matchTopic(phrase: string, titles: readonly Set<string>[]): number {
  const stems = topicStems(phrase);
  let best = -1;
  let bestScore = 0;
  titles.forEach((title, index) => {
    let score = 0;
    for (const stem of stems) if (title.has(stem) || [...title].some((other) => sameStem(stem, other))) score++;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** «Давайте по кругу», «Кто что?», «По второму корпусу, кто что»: each one reports in turn, the stand-up's one question. */
const ROUND = /(?:^|[\s,])(?:по\s+кругу|кто\s+что|что\s+у\s+кого|по\s+очереди\s+(?:рассказываем|докладываем))(?!\p{L})/u;
const ROUND_TOPIC = /(?:^|[\s,.])по\s+(?<topic>(?!кругу)\p{L}+(?:\s+\p{L}+){0,3}?)\s*(?:,|\s+кто\s+что)/u;
export const ROUND_TITLE = 'О ходе работ';

/**
 * A stand-up's question, never named: «О ходе работ», with what the round is about when said («По второму корпусу,
 * кто что» → «О ходе работ по второму корпусу»). Null when the sentence calls no round.
 */
export function roundTitle(sentence: string): string | null {
  const folded = foldRu(sentence);
  if (!ROUND.test(folded)) return null;
  const topic = ROUND_TOPIC.exec(folded);
  if (!topic) return ROUND_TITLE;
  const end = topic.index + topic[0].indexOf(topic.groups!.topic!) + topic.groups!.topic!.length;
  return `${ROUND_TITLE} по ${sentence.slice(end - topic.groups!.topic!.length, end)}`;
}
