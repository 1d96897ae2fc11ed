import { foldRu } from '../../lib/russian/index.ts';
import { findDeadline, monthEndDeadline } from '../tasks/index.ts';
import { ORDINAL_WORDS, parseOrdinal } from '../numbers/index.ts';
import { imperativeWeight, isOurAction, infinitiveOf, infinitivesOf, isAdjective, isCommonWord, isNoun, isPastVerb as isFiniteVerbPast, isThirdPersonFuture, roleDative, serviceDative, isFiniteVerb, isFirstPersonFuture, isImperative, isInfinitive, isSecondPerson, isSecondPersonFuture, isSureImperative, perfectiveOf } from './morphology.ts';
import { samePerson, type Address, type MeetingPeople, type NamedPerson } from './people.ts';
import { upperFirst } from '../protocol-text/index.ts';

/**
 * Tasks as a chair gives them: «Виктор Алексеевич, до четвёртого декабря составьте график …» (an address and an
 * imperative in any verb: the dictionary reads the mood), «поручить Кузнецову подготовить …», «пусть Петрова
 * подготовит …», «нужно, чтобы Сидоров проверил …», «Ольга Николаевна, вам нужно подготовить …». The action is
 * written as an infinitive (the verb's dictionary form), the deadline read from the sentence.
 */
export interface SpokenAssignment {
  person: NamedPerson | null;
  /** Whom the task is given to by role, when no person is named: «старосте» (dative, as «Поручить старосте …»). */
  role?: string;
  /** Others given the same task at once: «Артём, Виталий Петрович, отберите вдвоём …». */
  together?: NamedPerson[];
  /** «Составить график дополнительных занятий …» */
  essence: string;
  deadline: string | null;
}

const WORD = /[\p{L}][\p{L}-]*/gu;
/** Imperatives that hand over the floor or keep the talk going, not tasks. */
const TALK = new Set(['скажите', 'расскажите', 'доложите', 'продолжайте', 'говорите', 'начинайте', 'давайте', 'послушайте', 'подождите', 'извините', 'садитесь', 'прошу', 'представьтесь', 'подскажите', 'напомните', 'поясните', 'смотрите', 'слушайте', 'дайте', 'давай', 'начинай', 'говори', 'рассказывай', 'продолжай', 'докладывай']);
/** The same verbs in any form («рассказывайте», «докладывай»): the talk itself, not work to do. */
const TALK_VERBS = new Set(['рассказать', 'рассказывать', 'доложить', 'докладывать', 'сказать', 'говорить', 'продолжать', 'продолжить', 'начинать', 'начать', 'подождать', 'послушать', 'слушать', 'садиться', 'представиться', 'подсказать', 'пояснить', 'смотреть']);
const isTalk = (folded: string) => TALK.has(folded) || (isImperative(folded) && TALK_VERBS.has(infinitiveOf(folded) ?? ''));
const TRIGGER = /(?<!\p{L})(?:поручить|поручаю|поручается|поручим|возложить|обязать|дать\s+поручение)(?!\p{L})/u;
const LET = /(?<!\p{L})пусть(?!\p{L})/u;
const NEED_THAT = /(?<!\p{L})(?:нужно|надо|необходимо|прошу|попрошу|хочу)\s*,?\s+чтобы(?!\p{L})/u;
const NEED = /(?<!\p{L})(?:(?:вам|тебе)\s+)?(?:нужно|надо|необходимо|прошу|просьба|попрошу|поручаю\s+вам|не\s+забудьте)(?!\p{L})/u;
/** «Виталия Петровича попрошу вычитать …», «попрошу Ершова проверить …»: a request naming the one asked. */
const REQUEST = /(?<!\p{L})(?:попрошу|прошу|просим|попросим)(?!\p{L})/u;
const FILLER = /^(?:вы|ты|тогда|также|ещ[её]|пожалуйста|уж|же|и|а|обязательно|срочно)$/u;

interface WordAt {
  text: string;
  index: number;
}

const wordsOf = (text: string): WordAt[] => [...text.matchAll(WORD)].map((m) => ({ text: m[0], index: m.index }));

/** The action from the verb on, the deadline phrase and fillers cut out: «Составить график … для девятого «Б»». */
/** The text between `from` and `to` without the deadline phrase. */
function without(text: string, from: number, to: number, deadline: { index: number; length: number } | null): string {
  if (!deadline || deadline.index + deadline.length <= from || deadline.index >= to) return text.slice(from, to);
  return `${text.slice(from, Math.max(from, deadline.index))} ${text.slice(Math.min(to, deadline.index + deadline.length), to)}`;
}

const FILLERS = /(?<!\p{L})(?:вы|ты|пожалуйста|тогда|также|значит|же|ну|так|ещ[её]|обязательно|срочно|уж)(?!\p{L})/giu;

/**
 * The action: the infinitive, the words said before the verb («заявку повторите» → «повторить заявку»), the words
 * after it; the deadline phrase and fillers («значит», «пожалуйста») cut out.
 */
