import { foldRu } from '../../lib/russian/index.ts';
import { CARDINAL, parseCardinal } from '../numbers/index.ts';
import { stemWord } from '../sections/words.ts';
import { accusativeOf, infinitiveOf, isFiniteVerb, isOurAction, isSureImperative, isPastVerb, isVerbForm, perfectiveOf } from './morphology.ts';
import { upperFirst } from '../protocol-text/index.ts';

/**
 * Decisions as they are spoken: markers («решили», «договорились», «так и решили», «принимаем к сведению»),
 * proposals («предлагаю выделить …») that a vote or an agreement turns into a decision, and votes («ставлю на
 * голосование», «кто за / против / воздержался», «единогласно», counts in words).
 */

export type DecisionCue =
  /** «Решили: отчёт принять к сведению.» — the decision is the text after the marker. */
  | { kind: 'decision'; text: string }
  /** «Так и решили.», «Договорились.» — the proposal (or what was last proposed) is decided. */
  | { kind: 'agreed' }
  /**
   * «Предлагаю выделить на подарки …» — decided only when agreed or voted. `name`: whose proposal it is called,
   * folded («Предложение правления — …» → «правления»), for a vote that calls it by that name.
   */
  | { kind: 'proposal'; text: string; name?: string };

const LEADING_DECISION =
  /^(?:(?:итак|так|значит|хорошо|тогда)[,\s]+)*(?:решили|решено|постановили|постановляем|решаем|договорились|договоримся|приняли\s+решение|принято\s+решение|решение)\s*(?:[:—–,-]\s*|\s+)(?:что\s+)?(?<text>.{3,})$/u;
/** The words of assent that may open the chair's «так и сделаем»: «Ну давай», «Да, хорошо, тогда». */
const ASSENT_LEAD = '^(?:(?:итак|так|значит|хорошо|тогда|ну|да|давай|давайте|ладно|окей|ок)[,\\s]+)*';
const AGREED = new RegExp(
  `${ASSENT_LEAD}(?:так\\s+и\\s+(?:решили|запишем|записываем|сделаем|делаем|порешили|поступим)|договорились|решили|решено|принято|принимается|возражений\\s+нет|нет\\s+возражений|все\\s+согласны|согласовано|утвердили|одобрили|приняли|поддержали)$`,
  'u',
);
/** «Ну давай так и сделаем: пока не оплатят, не отгружаем.» — the assent and, after it, what is decided. */
const AGREED_WITH_TEXT = new RegExp(
  `${ASSENT_LEAD}(?:так\\s+и\\s+(?:решили|решим|запишем|записываем|сделаем|делаем|порешили|поступим)|договорились|решили)\\s*[:—–]\\s*(?<text>.{3,})$`,
  'u',
);
const AGREED_UNMARKED = new RegExp(
  `${ASSENT_LEAD}(?:так\\s+и\\s+(?:решили|решим|сделаем|делаем|порешили|поступим)|договорились|решили)[,\\s]+(?<text>\\p{L}.{2,})$`,
  'u',
);
const NOTED = /^(?:(?:итак|так|хорошо|тогда)[,\s]+)*(?<what>.*?)\s*(?:принимаем|принять|приняли|принимается|принят[ао]?)\s+к\s+сведению(?<rest>.*)$/u;
/** «Предложение комитета — перенести срок …»: a proposal called by whose it is, its content after the dash. */
const NAMED_PROPOSAL = /^(?:(?:тогда|так|итак|и|а|коллеги)[,\s]+)*предложение\s+(?<name>\p{L}+)\s*(?:[—–:]|\s-)\s*(?<text>.{3,})$/u;
const PROPOSAL = /^(?:(?:тогда|так|итак|и|а|да|коллеги|я)[,\s]+)*(?:предлагаю|есть\s+предложение|предлагается|вношу\s+предложение|прошу\s+поддержать\s+предложение)[,:\s]+(?:(?:так|следующее)\s*[:—–]\s*)?(?:(?:нам|всем)\s+)?(?:чтобы\s+|что\s+)?(?<text>.{3,})$/u;
/** «Утренники предлагаю провести …»: the object said first, then «предлагаю» and the infinitive. */
const INNER_PROPOSAL = /^(?<object>(?!(?:я|мы|тогда|так|и|а|но|ну|вот|еще|также|поэтому)(?!\p{L}))[\p{L}-]+(?:\s+[\p{L}-]+){0,3}?)\s+предлагаю\s+[\p{L}-]+(?:ть|ти|чь)(?:ся)?(?!\p{L}).*$/u;
/** «Может, отгрузки им притормозить?» — a proposal said as a question: an infinitive offered for the room to agree. */
const ASKED_PROPOSAL = /^(?:(?:а|ну|так)[,\s]+)*(?:может\s+быть|а\s+может|может)[,\s]+(?<text>.{3,})\?$/u;