function essenceFrom(text: string, verb: WordAt, infinitive: string, deadline: { index: number; length: number } | null, from: number): string {
  const verbEnd = verb.index + verb.text.length;
  // Only the clause of the verb: «сопровождающим поедете вы, а списки сдайте» keeps «списки».
  let before = without(text, from, verb.index, deadline)
    .split(/[,;:—–]/u)
    .at(-1)!
    // «и смету …»: a conjunction opening the clause; «для сайта и рассылки» keeps its own.
    .replace(/^\s*(?:(?:а|и)\s+)+/iu, ' ')
    .replace(FILLERS, ' ')
    .replace(/(?:\s+(?:а|и))+\s*$/iu, ' ')
    .replace(/[\s,.;:!?—–-]+/gu, ' ')
    .trim();
  let rest = without(text, verbEnd, text.length, deadline)
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/^(?:\s*(?:вы|пожалуйста|тогда|также|же)(?!\p{L}),?)+/iu, '')
    .replace(/[\s,.;:!?—–-]+$/u, '')
    .trim();
  // «… в газете а пока будем дежурить сами …» (recognised speech without commas): «а» and a verb open a new clause.
  // «…, а потом обсудим»: what «we» do next is no part of the task either.
  const but = /,?\s+а\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/u.exec(rest);
  const next = but ? but[1]!.split(/\s+/u) : [];
  if (but && (next.some((w) => isOurAction(w)) || (!but[0].startsWith(',') && next.some((w) => isFiniteVerb(w))))) rest = rest.slice(0, but.index);
  // «составил график, я прослежу»: the speaker's own clause after the task is no part of it.
  rest = rest.replace(/,\s*(?:а\s+)?(?:я|мы)\s.*$/iu, '');
  // «…, чтобы не рисковать», «…, иначе встанем», «…, чек мне»: why, or an aside, said after a task with its object.
  // «…, копию мне», «… и чек мне»: a copy for the chair is no part of the task.
  rest = rest.replace(/(?:,\s*(?:и\s+)?|(?:^|\s+)и\s+)(?:[\p{L}-]+\s+){0,2}(?:мне|нам)(?=[\s,.;!]*$)/iu, '');
  // «Годовой отчёт подготовит …»: a sentence's capital is no name's.
  const opening = /^\p{Lu}[\p{Ll}-]*/u.exec(before);
  if (opening && !text.slice(0, from).trim() && isCommonWord(opening[0])) before = `${opening[0].toLocaleLowerCase('ru-RU')}${before.slice(opening[0].length)}`;
  if (before && /\p{L}/u.test(before)) rest = `${before}${rest && !/^[,.;:]/u.test(rest) ? ' ' : ''}${rest}`;
  // «соберите деньги и подготовьте договор»: every imperative of the task becomes an infinitive.
  rest = rest.replace(/[\p{L}-]+/gu, (word) => (isSureImperative(word) ? (infinitiveOf(word) ?? word) : word));
  // «пусть разошлёт претензии, а по сорок седьмой подготовит иск»: the task's second verb, said as the first was.
  if (isThirdPersonFuture(verb.text)) rest = rest.replace(/(?<=(?:,\s*(?:а|и)?|\sи)\s+(?:[\p{L}-]+\s+){0,3}?)([\p{L}-]+)/gu, (word) => (isThirdPersonFuture(word) ? (infinitiveOf(word) ?? word) : word));
  // «отберите вдвоём», «сделайте вместе»: who does it together is said by the names, not kept as a word.
  rest = rest.replace(/(?<!\p{L})(?:вдвоём|вдвоем|втроём|втроем|вместе)(?!\p{L})\s*/giu, '');
  // «…, и костюмы должны быть готовы»: a clause after «, и» / «, а» with no action of its own is no part of the task.
  rest = rest
    .split(/(?=,\s*(?:и|а)\s)/u)
    .filter((clause, index) => index === 0 || wordsOf(clause).some((w) => isInfinitive(foldRu(w.text)) && foldRu(w.text) !== 'быть'))
    .join('');
  const essence = `${infinitive}${rest && !/^[,.;:]/u.test(rest) ? ' ' : ''}${rest}`
    .replace(/,?\s*пожалуйста\s*,?/giu, ' ')
    // Spoken fillers and «мне» (to the chair, who gives the task): a secretary writes neither.
    .replace(/(?:,\s*)?(?<!\p{L})(?:ну|вот|короче|как\s+бы|типа|в\s+общем|это\s+самое|мне|сам|сама)(?!\p{L})(?:\s*,(?=\s))?/giu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:])/gu, '$1')
    // «…, чтобы в четверг выкатить», «…, иначе встанем»: why the task is given, said after the task and its object.
    .replace(/^(\S+\s+[^,]*\p{L}[^,]*),\s*(?:чтобы|чтоб|иначе|а\s+то|потому\s+что|так\s+как|раз|это\s+срочно|пусть\s+знают)(?!\p{L}).*$/iu, '$1')
    .trim();
  return upperFirst(essence);
}

/** The first word after `from` that the test accepts, skipping fillers and the deadline phrase. */
function firstVerb(words: WordAt[], from: number, test: (word: string, at: number) => boolean, limit = 8): WordAt | null {
  let seen = 0;
  for (const [at, word] of words.entries()) {
    if (word.index < from) continue;
    if (seen++ > limit) return null;
    const folded = foldRu(word.text);
    if (isTalk(folded)) return null;
    if (test(folded, at)) return word;
  }
  return null;
}

/**
 * The imperative of a task: a word whose main reading is one, or an ambiguous one («пришли», «три», «соли») that
 * opens its clause (after the address, a comma or a filler) with no sure imperative just after it: «Алла
 * Викторовна, пришлите …», «…, пришли список», not «спасибо, что пришли», «против три», «соли купите».
 */
function imperativeAt(text: string, words: readonly WordAt[], at: number, from: number): boolean {
  const word = words[at]!;
  const folded = foldRu(word.text);
  if (isSureImperative(folded)) return true;
  if (!isImperative(folded)) return false;
  // «Галина Алексеевна, день села у нас …»: a noun whose imperative reading the dictionary barely knows («деть»).
  if (isNoun(folded) && imperativeWeight(folded) < RARE_IMPERATIVE) return false;
  // «…, слесарь был дважды»: a noun just before a verb in the past or the 3rd person is its subject, not a command.
  const following = words[at + 1] && foldRu(words[at + 1]!.text);
  if (isNoun(folded) && following && isFiniteVerb(following) && !isImperative(following)) return false;
  const previous = words[at - 1];
  const opensClause = !previous || previous.index < from || /[,;:—–]/u.test(text.slice(previous.index + previous.text.length, word.index)) || FILLER.test(foldRu(previous.text));
  if (!opensClause) return false;
  return !words.slice(at + 1, at + 4).some((next) => isSureImperative(foldRu(next.text)));
}

/**
 * «Провести внеплановый инструктаж.» decided, then «Роман Игоревич, до двадцатого проведите»: a task of a bare verb
 * takes its object from the decision just made with the same verb. Anything else is kept.
 */
export function withDecidedObject(essence: string, decision: string | undefined): string {
  const bare = /^(?<verb>[\p{L}-]+)(?<rest>(?:,.*)?)$/u.exec(essence.trim());
  const decided = decision?.trim().replace(/[.!…]+$/u, '');
  const verb = decided && /^[\p{L}-]+/u.exec(decided)?.[0];
  if (!bare || !decided || !verb || foldRu(verb) !== foldRu(bare.groups!.verb!) || decided.split(/\s+/u).length < 2) return essence;
  return `${decided}${bare.groups!.rest}`;
}

const PLACE = /^(?:в|во|на|для|по|к|ко|из|от|о|об|про)$/u;

/** The capitalised word just after «попрошу» or just before it, read as an accusative surname. */
function requestedByAccusative(text: string, request: RegExpExecArray, people: MeetingPeople): Address | null {
  const end = request.index + request[0].length;
  const after = /^\s+(?<word>\p{Lu}[\p{Ll}-]+)/u.exec(text.slice(end));
  const before = /(?<word>\p{Lu}[\p{Ll}-]+)\s+(?:(?:я|тогда|ещё|еще|также)\s+)*$/u.exec(text.slice(0, request.index));
  for (const [word, from] of [
    [after?.groups?.word, after ? end + after[0].length - after.groups!.word!.length : -1],
    [before?.groups?.word, before?.index ?? -1],
  ] as const) {
    if (!word || from < 0) continue;
    const person = people.byAccusativeSurname(word);
    if (person) return { person, from, to: from + word.length };
  }
  return null;
}

/** Below this share of its dictionary weight an imperative reading of a noun is no imperative. */
const RARE_IMPERATIVE = 0.05;

export interface AssignmentContext {
  people: MeetingPeople;
  meetingDate: string;
  /** The person the speaker was addressing just before (a sentence that only named them, or the floor). */
  addressee: NamedPerson | null;
  /** The next meeting's date, when known: what «к следующему заседанию» means. */
  nextMeetingDate?: string | null;
}

/** The task a sentence gives, if it gives one. */
export function findAssignment(sentence: string, context: AssignmentContext): SpokenAssignment | null {
  const text = sentence.trim();
  if (!text) return null;
  const folded = foldRu(text);
  const mentions = context.people.mentions(text);
  const address = leadingAddress(text, mentions);
  // «Макс, макеты к двадцать пятому сделаешь?»: a request asked as a question, with its deadline, is a task.
  if (/\?\s*$/u.test(text)) return address ? futureTask(text, address, context) : null;
  const vocative = address ? null : vocativeAfterVerb(text, mentions);
  if (vocative) {
    // The name taken out, the sentence reads as one said to that person.
    const said = `${text.slice(0, vocative.from).replace(/[\s,]+$/u, '')} ${text.slice(vocative.to).replace(/^[\s,]+/u, '')}`;
    return findTask(said, foldRu(said), context.people.mentions(said), null, { ...context, addressee: vocative.person });
  }
  const together = address ? coAddressees(text, mentions, address) : [];
  const task = findTask(text, folded, mentions, address, context);
  if (!task || together.length === 0 || !task.person) return task;
  return { ...task, together };
}