/** The decision cue a sentence carries, if any. */
export function decisionCue(sentence: string): DecisionCue | null {
  const body = sentence.trim().replace(/[.!…]+$/u, '');
  if (/\?$/u.test(body)) return askedProposal(body);
  const folded = foldRu(body);
  const noted = NOTED.exec(folded);
  if (noted) {
    const what = body.slice(0, noted.groups!.what!.length).replace(/^(?:(?:итак|так|хорошо|тогда)[,\s]+)*/iu, '').trim();
    const rest = body.slice(folded.length - noted.groups!.rest!.length).trim();
    const subject = what && !/^(?:решили|решено|постановили|договорились)[:\s]*$/iu.test(what) ? what.replace(/^(?:решили|решено|постановили|договорились)\s*[:—–,-]?\s*/iu, '') : 'Информацию';
    return { kind: 'decision', text: `${subject} принять к сведению${rest ? ` ${rest}` : ''}` };
  }
  if (AGREED.test(folded)) return { kind: 'agreed' };
  const withText = AGREED_WITH_TEXT.exec(folded);
  if (withText) return { kind: 'decision', text: completeDecision(body.slice(folded.length - withText.groups!.text!.length)) };
  // «давайте так и сделаем арендуем большую сцену» (recognised speech, no mark): what «we» do said straight after.
  const unmarked = AGREED_UNMARKED.exec(folded);
  if (unmarked && isOurAction(/^\p{L}+/u.exec(unmarked.groups!.text!)![0])) return { kind: 'decision', text: completeDecision(body.slice(folded.length - unmarked.groups!.text!.length)) };
  const leading = LEADING_DECISION.exec(folded);
  if (leading) return { kind: 'decision', text: body.slice(folded.length - leading.groups!.text!.length) };
  const named = NAMED_PROPOSAL.exec(folded);
  if (named) return { kind: 'proposal', text: body.slice(folded.length - named.groups!.text!.length), name: named.groups!.name! };
  const inner = INNER_PROPOSAL.exec(folded);
  if (inner) {
    // «Утренники предлагаю провести двадцать пятого» → «провести утренники двадцать пятого».
    const object = body.slice(0, inner.groups!.object!.length);
    const rest = body.slice(inner.groups!.object!.length).replace(/^\s+предлагаю\s+/iu, '');
    const verb = /^[\p{L}-]+/u.exec(rest)![0];
    return { kind: 'proposal', text: `${verb} ${object.charAt(0).toLocaleLowerCase('ru-RU')}${object.slice(1)}${rest.slice(verb.length)}` };
  }
  const proposal = PROPOSAL.exec(folded);
  if (proposal) {
    const text = body.slice(folded.length - proposal.groups!.text!.length);
    // «Предлагаю, чтобы дежурили по двое и мыли парты» → «Дежурить по двое и мыть парты»: the wish as a decision.
    const wish = /чтобы\s+$/u.test(folded.slice(0, folded.length - proposal.groups!.text!.length));
    return { kind: 'proposal', text: wish ? text.replace(/[\p{L}-]+/gu, (word) => (isPastVerb(word) ? (infinitiveOf(word) ?? word) : word)) : text };
  }
  return null;
}

/** «Может, отгрузки притормозить?»: a proposal when the question offers an infinitive (not «может, он заболел?»). */
function askedProposal(body: string): DecisionCue | null {
  const folded = foldRu(body);
  const asked = ASKED_PROPOSAL.exec(folded);
  if (!asked) return null;
  // The question mark ends both: the proposal is the words before it.
  const text = body.slice(folded.length - 1 - asked.groups!.text!.length, -1).trim();
  const words = text.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  if (!words.some((word) => /(?:ть|ти|чь)(?:ся)?$/u.test(foldRu(word)) && !isFiniteVerb(word))) return null;
  return { kind: 'proposal', text };
}

/**
 * What «we» will do, as a decision is written: «соберём три предложения и вынесем на собрание» → «собрать три
 * предложения и вынести на собрание». The meeting's own procedure («решаем», «посмотрим») stays as said.
 */
export function decidedText(text: string): string {
  // «Сегодня не решаем, соберём …»: the meeting's own procedure said first is no part of the decision.
  const clauses = text.split(/(?<=,)\s*/u);
  while (clauses.length > 1 && isProcedureClause(clauses[0]!)) clauses.shift();
  const kept = clauses.join(' ');
  if (isProcedureClause(kept)) return kept;
  // «цены не поднимаем» → «цены не поднимать»: what is not to be done stays imperfective.
  return kept.replace(/(?<negation>(?<!\p{L})не\s+)?(?<word>[\p{L}][\p{L}-]*)/gu, (whole, negation: string | undefined, word: string) => {
    if (!isOurAction(foldRu(word))) return whole;
    const infinitive = infinitiveOf(word);
    if (!infinitive) return whole;
    return `${negation ?? ''}${negation ? infinitive : perfectiveOf(infinitive)}`;
  });
}

const PROCEDURE_LEADS = new Set(['сегодня', 'пока', 'сейчас', 'еще', 'не', 'так']);

function isProcedureClause(clause: string): boolean {
  const words = (clause.match(/[\p{L}][\p{L}-]*/gu) ?? []).map(foldRu);
  return words.some((word) => PROCEDURE.has(word)) && words.every((word) => PROCEDURE.has(word) || PROCEDURE_LEADS.has(word));
}

const PUT_TO_VOTE = /(?:(?:ставлю|выношу)\s+на\s+голосование|кто\s+за\s+то,?\s+(?=чтобы\s)|кто\s+за\s+(?!(?:то|это|против)(?!\p{L}))(?=[^.!?]{3,}?,?\s+(?:поднимите|поднимаем|прошу\s+поднять)\s)|(?<!кто\s)(?:голосуем|проголосуем)\s+за(?!\p{L}))\s*[:,—–-]?\s*(?:(?:предложение|вопрос)(?:\s+[^:.!?,]{1,40})?\s*:\s*|(?:предложение|вопрос)\s+(?=\p{L}+(?:ть|ти)(?:ся)?\s))?(?:о\s+том,?\s+чтобы\s+|чтобы\s+)?(?<text>[^.!?]{3,}?)(?:,?\s+(?:поднимите|поднимаем|прошу\s+поднять)\s+(?:руки|карточки|мандаты)[^.!?]*)?(?=[.!?]|$)/du;

/** «Голосуем за предложение совета, …» → «совета»: the proposal a vote calls by whose it is. */
export function proposalCalled(put: string): string | null {
  return /^предложение\s+(?<name>\p{L}+)(?!\p{L})/u.exec(foldRu(put))?.groups?.name ?? null;
}

/** «Ставлю на голосование предложение провести ремонт весной» → «провести ремонт весной». */
export function putToVote(sentence: string): string | null {
  const folded = foldRu(sentence);
  const match = PUT_TO_VOTE.exec(folded);
  if (!match) return null;
  const [start, end] = match.indices!.groups!.text!;
  return sentence.slice(start, end).trim();
}

export interface Vote {
  /** A count, or 'единогласно'. */
  for: number | 'единогласно' | null;
  against: number | null;
  abstained: number | null;
  /** «Кто за Тверь? … За Псков? …»: the alternatives voted on, as said, with their counts. */
  options?: { name: string; count: number | null }[];
}

export type Side = 'for' | 'against' | 'abstained';


const COLLECTIVE: Record<string, number> = { двое: 2, трое: 3, четверо: 4, пятеро: 5, шестеро: 6, семеро: 7, восьмеро: 8, девятеро: 9, десятеро: 10, один: 1, одна: 1, никто: 0, нет: 0, ноль: 0 };
const COUNT = `(?:${CARDINAL}|одна|одно|двое|трое|четверо|пятеро|шестеро|семеро|восьмеро|девятеро|десятеро|никто|нет|ноль)`;
const VOTE_CALL = /(?:ставлю\s+на\s+голосование|подним\p{L}*\s+(?:руки|карточки|мандаты)|(?:руки|карточки|мандаты)\s+подним\p{L}*|ставлю\s+вопрос\s+на\s+голосование|прошу\s+голосовать|голосуем|проголосуем|давайте\s+проголосуем|кто\s+за(?!\p{L})|кто\s+против|кто\s+воздержал\p{L}*|единогласно|решение\s+принято|принято\s+единогласно|все\s+за(?!\p{L})|большинством\s+голосов)/u;

/** «кто за Тверь», «за Псков»: an alternative named after «за» (no count, no pronoun). */
const OPTION = new RegExp(`(?:^|\\s)(?:кто\\s+)?за\\s+(?!${COUNT}(?!\\p{L}))(?!(?:то|это|него|нее|такое|данное|против)(?!\\p{L}))(?<name>\\p{L}[\\p{L}\\s-]*?)\\s*$`, 'u');