function findTask(text: string, folded: string, said: readonly Address[], address: Address | null, context: AssignmentContext): SpokenAssignment | null {
  let mentions = said;
  const trigger = TRIGGER.exec(folded);
  const letting = mentions.length > 0 ? LET.exec(folded) : null;
  const needThat = mentions.length > 0 ? NEED_THAT.exec(folded) : null;
  // Most sentences give no task: the costlier reading (dates, the dictionary) only where one may be given.
  const asked = REQUEST.exec(folded);
  // «Попрошу Сомова проверить акты»: a bare surname in the accusative, which alone names no one for sure.
  // After «попрошу» the surname is in the accusative: that reading wins over «Карпова» the nominative of a namesake.
  const accusative = asked ? requestedByAccusative(text, asked, context.people) : null;
  if (accusative) mentions = [...mentions.filter((m) => m.to <= accusative.from || m.from >= accusative.to), accusative].sort((a, b) => a.from - b.from);
  const request = mentions.length > 0 ? asked : null;
  if (!trigger && !request && !LET.test(folded) && !NEED_THAT.test(folded) && !address && !context.addressee && mentions.length === 0) return null;
  const words = wordsOf(text);
  const after = (at: number) => mentions.find((m) => m.from >= at) ?? null;
  const make = (person: NamedPerson | null, verb: WordAt | null, from: number): SpokenAssignment | null => {
    if (!verb) return null;
    const infinitive = infinitiveOf(verb.text);
    if (!infinitive) return null;
    // The date is read only for a task: most sentences give none.
    const found = findDeadline(text, context.meetingDate, context.nextMeetingDate) ?? monthEndDeadline(text, context.meetingDate);
    const deadline = found ? { index: found.index, length: found.length } : null;
    return { person, essence: essenceFrom(text, verb, infinitive, deadline, Math.min(from, verb.index)), deadline: found?.date ?? null };
  };
  const verbAfter = (at: number, test: (w: string) => boolean) => firstVerb(words, at, test);

  if (trigger) {
    const owner = after(trigger.index + trigger[0].length);
    const from = owner ? owner.to : trigger.index + trigger[0].length;
    return make(owner?.person ?? context.addressee, verbAfter(from, isInfinitive), from);
  }
  if (letting) {
    const owner = after(letting.index);
    if (owner) return make(owner.person, verbAfter(owner.to, isFiniteVerb), owner.to);
  }
  if (needThat) {
    const owner = after(needThat.index);
    if (owner) return make(owner.person, verbAfter(owner.to, isFiniteVerb), owner.to);
  }
  if (request) {
    // The one asked is named just before «попрошу» or just after it, the action an infinitive after both.
    const end = request.index + request[0].length;
    const owner = mentions.find((m) => m.to <= request.index && !/\p{L}/u.test(text.slice(m.to, request.index).replace(/(?<!\p{L})(?:я|тогда|ещё|еще|также|и)(?!\p{L})/giu, '')))
      ?? mentions.find((m) => m.from >= end && !/[\p{L},.;]/u.test(text.slice(end, m.from)));
    if (owner) {
      const from = Math.max(owner.to, end);
      const task = make(owner.person, verbAfter(from, isInfinitive), from);
      if (task) return task;
    }
  }
  // «Нужно, чтобы староста составил график», «пусть завхоз закажет …», «пусть бухгалтерия выставит счета»: a role
  // or a service names who, and no person.
  const byRole = NEED_THAT.exec(folded) ?? LET.exec(folded);
  if (byRole && mentions.length === 0) {
    const from = byRole.index + byRole[0].length;
    const next = words.find((w) => w.index >= from);
    // «Пусть в субботу выйдет …»: a preposition names no one.
    const role = next && next.text.length >= 3 ? next : undefined;
    const person = role && roleDative(role.text);
    const service = role && !person ? serviceDative(role.text) : null;
    if (role && (person || service)) {
      const task = make(null, verbAfter(role.index + role.text.length, isFiniteVerb), role.index + role.text.length);
      // A service does what it is asked to with an object: «пусть погода наладится» is no task.
      const acts = task && (person || (task.essence.split(/\s+/u).length >= 2 && !/(?:ся|сь)$/u.test(task.essence.split(/\s+/u)[0]!)));
      if (task && acts) return { ...task, role: (person ?? service)! };
    }
  }
  // «График составит Геннадий Борисович», «отчёт подготовит Иванов»: the one named just after the verb does it.
  const named = mentions.find((m) => {
    const verb = words.filter((w) => w.index + w.text.length <= m.from).at(-1);
    return verb && !/[,.;:!?]/u.test(text.slice(verb.index + verb.text.length, m.from)) && isThirdPersonFuture(foldRu(verb.text)) && !isFiniteVerbPast(verb.text);
  });
  if (named && !address) {
    const said = `${text.slice(0, named.from)}${text.slice(named.to)}`;
    const saidWords = wordsOf(said);
    const verbAt = saidWords.findLastIndex((w) => w.index + w.text.length <= named.from);
    const verb = saidWords[verbAt]!;
    // Its object is the noun just before the verb, with its adjectives: «по очереди график составит» → «график».
    let from = verb.index;
    // «заявку в снабжение подаст»: a noun, its adjectives, and a noun before a preposition that names where.
    for (let i = verbAt - 1, noun = false, reach = verbAt - 3; i >= 0 && i >= reach; i--) {
      const word = foldRu(saidWords[i]!.text);
      if (noun && PLACE.test(word) && i > 0 && isNoun(foldRu(saidWords[i - 1]!.text))) {
        noun = false;
        reach = i - 3;
        continue;
      }
      if (!noun ? !isNoun(word) : !isAdjective(word)) break;
      noun = true;
      from = saidWords[i]!.index;
    }
    const infinitive = infinitiveOf(verb.text);
    if (infinitive) {
      const found = findDeadline(said, context.meetingDate, context.nextMeetingDate);
      const essence = essenceFrom(said.slice(from), { text: verb.text, index: verb.index - from }, infinitive, found && found.index >= from ? { index: found.index - from, length: found.length } : null, 0);
      return { person: named.person, essence, deadline: found?.date ?? null };
    }
  }
  const person = address?.person ?? context.addressee;
  if (!person) return null;
  const start = address ? address.to : 0;
  const need = NEED.exec(folded.slice(start));
  if (need && need.index < 40) {
    const verb = verbAfter(start + need.index + need[0].length, isInfinitive);
    if (verb) return make(person, verb, start + need.index + need[0].length);
  }
  const imperative = firstVerb(words, start, (w, at) => !FILLER.test(w) && imperativeAt(text, words, at, start));
  if (imperative) return make(person, imperative, start);
  // «Галина Алексеевна, программу мне принесёте к двадцать пятому»: what the one addressed will do, said to them.
  const future = address ? futureTask(text, address, context) : null;
  if (future) return future;
  // «Отчёт берёшь ты», «вы возьмёте смету»: the verb said to «ты»/«вы» beside it gives the task too.
  const told = /(?<!\p{L})(?:ты|вы)\s+(?<after>[\p{L}-]+)|(?<before>[\p{L}-]+)\s+(?:ты|вы)(?!\p{L})/u.exec(text.slice(start));
  const verbWord = told && [told.groups!.after, told.groups!.before].find((w) => w && isSecondPerson(foldRu(w)));
  if (!told || !verbWord) return null;
  const verb = words.find((w) => w.index >= start + told.index && w.text === verbWord) ?? null;
  const task = make(person, verb, start);
  return task && { ...task, essence: task.essence.split(/,\s*/u)[0]!.replace(/\s+(?:ты|вы)$/iu, '') };
}

/**
 * «Макс, макеты для сайта к двадцать пятому сделаешь?», «Галина Алексеевна, программу принесёте к пятнице»: the one
 * addressed by name is told what they will do (the perfective future, 2nd person) and by when. Without a deadline
 * it is a question about the work («Вы это сделаете?»), not a task.
 */
function futureTask(text: string, address: Address, context: AssignmentContext): SpokenAssignment | null {
  const words = wordsOf(text);
  const verb = firstVerb(words, address.to, (w) => isSecondPersonFuture(w) && !isTalk(w), 12);
  const infinitive = verb && infinitiveOf(verb.text);
  // «к двадцать пятому сделаешь?»: a day said just before the verb ends its clause there.
  const found = verb && (findDeadline(text.slice(0, verb.index).trimEnd(), context.meetingDate, context.nextMeetingDate) ?? findDeadline(text, context.meetingDate, context.nextMeetingDate));
  if (!verb || !infinitive || !found) return null;
  const body = text.replace(/[?!.\s]+$/u, '');
  const essence = essenceFrom(body, verb, infinitive, { index: found.index, length: found.length }, address.to).replace(/(?<!\p{L})(?:ты|вы|сам|сама|сами)(?!\p{L})\s*/giu, '').trim();
  if (essence.split(/\s+/u).length < 2) return null;
  return { person: address.person, essence, deadline: found.date };
}

/**
 * The speaker's own promise with a deadline or «на мне»: «Смету я пришлю к пятнице», «Я закажу зал завтра, это на
 * мне». The verb in the 1st person singular future after «я», its clause as the task; «я прослежу» alone is none.
 */
export function ownPromise(sentence: string, meetingDate: string, nextMeetingDate: string | null = null): { essence: string; deadline: string | null } | null {
  const text = sentence.trim();
  if (/\?\s*$/u.test(text)) return null;
  const folded = foldRu(text);
  const me = /(?<!\p{L})я(?!\p{L})/u.exec(folded);
  if (!me) return null;
  const onMe = /(?<!\p{L})(?:это\s+)?на\s+мне(?!\p{L})/u.exec(folded);
  const found = findDeadline(text, meetingDate, nextMeetingDate);
  if (!found && !onMe) return null;
  const words = wordsOf(text);
  const verb = firstVerb(words, me.index + 1, (word) => isFirstPersonFuture(word) && !/(?:ем|им|ём)$/u.test(word), 4);
  const infinitive = verb && infinitiveOf(verb.text);
  if (!verb || !infinitive) return null;
  const clauseStart = Math.max(0, ...[...text.slice(0, verb.index).matchAll(/[,;:—–]/gu)].map((m) => m.index + 1));
  const said = onMe && onMe.index > verb.index ? text.slice(0, onMe.index) : text;
  // «Доступ я запрошу» → «запросить доступ»: the sentence's capital is no name's.
  const clause = /^\p{Lu}\p{Ll}/u.test(said) ? said.charAt(0).toLocaleLowerCase('ru-RU') + said.slice(1) : said;
  const essence = essenceFrom(clause, verb, infinitive, found ? { index: found.index, length: found.length } : null, clauseStart)
    .replace(/(?<!\p{L})(?:я|вам|тебе|сама|сам|лично)(?!\p{L})\s*/giu, '')
    // «Взять на себя воспоминания, сделаю, с тремя уже договорилась»: the promise is its first clause.
    .replace(/^([^,]*\p{L}+\s+\p{L}[^,]*),.*$/su, '$1')
    .replace(/[\s,.;:!?—–-]+$/u, '');
  if (essence.split(/\s+/u).length < 2) return null;
  return { essence, deadline: found?.date ?? null };
}