/** The alternative that won a vote between several («Тверь» with 12 against 5), when there were several. */
export function chosenOption(vote: Vote): string | null {
  const counted = (vote.options ?? []).filter((option) => option.count !== null);
  if (counted.length < 2) return null;
  const best = counted.reduce((a, b) => (b.count! > a.count! ? b : a));
  return counted.filter((option) => option.count === best.count).length === 1 ? best.name : null;
}

/** «Против», «кто воздержался», «воздержавшиеся»: a side of a vote asked alone. */
const SIDE_WORD = '(?:кто\\s+)?(?:за|против|воздержал\\p{L}*|воздержавш\\p{L}*)';
/** «Нет таких», «Таких нет», «Никого»: nobody on the side asked. */
const NOBODY = '(?:нет\\s+таких|таких\\s+нет|никого|ни\\s+одного)';

/** «За — четыре, против — одна»: a count given for a side, with a dash. */
const TALLY = new RegExp(`(?:^|[\\s,.])(?:за|против|воздержал\\p{L}*|воздержавш\\p{L}*)\\s*[—–:-]\\s*${COUNT}(?!\\p{L})`, 'u');

/** «За двадцать шесть, против три»: counts for two sides in one sentence, said without dashes. */
const TWO_SIDES = new RegExp(`(?:^|[\\s,.])за\\s+${COUNT}[\\s,]+(?:против|воздержал\\p{L}*)\\s+${COUNT}(?!\\p{L})`, 'u');

function countOf(words: string): number | null {
  return COLLECTIVE[words] ?? parseCardinal(words);
}

/** «Раз, два, три, четыре.»: the chair counts the hands aloud; the last number is the count. */
function countedAloud(folded: string): number | null {
  const words = folded.replace(/[.!…]+$/u, '').split(/[\s,]+/u).filter(Boolean);
  if (words.length < 2) return null;
  const numbers = words.map((word) => (word === 'раз' ? 1 : countOf(word)));
  if (numbers.some((n) => n === null)) return null;
  return numbers.every((n, index) => n === index + 1) ? numbers.at(-1)! : null;
}

/** Whether the sentence belongs to a vote (a call, a count, «единогласно», «принято»). */
export function isVoteSentence(sentence: string, voting: boolean): boolean {
  const folded = foldRu(sentence);
  if (VOTE_CALL.test(folded) || TALLY.test(folded) || TWO_SIDES.test(folded)) return true;
  if (!voting) return false;
  if (countedAloud(folded.trim()) !== null) return true;
  // During a vote: «Татьяна Николаевна воздержалась, хорошо, один.» — a side named and its count said last.
  if (new RegExp(`(?:против|воздерж\\p{L}*)(?!\\p{L}).*[\\s,]${COUNT}[.!]?$`, 'u').test(folded.trim())) return true;
  // During a vote: «За Псков?» — the next alternative asked.
  if (/^(?:а\s+)?(?:кто\s+)?за\s+\p{L}[\p{L}\s-]{1,40}\?$/u.test(folded.trim())) return true;
  // During a vote: «Против?», «А воздержались?» — the next side asked; «Считаем.», «Нет таких.», «Утвердили.»
  if (new RegExp(`^(?:а\\s+)?(?:${SIDE_WORD})\\??$|^(?:считаем|посчитаем|так\\s+считаем)[.!…]*$|^${NOBODY}[.!]?$|^(?:утвердили|приняли|одобрили|решение\\s+принято)[.!]?$`, 'u').test(folded.trim())) return true;
  // During a vote: «Семь.», «Против — один.», «Воздержавшихся нет.», «Принято.»
  return new RegExp(`^(?:за|против|воздержал\\p{L}*|воздержавш\\p{L}*)?[\\s:—–,-]*${COUNT}(?:\\s+(?:человек|голос\\p{L}*))?[\\s:—–,-]*(?:за|против|воздержал\\p{L}*|воздержавш\\p{L}*)?[.!]?$|^принято[.!]?$|^(?:против|воздержавш\\p{L}*)\\s+нет[.!]?$`, 'u').test(folded.trim());
}