/**
 * «Замечания закрыть до двадцатого, это срочно.» — «Закрою до двадцатого.»: a member's short reply promising the
 * very action the chair just named (the same verb) makes it that member's task. The chair's clause with that verb,
 * the infinitive first, is its text; the deadline is the reply's, else the chair's.
 */
export function acceptedTask(reply: string, said: string, meetingDate: string, nextMeetingDate: string | null = null): { essence: string; deadline: string | null } | null {
  const words = wordsOf(reply).map((w) => foldRu(w.text));
  if (words.length === 0 || words.length > 6 || /\?\s*$/u.test(reply)) return null;
  const promised = words.filter((w) => isFirstPersonFuture(w) && !/(?:ем|им|ём)$/u.test(w)).flatMap((w) => infinitivesOf(w));
  if (promised.length === 0) return null;
  for (const part of said.split(/[,;]|\s[—–-]\s/u)) {
    // «Замечания закрыть …» → «Закрыть замечания»: the sentence's capital is no name's.
    const first = wordsOf(part)[0];
    const clause = first && isCommonWord(first.text) ? `${part.slice(0, first.index)}${first.text.toLocaleLowerCase('ru-RU')}${part.slice(first.index + first.text.length)}` : part;
    const verb = wordsOf(clause).find((w) => {
      const folded = foldRu(w.text);
      return (isInfinitive(folded) || isSureImperative(folded)) && infinitivesOf(folded).some((form) => promised.includes(form));
    });
    if (!verb) continue;
    const found = findDeadline(clause, meetingDate, nextMeetingDate);
    const essence = essenceFrom(clause, verb, infinitiveOf(verb.text)!, found ? { index: found.index, length: found.length } : null, 0);
    if (essence.split(/\s+/u).length < 2) return null;
    const own = findDeadline(reply, meetingDate, nextMeetingDate) ?? findDeadline(said, meetingDate, nextMeetingDate);
    return { essence, deadline: own?.date ?? null };
  }
  return null;
}

/**
 * «Я тогда у старых попробую выбить скидку.» — «Давай, попробуй, до конца месяца скажешь.»: the chair's short
 * imperative of the very verb a member just offered in the 1st person makes the offer that member's task; the
 * deadline is the chair's, else the offer's. Null when the chair's words name someone or are no such consent.
 */
export function acceptedOffer(reply: string, offer: string, meetingDate: string, nextMeetingDate: string | null = null): { essence: string; deadline: string | null } | null {
  const words = wordsOf(reply).map((w) => foldRu(w.text));
  if (words.length === 0 || words.length > ACCEPTING_WORDS || /\?\s*$/u.test(reply)) return null;
  const offered = new Set(wordsOf(offer).map((w) => foldRu(w.text)).filter((w) => isFirstPersonFuture(w) && !/(?:ем|им|ём)$/u.test(w)).flatMap((w) => infinitivesOf(w)));
  const verb = words.find((w) => isSureImperative(w) && !TALK.has(w) && infinitivesOf(w).some((form) => offered.has(form)));
  if (!verb) return null;
  const essence = offeredAction(offer, infinitiveOf(verb)!);
  if (!essence) return null;
  const found = findDeadline(reply, meetingDate, nextMeetingDate) ?? findDeadline(offer, meetingDate, nextMeetingDate);
  return { essence, deadline: found?.date ?? null };
}

const ACCEPTING_WORDS = 10;

/** Words that only place a clause in time or join it: «журнал потом покажете» is «показать журнал». */
const CLAUSE_LINKS = /^(?:потом|затем|тоже|также|ещё|еще|заодно|и|а)$/iu;

/**
 * «провести инструктаж, журнал потом покажете Кирилловой Е.В.»: a task's further clause said with the verb in the
 * 2nd person (or the imperative) is written as the task is, with «и» and the infinitive first: «провести
 * инструктаж и показать журнал Кирилловой Е.В.». Clauses without such a verb stay as said.
 */
export function withChainedClauses(essence: string): string {
  const [head, ...clauses] = essence.split(/,\s+/u);
  if (clauses.length === 0) return essence;
  const written = clauses.map((clause) => {
    const words = wordsOf(clause);
    const verb = words.find((w) => isSecondPersonFuture(foldRu(w.text)) || isSureImperative(foldRu(w.text)));
    const infinitive = verb && infinitiveOf(foldRu(verb.text));
    if (!verb || !infinitive) return `, ${clause}`;
    const others = words.filter((w) => w !== verb && !CLAUSE_LINKS.test(w.text));
    if (others.length === 0 || others.some((w) => /^(?:вы|ты|я|мы|он|она|они)$/iu.test(w.text))) return `, ${clause}`;
    const before = clause.slice(0, verb.index).split(/\s+/u).filter((w) => w && !CLAUSE_LINKS.test(w));
    const after = clause.slice(verb.index + verb.text.length).trim();
    return ` и ${[infinitive, ...before, after].filter(Boolean).join(' ')}`;
  });
  return `${head}${written.join('')}`;
}