/** Adds what a vote sentence says to the tally. `asked`: the last question («кто против?») a bare count answers. */
export function readVote(sentence: string, vote: Vote, asked: Side | null): Side | null {
  const folded = foldRu(sentence);
  if (/единогласно|все\s+за(?!\p{L})/u.test(folded)) vote.for = 'единогласно';
  const counted = countedAloud(folded.trim());
  if (counted !== null) {
    const side = asked ?? 'for';
    if (!(side === 'for' && vote.for === 'единогласно')) vote[side] = counted;
    return side;
  }
  let lastAsked = asked;
  let cursor = 0;
  // A bare count after «кто за Тверь?» is the count of that alternative.
  const optionCount = (n: number) => {
    const last = vote.options?.at(-1);
    if (last && last.count === null) last.count = n;
  };
  for (const clause of folded.split(/[.!?;,]/u)) {
    const at = folded.indexOf(clause, cursor);
    cursor = at + clause.length;
    const part = clause.trim();
    if (!part) continue;
    const key: Side | null = /против/u.test(part) ? 'against' : /воздерж/u.test(part) ? 'abstained' : /(?:^|\s)за(?:\s|$|[—–:-])/u.test(part) ? 'for' : null;
    const count = new RegExp(`(?:^|[\\s:—–-])(?<n>${COUNT})(?:$|[\\s,.—–-])`, 'u').exec(part)?.groups?.n;
    // «Голосуем за договор на миллион двести пятьдесят»: what is voted on, its numbers no count.
    if (/^(?:(?:так|итак|давайте)\s+)?(?:голосуем|проголосуем|ставлю|выношу)(?!\p{L})/u.test(part) && !/(?:^|\s)кто\s/u.test(part)) continue;
    const option = OPTION.exec(part);
    if (option) {
      const from = at + clause.indexOf(part) + option.index + option[0].length - option[0].trimStart().length;
      const said = sentence.slice(from, at + clause.indexOf(part) + part.length);
      const name = said.replace(/^(?:кто\s+)?за\s+/iu, '').trim();
      (vote.options ??= []).push({ name, count: null });
    }
    const target = key ?? lastAsked;
    // «Поднимите руки»: those for raise them, the count said next is theirs.
    if (!key && !count && /подним\p{L}*\s+(?:руки|карточки|мандаты)|(?:руки|карточки|мандаты)\s+подним/u.test(part)) {
      lastAsked ??= 'for';
      continue;
    }
    // «Против?» asked alone: the count said next is that side's.
    if (key && !count && new RegExp(`^(?:а\\s+)?${SIDE_WORD}$`, 'u').test(part)) {
      lastAsked = key;
      continue;
    }
    if (target && new RegExp(`^${NOBODY}$`, 'u').test(part)) {
      if (target !== 'for') vote[target] = 0;
      continue;
    }
    if (/(?:^|[\s:])кто\s/u.test(part) && key) {
      lastAsked = key;
      if (!count) continue;
    }
    if (target && count !== undefined) {
      const n = countOf(count);
      if (n !== null && !(target === 'for' && vote.for === 'единогласно')) vote[target] = n;
      if (n !== null && target === 'for' && !option) optionCount(n);
    }
  }
  return lastAsked;
}

const spokenCount = (n: number | null) => (n === null || n === 0 ? 'нет' : String(n));

/** «Голосовали: за — 7, против — 1, воздержались — нет. Решение принято.»; null when nothing was counted. */
export function voteLine(vote: Vote): string | null {
  const chosen = chosenOption(vote);
  if (chosen) {
    // Between alternatives: those for the chosen one are «за», those for the others «против».
    const counts = vote.options!.map((option) => option.count ?? 0);
    const forCount = Math.max(...counts);
    return voteLine({ for: forCount, against: counts.reduce((a, b) => a + b, 0) - forCount, abstained: vote.abstained });
  }
  if (vote.for === null && vote.against === null && vote.abstained === null) return null;
  if (vote.for === 'единогласно') return 'Голосовали: единогласно. Решение принято.';
  const forCount = vote.for ?? 0;
  const against = vote.against ?? 0;
  const result = forCount > against ? 'Решение принято.' : 'Решение не принято.';
  return `Голосовали: за — ${spokenCount(vote.for)}, против — ${spokenCount(vote.against)}, воздержались — ${spokenCount(vote.abstained)}. ${result}`;
}

/** What «we» do that is no decision: the meeting's own procedure, and what we think or see. */
const PROCEDURE = new Set(
  'начинаем начнем переходим перейдем голосуем проголосуем продолжаем продолжим заканчиваем закончим завершаем обсуждаем обсудим рассмотрим рассматриваем слушаем послушаем заслушаем ждем подождем посмотрим закрываем открываем смотрим решим решаем договоримся запишем записываем знаем понимаем видим считаем думаем имеем помним идем расходимся возвращаемся вернемся остановимся начинать'.split(' '),
);
const LEAD_WORDS = /^(?:(?:итак|значит|так|хорошо|ну|тогда|ладно|окей|ок|ага|да|во-первых|во-вторых|в-третьих|и|а|все|всё|отлично|договорились|давайте)[,:\s]+)*(?:давайте\s+)?/iu;
const MAX_WORDS = 16;
const RECURRING = /(?<!\p{L})(?:кажд\p{L}*|ежедневно|еженедельно|ежемесячно|всегда|постоянно|регулярно|раз\s+в|по\s+графику|по\s+очереди|по\s+\p{L}+\s+графику|по\s+(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям|выходным|будням|утрам|вечерам))(?!\p{L})/u;

/**
 * The chair's decision said as what «we» do: «Значит, направляем девять человек на муниципальный этап», «Седьмую
 * форму снимаем на ремонт», «Ну давайте утвердим план». Written as a secretary does, the infinitive first:
 * «Направить девять человек на муниципальный этап.», «Снять седьмую форму на ремонт.», «Утвердить план.» A time
 * said first stays first: «С первого июня работать по летнему графику». Null for a question, the meeting's
 * procedure («переходим», «голосуем»), a statement with «мы» («мы получаем мало заявок») or another verb of its own.
 */
export function collectiveDecision(sentence: string): string | null {
  const said = sentence.trim().replace(/[.!…]+$/u, '');
  if (!said || /\?$/u.test(said)) return null;
  // «…, как комиссия сказала»: whose idea it was is no part of the decision.
  const text = said.replace(/,\s*как\s+(?:\p{L}+\s+){0,3}(?:сказал\p{L}*|предложил\p{L}*|рекомендовал\p{L}*|советовал\p{L}*|просил\p{L}*)$/iu, '');
  const decided = ourDecision(text);
  if (decided) return decided;
  // «Осмотр проводим каждый день, всех с простудой отправляем домой»: several decisions in a row, each of «ours».
  const lead = LEAD_WORDS.exec(text)![0];
  const clauses = text.slice(lead.length).split(/\s*[,;]\s*(?:и\s+)?/u).filter(Boolean);
  if (clauses.length >= 2) {
    const recurring = RECURRING.test(foldRu(text));
    const each = clauses.map((clause) => ourDecision(clause, recurring));
    if (each.every(Boolean)) return each.map((one, index) => (index === 0 ? one! : lowerFirst(one!))).map((one) => one.replace(/\.$/u, '')).join(', ') + '.';
  }
  // «Остаёмся на старом поставщике, а летом ещё раз посмотрим»: the decision, then the meeting's own plans.
  const [first, rest] = text.split(/,\s+(?:а|но)\s+/u, 2) as [string, string | undefined];
  if (rest === undefined) return null;
  const restWords = (rest.match(/[\p{L}][\p{L}-]*/gu) ?? []).map(foldRu);
  return restWords.some((word) => PROCEDURE.has(word)) ? ourDecision(first) : null;
}

const lowerFirst = (s: string) => s.charAt(0).toLocaleLowerCase('ru-RU') + s.slice(1);

function ourDecision(text: string, recurring = false): string | null {
  const body = text.slice(LEAD_WORDS.exec(text)![0].length);
  const words = [...body.matchAll(/[\p{L}][\p{L}-]*/gu)];
  if (words.length < 2 || words.length > MAX_WORDS) return null;
  const folded = words.map((w) => foldRu(w[0]));
  if (folded.some((w) => /^(?:мы|я|вы|ты|он|она|они|нам|мне|если|когда|чтобы|потому)$/u.test(w))) return null;
  const at = folded.findIndex((w, index) => index < 5 && isOurAction(w));
  if (at < 0 || PROCEDURE.has(folded[at]!)) return null;
  // One action: another finite verb or an imperative in the sentence is someone's statement or task.
  if (folded.some((w, index) => index !== at && (isFiniteVerb(w) || isSureImperative(w) || isOurAction(w)))) return null;
  const verb = words[at]!;
  const said = infinitiveOf(verb[0]);
  if (!said) return null;
  // «направляем» → «направить»: a decision is done once, unless it is said to recur («каждый день», «по графику»).
  const infinitive = recurring || RECURRING.test(foldRu(body)) ? said : perfectiveOf(said);
  const before = body.slice(0, verb.index).replace(/[\s,]+$/u, '');
  const after = body.slice(verb.index! + verb[0].length).replace(/^[\s,]+/u, '');
  const timeFirst = /^(?:с|со|до|в|во|к|ко|после|начиная)(?!\p{L})/iu.test(before);
  const lower = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLocaleLowerCase('ru-RU') + s.slice(1) : s);
  const decided = timeFirst ? `${before} ${infinitive} ${after}` : `${infinitive} ${lower(before)} ${after}`;
  const clean = decided.replace(/\s+/gu, ' ').replace(/\s+([,.;:])/gu, '$1').trim();
  return `${upperFirst(clean)}.`;
}

/**
 * «Целевой взнос на стабилизатор по 1500 с участка.» — a proposal voted or agreed as a bare noun phrase — written as
 * a decision is: «Утвердить целевой взнос на стабилизатор …» (the phrase's head in the accusative). A text with a
 * verb, or one that does not open with a noun in the nominative, is kept as said.
 */