/** «Кто ревьюит форму?», «А кто проверит акты?»: asked who will do something, the verb and what follows it. */
const WHO_DOES = /(?:^|[\s,])кто\s+(?:у\s+нас\s+|же\s+|тогда\s+)?(?<verb>\p{L}+)(?<rest>(?:\s+[^?]+)?)\?\s*$/u;
/** «Могу я.», «Давайте я.», «Я возьму.»: an offer to take on what was just asked about (a bare «Я.» may only answer who did). */
const I_WILL = /^(?:(?:ну|да|если\s+что|слушайте)[,\s]+)*(?:могу\s+я|я\s+могу|давайте\s+я|давай\s+я|я\s+возьму|возьму\s+я|я\s+сделаю|могу)\s*[.!]?$/u;
/** The chair's consent: «Давай ты, Алина.», «Да, берите.», «Хорошо, договорились.» */
const CONSENT = /^(?:(?:да|хорошо|ок|окей|ладно|отлично)[,\s]+)*(?:давай(?:те)?(?:\s+(?:ты|вы))?|бери(?:те)?|возьми(?:те)?|договорились|хорошо|да|ок|окей)(?:[,\s]+[\p{L}-]+){0,4}\s*[.!]?$/u;

/**
 * «А кто ревьюит форму Максима?» — «Могу я.» — the chair: «Давай ты, Алина.»: one who volunteers for what was asked
 * about, with the chair's consent, has it as a task. The action (the asked verb as a perfective infinitive and its
 * words), or null when the three are no such exchange.
 */
export function volunteeredTask(asked: string, volunteer: string, consent: string): string | null {
  const question = WHO_DOES.exec(foldRu(asked.trim()));
  if (!question || !I_WILL.test(foldRu(volunteer.trim())) || !CONSENT.test(foldRu(consent.trim()))) return null;
  const verb = question.groups!.verb!;
  // «Кто был на объекте?» asks what happened, not who will do it.
  if (!isFiniteVerb(verb) || isFiniteVerbPast(verb)) return null;
  const infinitive = infinitiveOf(verb);
  if (!infinitive) return null;
  const end = asked.trim().length - 1;
  const rest = asked.trim().slice(end - question.groups!.rest!.length, end).trim();
  return upperFirst(`${perfectiveOf(infinitive)}${rest ? ` ${rest}` : ''}`);
}

/**
 * «Я могу памятку для родителей сделать.» — «Да, сделайте, …»: the chair's bare imperative takes its object from
 * what the member just offered with the same verb. The offer's clause, the infinitive first; null when the offer
 * has no such verb.
 */
export function offeredAction(offer: string, infinitive: string): string | null {
  if (/\?\s*$/u.test(offer)) return null;
  for (const part of offer.split(/[,;]|\s[—–-]\s/u)) {
    const words = wordsOf(part);
    const verb = words.find((w) => infinitivesOf(foldRu(w.text)).includes(infinitive.toLowerCase()));
    if (!verb) continue;
    const said = part.replace(/(?<!\p{L})(?:я|мы|могу|можем|готов|готова|готовы|сам|сама|тогда|ну|вот)(?!\p{L})/giu, ' ').replace(/\s+/gu, ' ').trim();
    const at = wordsOf(said).find((w) => w.text === verb.text);
    if (!at) return null;
    const first = wordsOf(said)[0]!;
    const clause = first.index === at.index || !isCommonWord(first.text) ? said : `${first.text.toLocaleLowerCase('ru-RU')}${said.slice(first.text.length)}`;
    const essence = essenceFrom(clause, at, infinitive, null, 0);
    return essence.split(/\s+/u).length >= 2 ? essence : null;
  }
  return null;
}

/**
 * «Проект доработать с учётом замечаний.»: the chair's directive — an infinitive among its first words, no verb of
 * the speaker's own and no question. Read as a decision; a following «Юрий Константинович, в течение двух недель.»
 * makes it that person's task.
 */
export function directive(sentence: string, head = 4): boolean {
  const text = sentence.trim();
  if (/\?\s*$/u.test(text)) return false;
  const words = wordsOf(text).map((w) => foldRu(w.text));
  if (words.length < 3) return false;
  if (words.some((w) => /^(?:я|мы|вы|ты|он|она|они|надо|нужно|можно|нельзя|хочу|хотим|будем|буду)$/u.test(w))) return false;
  if (!words.slice(0, head).some((w) => isInfinitive(w) && !TALK.has(w))) return false;
  return !words.some((w) => !isInfinitive(w) && (isFiniteVerb(w) || isImperative(w)));
}

/**
 * «И смету пересчитать до пятницы, это тоже вам»: a directive handed, in the same sentence, to the one just
 * addressed. Its text without the deadline and the hand-over, and the deadline; null for anything else.
 */