export function completeDecision(said: string): string {
  const text = withoutDeixis(said);
  const words = text.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  if (words.length === 0) return text;
  if (words.some((word) => isVerbForm(word))) return withoutDeixis(decidedText(infinitiveFirst(text)));
  const object = accusativeOf(text.charAt(0).toLocaleLowerCase('ru-RU') + text.slice(1));
  if (!object) return text;
  const head = foldRu(object).match(/\p{L}+/gu)?.find((word) => DECISION_VERBS.some(([noun]) => noun.test(word)));
  const verb = DECISION_VERBS.find(([noun]) => head && noun.test(head))?.[1] ?? 'Утвердить';
  return `${verb} ${object}`;
}

/**
 * «всему цеху внеплановый инструктаж провести», «учебную эвакуацию провести в корпусе» → the infinitive first, as a
 * decision is written. Only an object of a few words said first, with no verb and no comma before the infinitive.
 */
function infinitiveFirst(text: string): string {
  const words = [...text.matchAll(/[\p{L}][\p{L}-]*/gu)];
  const at = words.findIndex((word) => isInfinitiveWord(word[0]));
  if (at < 1 || at > OBJECT_FIRST_WORDS || words.slice(0, at).some((word) => isVerbForm(word[0]))) return text;
  const verb = words[at]!;
  const before = text.slice(0, verb.index).trim();
  if (/[,;:—–]/u.test(before)) return text;
  return `${verb[0]} ${before}${text.slice(verb.index! + verb[0].length)}`;
}

const OBJECT_FIRST_WORDS = 4;

/** «по этой смете» → «по смете»: the talk points at what it discussed; the protocol names it without pointing. */
function withoutDeixis(text: string): string {
  return text.replace(/(?<=(?:^|\s)(?:по|в|на|за|к|о|об|с|из|от|для|под|при)\s+)(?:этой|этому|этим|этом|этого|этот|эту|эти|этих|это)\s+(?=\p{L})/giu, '');
}

/** The verb a protocol puts with its object: a contract is concluded, a fee set, a plan or a budget approved. */
const DECISION_VERBS: [RegExp, string][] = [
  [/^(?:договор|соглашени|контракт)/u, 'Заключить'],
  [/^(?:взнос|тариф|размер|срок|плат|надбавк|норм[уау]?$)/u, 'Установить'],
  [/^(?:ремонт|конкурс|проверк|замен|субботник|аудит|инвентаризаци|собрани|благоустройств|утренник|праздник|мероприят|экскурси|акци|осмотр)/u, 'Провести'],
];

/** Words a decision may end with and still say too little: «Одобрить сделку.», «Рекомендовать к изданию.» */
const SHORT_DECISION_WORDS = 4;
const stemOf = (word: string) => stemWord(foldRu(word));

/**
 * «Одобрить сделку.» under «Об одобрении сделки по аренде склада» → «Одобрить сделку по аренде склада.»: a short
 * decision whose last word is a noun of the question's wording takes the words that follow that noun there, as a
 * secretary completes what the room left unsaid. Anything else is kept as it is.
 */
export function withQuestionSubject(decision: string, title: string | null): string {
  if (!title || /^Голосовали/u.test(decision)) return decision;
  const words = decision.match(/[\p{L}][\p{L}-]*/gu) ?? [];
  if (words.length < 2 || words.length > SHORT_DECISION_WORDS || !/[.!]$/u.test(decision.trim())) return decision;
  const last = words.at(-1)!;
  if (last.length < 4) return decision;
  const titleWords = [...title.matchAll(/[\p{L}][\p{L}-]*/gu)];
  const at = titleWords.findIndex((word, index) => index > 0 && stemOf(word[0]) === stemOf(last));
  if (at < 0 || at === titleWords.length - 1) return decision;
  const following = title.slice(titleWords[at]!.index! + titleWords[at]![0].length).replace(/[.!]+$/u, '').trim();
  if (!following) return decision;
  return `${decision.trim().replace(/[.!]+$/u, '')} ${following}.`;
}