export function directiveToAddressee(sentence: string, meetingDate: string, nextMeetingDate: string | null = null): { text: string; deadline: string | null } | null {
  const handed = /^(?:(?:и|а|также)\s+)?(?<task>.+?)\s*[,—–-]\s*(?:и\s+)?это\s+(?:тоже\s+|также\s+)?(?:вам|тебе|на\s+вас|на\s+тебе|за\s+вами)[.!]?$/iu.exec(sentence.trim());
  if (!handed || !directive(handed.groups!.task!, 6)) return null;
  const task = handed.groups!.task!;
  const found = findDeadline(task, meetingDate, nextMeetingDate);
  const text = found ? `${task.slice(0, found.index)} ${task.slice(found.index + found.length)}` : task;
  return { text: text.replace(/\s+/gu, ' ').replace(/[\s,]+$/u, '').trim(), deadline: found?.date ?? null };
}

/** «Юрий Константинович, в течение двух недель.»: only a name and a deadline — whose, and by when, the last directive is. */
export function ownerOfDirective(sentence: string, context: AssignmentContext): { person: NamedPerson; deadline: string | null } | null {
  const text = sentence.trim();
  const mentions = context.people.mentions(text);
  const address = leadingAddress(text, mentions);
  if (!address) return null;
  const found = findDeadline(text, context.meetingDate, context.nextMeetingDate);
  let rest = text.slice(address.to);
  if (found) rest = `${text.slice(address.to, Math.max(address.to, found.index))} ${text.slice(found.index + found.length)}`;
  if (wordsOf(rest).some((w) => !FILLER.test(foldRu(w.text)) && !/^(?:это|тоже|вам|вы|на|вас)$/u.test(foldRu(w.text)))) return null;
  return { person: address.person, deadline: found?.date ?? null };
}

/**
 * «До двадцатого.», «Ну, до конца месяца, чтобы успели.»: a sentence that opens with a deadline, said just after a
 * task given without one (or answering «Когда?»), dates that task.
 */
export function deadlineAfterTask(sentence: string, meetingDate: string, nextMeetingDate: string | null = null): string | null {
  const found = findDeadline(sentence, meetingDate, nextMeetingDate);
  if (found?.strong) return LEAD.test(sentence.slice(0, found.index)) ? found.date : null;
  // «До двадцатого.»: a day of this month (or the next, when it has passed), the month left unsaid.
  const day = DAY_ONLY.exec(foldRu(sentence.trim()));
  const number = day ? parseOrdinal(day[1]!) : null;
  if (!number || number > 31) return null;
  const [year, month, today] = meetingDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + (number <= today ? 1 : 0), number));
  return date.getUTCDate() === number ? date.toISOString().slice(0, 10) : null;
}

const LEAD = /^(?:\s*(?:ну|да|так|и|а|значит|тогда|давайте|хорошо)\s*[,.:—–-]?)*\s*$/iu;
const DAY_ONLY = new RegExp(`^(?:(?:ну|да|так|и|а|значит|тогда|хорошо)[\\s,]+)*до\\s+(${ORDINAL_WORDS})(?:\\s+числа)?[.!]?$`, 'u');

/**
 * «Да, сделайте, Галина Фёдоровна, к совещанию»: the one addressed named, between commas, just after the
 * imperative that opens the sentence.
 */
function vocativeAfterVerb(text: string, mentions: readonly Address[]): Address | null {
  for (const mention of mentions) {
    const before = /^(?:\s*(?:да|так|хорошо|ну|тогда|и|а)\s*[,.]?)*\s*([\p{L}-]+)\s*,\s*$/iu.exec(text.slice(0, mention.from));
    if (!before || !isSureImperative(foldRu(before[1]!))) continue;
    if (/^\s*(?:[,.!]|$)/u.test(text.slice(mention.to))) return mention;
  }
  return null;
}

/** «Артём, Виталий Петрович, отберите …», «Иванов и Петрова, подготовьте …»: the others named with the first. */
function coAddressees(text: string, mentions: readonly Address[], first: Address): NamedPerson[] {
  const others: NamedPerson[] = [];
  let end = first.to;
  for (const mention of mentions) {
    if (mention.from < end) continue;
    if (!/^\s*(?:,|и|,\s*и)\s*$/u.test(text.slice(end, mention.from))) break;
    if (!samePerson(mention.person, first.person) && !others.some((o) => samePerson(o, mention.person))) others.push(mention.person);
    end = mention.to;
  }
  return others.length > 0 && /^\s*[,!.:—–-]/u.test(text.slice(end)) ? others : [];
}

/** «Ольга Николаевна, …», «Так, Виктор Алексеевич, …», «Кузнецов, …»: a name at the start, followed by a comma. */
export function leadingAddress(text: string, mentions: readonly Address[]): Address | null {
  const first = mentions[0];
  if (!first) return null;
  const before = text.slice(0, first.from);
  if (!/^(?:\s*(?:так|итак|и|а|тогда|теперь|хорошо|ну|значит|согласна|согласен|спасибо|да|ладно|вот|отлично)\s*[,.:—–-]?)*\s*$/iu.test(before)) return null;
  // «Нина Аркадьевна и Степан Ильич, …»: several named before the comma are addressed together.
  let end = first.to;
  for (const next of mentions.slice(1)) {
    if (!/^\s*(?:,|и|,\s*и)\s*$/u.test(text.slice(end, next.from))) break;
    end = next.to;
  }
  if (end !== first.to && /^\s*[,!.:—–-]/u.test(text.slice(end))) return first;
  return /^\s*[,!.:—–-]/u.test(text.slice(first.to)) || text.slice(first.to).trim() === '' ? first : null;
}