const ORDINAL_STEMS: [RegExp, number][] = [[/^перв/u, 1], [/^втор/u, 2], [/^трет/u, 3], [/^четв[её]рт/u, 4], [/^пят/u, 5]];
const ORDINAL = '(?:перв|втор|трет|четв[её]рт|пят)(?:ый|ое|ая|ий|ье|ья|ой|ую|ого|ом)';
const OPTION_NOUN = '(?:вариант\\p{L}*|предложени\\p{L}*|пут\\p{L}*|способ\\p{L}*)';
/** «Первый — скидка десять процентов.», «Второе: «Техноснаб», триста сорок тысяч.», «Вариант второй — …» */
const LISTED_OPTION = new RegExp(`^(?:(?:а|и|ну|да)[,\\s]+)*(?:${OPTION_NOUN}\\s+)?(?<ordinal>${ORDINAL})(?:\\s+${OPTION_NOUN})?\\s*(?:[—–:]|\\s-)\\s*(?<text>.{3,})$`, 'u');
const CHOSEN_OPTION = new RegExp(`(?<!\\p{L})(?<ordinal>${ORDINAL})\\s+${OPTION_NOUN}(?!\\p{L})`, 'u');

const ordinalNumber = (word: string) => ORDINAL_STEMS.find(([stem]) => stem.test(word))?.[1] ?? null;

/** The options listed by number in what was said on a question: «Первый — …. Второй — ….» → {1: «…», 2: «…»}. */
export function listedOptions(sentences: readonly string[]): Map<number, string> {
  const options = new Map<number, string>();
  for (const sentence of sentences) {
    const body = sentence.trim().replace(/[.!…]+$/u, '');
    const folded = foldRu(body);
    const listed = LISTED_OPTION.exec(folded);
    const number = listed && ordinalNumber(listed.groups!.ordinal!);
    if (number) options.set(number, body.slice(folded.length - listed.groups!.text!.length).trim());
  }
  return options;
}

/**
 * «Берём второй вариант, монтаж в подарок» after «Второй — при покупке котла монтаж в подарок»: the option chosen by
 * its number is written out, as a secretary does: «Взять второй вариант — при покупке котла монтаж в подарок.»
 * What the decision said after it and the option already holds is not repeated. Any other decision is kept.
 */
export function withListedOption(decision: string, options: ReadonlyMap<number, string>): string {
  const folded = foldRu(decision);
  const chosen = CHOSEN_OPTION.exec(folded);
  const option = chosen && options.get(ordinalNumber(chosen.groups!.ordinal!) ?? 0);
  if (!chosen || !option) return decision;
  const end = chosen.index + chosen[0].length;
  const optionStems = new Set((option.match(/[\p{L}\d][\p{L}\d-]*/gu) ?? []).map(stemOf));
  const rest = decision
    .slice(end)
    .replace(/[.!…]+$/u, '')
    .split(/\s*,\s*/u)
    .filter((clause) => clause.trim() && !(clause.match(/[\p{L}\d][\p{L}\d-]*/gu) ?? []).every((word) => word.length <= 2 || optionStems.has(stemOf(word))));
  return `${decision.slice(0, end)} — ${option.replace(/[.!…]+$/u, '')}${rest.map((clause) => `, ${clause.trim()}`).join('')}.`;
}

/**
 * «Собрать три предложения с ценами, и вынести на следующее собрание.» → two decisions, as a secretary numbers them:
 * each part after «, и» (or a bare comma) that opens with an infinitive of its own. Anything else is one decision.
 */
export function splitDecision(decision: string): string[] {
  const parts = decision.replace(/[.!…]+$/u, '').split(/,\s*(?:и\s+)?(?=[\p{L}-]+(?:ть|ти|чь)(?:ся)?(?!\p{L}))/u);
  const actions = parts.filter((part) => {
    const first = /^[\p{L}-]+/u.exec(part.trim())?.[0];
    return !!first && isInfinitiveWord(first) && part.trim().split(/\s+/u).length >= 2;
  });
  if (parts.length < 2 || actions.length !== parts.length) return [decision];
  return parts.map((part) => `${upperFirst(part.trim())}.`);
}

const isInfinitiveWord = (word: string) => /(?:ть|ти|чь)(?:ся)?$/u.test(foldRu(word)) && !isFiniteVerb(word);

/** Words of an option's description kept after its name: the price, the term said with it. */
const OPTION_WORDS = 6;

/**
 * «Нижний Новгород» chosen by a vote, put forward as «Есть вариант подешевле, Нижний Новгород, одиннадцать
 * тысяч»: the option with what was said of it where it was named first («Нижний Новгород, одиннадцать тысяч»).
 */
export function describedOption(option: string, sentences: readonly string[]): string {
  const name = foldRu(option);
  for (const sentence of sentences) {
    const at = foldRu(sentence).indexOf(name);
    if (at < 0) continue;
    const after = /^\s*,\s*(?<said>[^.!?]+)/u.exec(sentence.slice(at + name.length))?.groups?.said?.trim();
    if (!after || after.split(/\s+/u).length > OPTION_WORDS) return option;
    return `${option}, ${after}`;
  }
  return option;
}
