
import { foldRu } from '../../lib/russian/index.ts';
import { acceptedOffer, acceptedTask, withDecidedObject, offeredAction, deadlineAfterTask, directive, directiveToAddressee, findAssignment, leadingAddress, ownerOfDirective, ownPromise, volunteeredTask, withChainedClauses, type SpokenAssignment } from './assignments.ts';
import { matchTopic, openingList, otherQuestionNamed, passesByItself, roundTitle, topicStems, transition, type Transition } from './agenda.ts';
import { AFTER_ASIDE_WORDS, asksLeave, isAside, isChatter, isClosing, isInterjection } from './chatter.ts';
import { chosenOption, collectiveDecision, completeDecision, decidedText, decisionCue, describedOption, splitDecision, isVoteSentence, listedOptions, withListedOption, proposalCalled, putToVote, readVote, voteLine, withQuestionSubject, type Side, type Vote } from './decisions.ts';
import { floorGiving, floorToPost, type FloorGiving } from './floor.ts';
import { samePerson, type Address, type MeetingPeople, type NamedPerson } from './people.ts';
import { findDates, findDeadline, inMonthSaid } from '../tasks/index.ts';
import type { Utterance } from './utterances.ts';
import { agendaWording, MISCELLANEOUS } from './wording.ts';
import { upperFirst } from '../protocol-text/index.ts';

/** What the meeting said about one question, in the order it was said. */
export interface Question {
  /** The agenda's wording («О результатах пробного экзамена …»), or null when it was never named. */
  title: string | null;
  stems: Set<string>;
  heard: NamedPerson | null;
  heardText: string[];
  spoke: { person: NamedPerson | null; text: string[] }[];
  /** Decision lines, votes («Голосовали: …») after the decision they concern. */
  decisions: string[];
  assignments: { assignment: SpokenAssignment; source: Utterance }[];
  start: number | null;
}

export interface MeetingModel {
  questions: Question[];
  chair: NamedPerson | null;
  /** How many acts of a conversation were read: the floor given, a passing to a question. */
  acts: number;
}

export interface ModelContext {
  people: MeetingPeople;
  meetingDate: string;
  /** The next meeting's date, when known («к следующему заседанию»). */
  nextMeetingDate?: string | null;
  chair: NamedPerson | null;
  /** The meeting's members: without speaker labels, the chair is told apart among them (`unnamedChair`). */
  members?: readonly NamedPerson[];
}

/** What a sentence is, read once: both passes (the chair's acts, then the walk) ask. */
interface Facts {
  list: ReturnType<typeof openingList>;
  passing: Transition | null;
  floor: FloorGiving | null;
  vote: boolean;
  address: Address | null;
}

function factsOf(text: string, people: MeetingPeople): Facts {
  return {
    list: openingList(text),
    passing: transition(text),
    floor: floorGiving(text, people),
    vote: isVoteSentence(text, false),
    address: leadingAddress(text, people.mentions(text)),
  };
}

const newQuestion = (title: string | null): Question => ({
  title,
  stems: topicStems(title ?? ''),
  heard: null,
  heardText: [],
  spoke: [],
  decisions: [],
  assignments: [],
  start: null,
});

/** «Проект доработать с учётом …» → «Доработать проект с учётом …»: the infinitive first, as a task is written. */
function directiveEssence(text: string): string {
  const match = /^([\p{L}-]+(?:\s+[\p{L}-]+){0,4}?)\s+([\p{L}-]+(?:ть|ти|чь|ться|тись))(?!\p{L})(.*)$/u.exec(text);
  const reordered = match && !/(?:ть|ти|чь)$/u.test(match[1]!) ? `${match[2]} ${match[1]!.toLocaleLowerCase('ru-RU')}${match[3]}` : text;
  return upperFirst(reordered);
}

/** «Все согласны?», «Возражения есть?», «Не возражаете?»: the chair asks the room to assent. */
const ASKS_ASSENT = /^(?:(?:так|итак|ну|коллеги|значит)[,\s]+)*(?:(?:все|вы)\s+)?(?:согласны|не\s+возражаете|возражения\s+есть|есть\s+возражения|принимаем|поддерживаем)\s*\?$/u;
const ROOM_YES = /^(?:да|согласны|согласен|согласна|поддерживаем|принимаем|конечно|да,?\s+согласны)(?:[,.!\s]+(?:да|согласны|конечно))*$/u;
const ROOM_NO = /^(?:нет|нету|возражений\s+нет|нет\s+возражений|никто|не\s+возражаем)(?:[,.!\s]+нет)*$/u;

/** The chair's words that close a meeting, where they start a sentence or a run-on part of one. */
const CLOSES = /^(?:(?:ну|вот|так|итак)[,\s]+)*(?:на\s+(?:этом|сегодня)\s+вс[её]|вс[её]\s+на\s+сегодня)(?!\p{L})/u;
/** In text without labels and punctuation, the closing runs on: «… к следующему собранию ну вроде всё у кого …». */
const CLOSES_RUN_ON = /(?:^|[,;]?\s+)(?:(?:ну|вот|так|итак)[,\s]+)*(?:на\s+(?:этом|сегодня)\s+вс[её]|вс[её]\s+на\s+сегодня|вроде\s+вс[её])(?=[,\s]+\p{L})/u;

/** The chair's word of assent opening a reply. */
const ASSENT = /^(?:хорошо|согласен|согласна|согласны|поддерживаю|поддерживаем|принимается|годится|принято)(?![\p{L}-])(?!\s*[?])/iu;

const sentenceCase = (text: string) => {
  // «Итак, одобрить сделку.»: the chair's link words open no decision.
  // «Решение такое: …»: the word announcing the decision is no part of it.
  const trimmed = text.trim().replace(/^(?:[\s,.:;—–-]|(?:итак|значит|так|тогда|хорошо)(?=[\s,])|(?:такое|следующее|такой|такие)\s*[:—–-])+/iu, '');
  if (!trimmed) return '';
  const capital = upperFirst(trimmed);
  return /[.!?…»")]$/u.test(capital) ? capital : `${capital.replace(/[,;:—–-]+$/u, '')}.`;
};

/** The line minuting the option a vote chose. */
const CHOSEN_LINE = 'Выбрать вариант: ';

/** What was said on a question, by whoever said it: where an option a decision names was described. */
const saidOn = (question: Question) => [...question.heardText, ...question.spoke.flatMap((entry) => entry.text)];

/** A decided proposal as the protocol's lines: «соберём …, и вынесем на собрание» is two decisions. */
const decidedLines = (proposal: string) => splitDecision(completeDecision(proposal)).map(sentenceCase);

/**
 * The chair by what they do: opens the meeting (the first speaker), gives the floor, hands out tasks, calls votes,
 * moves between questions and closes it (the last speaker of a farewell). The label with the most such acts.
 */
function chairLabel(utterances: readonly Utterance[], facts: readonly Facts[], people: MeetingPeople, given: NamedPerson | null): string | null {
  const labels = [...new Set(utterances.map((u) => u.label).filter((l): l is string => !!l))];
  if (labels.length === 0) return null;
  if (given) {
    const match = labels.find((label) => samePerson(people.byLabel(label), given));
    if (match) return match;
  }
  const score = new Map<string, number>();
  const add = (label: string | null, points: number) => label && score.set(label, (score.get(label) ?? 0) + points);
  add(utterances[0]!.label, 2);
  const last = utterances.at(-1)!;
  if (isChatter(last.text)) add(last.label, 2);
  utterances.forEach((u, index) => {
    const fact = facts[index]!;
    if (fact.list || fact.passing) add(u.label, 1);
    if (fact.floor) add(u.label, 1);
    if (fact.vote) add(u.label, 1);
    if (fact.address) add(u.label, 0.5);
  });
  let best: string | null = null;
  for (const [label, points] of score) if (!best || points > score.get(best)!) best = label;
  return best && score.get(best)! >= 2 ? best : null;
}

/**
 * Without speaker labels, the chair is the one member the text never names: a chair opens the meeting, gives the
 * floor and hands out tasks, naming everyone but himself. Only when the text does such acts and exactly one member
 * is left unnamed.
 */
function unnamedChair(utterances: readonly Utterance[], facts: readonly Facts[], people: MeetingPeople, members: readonly NamedPerson[]): NamedPerson | null {
  if (members.length < 2 || !facts.some((fact) => fact.floor || fact.list || fact.vote)) return null;
  const named = utterances.flatMap((u) => people.mentions(u.text).map((mention) => mention.person));
  const unnamed = members.filter((member) => !named.some((person) => samePerson(person, member)));
  return unnamed.length === 1 ? unnamed[0]! : null;
}

/**
 * Reads a meeting from its sentences: the questions (announced, passed to), who was heard and who spoke on each,
 * the decisions with their votes, the tasks, and the chair. Greetings, the floor, thanks and farewells are read as
 * the acts they are and not kept as words.
 */
export function readMeeting(utterances: readonly Utterance[], context: ModelContext): MeetingModel {
  const { people } = context;
  const next = context.nextMeetingDate ?? null;
  const facts = utterances.map((u) => factsOf(u.text, people));
  const chairAt = chairLabel(utterances, facts, people, context.chair);
  const labelled = utterances.some((u) => u.label);
  // Speaker labels that name nobody («Спикер 2») learn a name when the floor is given to someone and they answer.
  const learned = new Map<string, NamedPerson>();
  const identity = (u: Utterance): NamedPerson | null => {
    if (!u.label) return null;
    return learned.get(u.label) ?? people.byLabel(u.label);
  };
  const chair =
    context.chair ??
    (chairAt ? (identity({ ...utterances[0]!, label: chairAt }) ?? { id: null, full_name: chairAt }) : labelled ? null : unnamedChair(utterances, facts, people, context.members ?? []));

  const questions: Question[] = [];
  let at = -1;
  let floor: NamedPerson | null = null;
  let awaitingAnswer: NamedPerson | null = null;
  let addressee: NamedPerson | null = null;
  let lastTurn = -1;
  let proposal: { question: number; text: string; speaker: NamedPerson | null; raw: string } | null = null;
  let voting: { question: number; vote: Vote; asked: Side | null } | null = null;
  /** The chair asked the room to assent («Все согласны?»), to the answer `answer` («да» / «нет» to «возражения есть?»). */
  let assentAsked: { question: number; answer: 'yes' | 'no' } | null = null;
  /** Proposals called by whose they are («Предложение правления — …»), per question: a vote may name them so. */
  const named = new Map<string, string>();
  /** The chair's last directive decision, which a name and a deadline said next make a task. */
  let lastDirective: { question: number; text: string } | null = null;
  // A task given without a deadline, and when: «До двадцатого.» said just after it gives it one.
  let undated: { assignment: SpokenAssignment; at: number } | null = null;
  const assign = (question: Question, assignment: SpokenAssignment, source: Utterance, at: number) => {
    const { together, ...said } = assignment;
    const task = { ...said, essence: withChainedClauses(said.essence) };
    question.assignments.push({ assignment: task, source });
    // «Артём, Виталий Петрович, отберите …»: each of them has the task, as a secretary lists it per person.
    for (const person of together ?? []) question.assignments.push({ assignment: { ...task, person }, source });
    undated = assignment.deadline ? null : { assignment: task, at };
  };
  /** The chair's last sentence, when it gave no task: a member's «Закрою до двадцатого.» next may take it on. */
  let chairSaid: { text: string; at: number; question: Question; decision: number | null } | null = null;
  /** The member who last offered to do something themselves, and when: the chair's «нет» said next withdraws it. */
  let offered: { question: Question; count: number; at: number } | null = null;

  const current = (): Question => {
    if (at < 0) at = 0;
    while (questions.length <= at) questions.push(newQuestion(null));
    return questions[at]!;
  };
  const settleProposal = () => {
    if (!proposal) return;
    // A proposal nobody agreed to or voted on is what its speaker said.
    const question = questions[proposal.question];
    if (question) say(question, proposal.speaker, proposal.raw, -1);
    proposal = null;
  };
  const settleVote = () => {
    if (!voting) return;
    const question = questions[voting.question] ?? current();
    if (proposal && proposal.question === voting.question) {
      question.decisions.push(...decidedLines(proposal.text));
      proposal = null;
    }
    const chosen = chosenOption(voting.vote);
    if (chosen) question.decisions.push(`${CHOSEN_LINE}${describedOption(chosen, saidOn(question))}.`);
    const line = voteLine(voting.vote);
    if (line) question.decisions.push(line);
    voting = null;
  };
  let chairReport: { question: Question; turn: number } | null = null;
  /** The chair closed the meeting («Спасибо, что пришли»): what follows is no one's statement on a question. */
  let closed = false;
  let asideTurn = -1;
  /** The chair's turn that answers a question just asked from the room. */
  let replyTurn = -1;
  let askedFromRoom = false;
  const say = (question: Question, person: NamedPerson | null, text: string, turn: number) => {
    // The chair's words frame the protocol (the questions, the floor, decisions, tasks are read from them); what is
    // left of them is procedure, not a statement to minute under «Выступили».
    if (!!person && samePerson(person, chair)) {
      // «Третий вопрос. Пособие написано, рецензии получены …»: the chair reports a question no one was given.
      // Only the turn that report is: the chair's later words on the question are procedure.
      // A reply to a question from the room («А про шлагбаум?» — «Шлагбаум в разном, я же сказала.») is no report.
      if (!question.heard && question.title && turn !== replyTurn && !/\?\s*$/u.test(text) && text.split(/\s+/u).length >= 6) {
        question.heard = person;
        chairReport = { question, turn };
      }
      if (chairReport?.question === question && chairReport.turn === turn) question.heardText.push(text);
      return;
    }
    if (!question.heard && person) question.heard = person;
    if (question.heard && (samePerson(person, question.heard) || (!person && !labelled))) {
      question.heardText.push(text);
      return;
    }
    const last = question.spoke.at(-1);
    if (last && (samePerson(last.person, person) || (!last.person && !person))) last.text.push(text);
    else question.spoke.push({ person, text: [text] });
  };
  const move = (to: Transition) => {
    closed = false;
    // On another question the chair no longer speaks to the one last addressed.
    addressee = null;
    settleVote();
    settleProposal();
    if (to.kind === 'miscellaneous') {
      const index = questions.findIndex((q) => q.title === MISCELLANEOUS);
      at = index >= 0 ? index : questions.push(newQuestion(MISCELLANEOUS)) - 1;
    } else if (to.kind === 'ordinal') {
      at = to.number === 'next' ? at + 1 : to.number - 1;
      current();
    } else {
      const index = matchTopic(to.topic, questions.map((q) => q.stems));
      if (index >= 0) at = index;
      else if (questions[at + 1] && !questions[at + 1]!.title) at += 1;
      else {
        const title = agendaWording(to.preposition === 'о' ? `о ${to.topic}` : to.preposition === 'nominative' ? to.topic : `${to.preposition} ${to.topic}`);
        at = questions.push({ ...newQuestion(title || null), stems: new Set([...topicStems(title), ...topicStems(to.topic)]) }) - 1;
      }
    }
    floor = null;
  };

  /** Whether any question was discussed yet: until then the chair's «ну, вроде все» counts who came, closing nothing. */
  const discussed = () => questions.some((q) => q.heard || q.decisions.length > 0 || q.assignments.length > 0);

  const handle = (u: Utterance, index: number, text: string, fact: Facts): void => {
    if (u.turn !== lastTurn) {
      addressee = null;
      if (awaitingAnswer && u.label && u.label !== chairAt && !learned.has(u.label) && !people.byLabel(u.label)) learned.set(u.label, awaitingAnswer);
      awaitingAnswer = null;
      lastTurn = u.turn;
    }
    const speaker = identity(u) ?? (labelled ? (u.label ? { id: null, full_name: u.label } : null) : null);
    const fromChair = chairAt ? u.label === chairAt : !labelled;
    if (labelled && fromChair && u.turn !== replyTurn && askedFromRoom) replyTurn = u.turn;
    askedFromRoom = labelled && !fromChair && /\?\s*$/u.test(text);

    // «На сегодня всё, спасибо, все свободны»; «…к следующему собранию ну вроде всё у кого машина …» run on in text
    // cut into sentences by rules: the chair's closing words end what is minuted, within a sentence too.
    // Not before anything was discussed: «Ну, вроде все собрались» opens the meeting.
    if (fromChair && discussed()) {
      const closing = (labelled ? CLOSES : CLOSES_RUN_ON).exec(foldRu(text));
      // «На этом всё по первому вопросу» closes a question, not the meeting: with labels, only thanks may follow.
      const after = closing ? text.slice(closing.index + closing[0].length).replace(/^[\s,.!—–-]+/u, '') : '';
      if (closing && (!labelled || !after || isChatter(after))) {
        const before = text.slice(0, closing.index).replace(/[\s,;:—–-]+$/u, '');
        if (before) handle(u, index, `${before}.`, factsOf(`${before}.`, people));
        settleVote();
        settleProposal();
        closed = true;
        return;
      }
    }
    if (voting && !isVoteSentence(text, true)) settleVote();
    if (fact.vote || (voting && isVoteSentence(text, true))) {
      voting ??= { question: Math.max(at, 0), vote: { for: null, against: null, abstained: null }, asked: null };
      const said = putToVote(text);
      const put = said && (named.get(`${voting.question}|${proposalCalled(said)}`) ?? said);
      if (put) proposal = { question: voting.question, text: put, speaker, raw: text };
      voting.asked = readVote(text, voting.vote, voting.asked);
      current();
      return;
    }

    // «Все согласны?» — «Да.», «Возражения есть?» — «Нет.»: the room's assent decides the pending proposal.
    if (proposal && fromChair && ASKS_ASSENT.test(foldRu(text))) {
      assentAsked = { question: proposal.question, answer: /возраж/u.test(foldRu(text)) ? 'no' : 'yes' };
      return;
    }
    if (assentAsked && proposal && !fromChair) {
      const reply = foldRu(text).replace(/[.!…]+$/u, '').trim();
      if ((assentAsked.answer === 'yes' ? ROOM_YES : ROOM_NO).test(reply)) {
        questions[proposal.question]!.decisions.push(...decidedLines(proposal.text));
        proposal = null;
        assentAsked = null;
        return;
      }
    }
    assentAsked = null;

    // «Хорошо, …» from the chair after a member's proposal: the chair accepts it, and it is decided.
    // «Хорошо, так и решим: утренники двадцать четвёртого …» states the decision itself: what it says was decided, not
    // the proposal as first put (it may have been amended since).
    if (proposal && fromChair && labelled && !samePerson(proposal.speaker, chair) && ASSENT.test(text) && decisionCue(text)?.kind !== 'decision') {
      questions[proposal.question]!.decisions.push(...decidedLines(proposal.text));
      proposal = null;
    }

    // The agenda announced before any question was discussed (greetings may have come first).
    if (fact.list && questions.every((q) => !q.title && !q.heard && q.decisions.length === 0)) {
      fact.list.topics.forEach((topic, i) => {
        const title = agendaWording(topic, fact.list!.grammaticalCase) || null;
        // The spoken words tell the question too («По воде» passes to «О водоснабжении»).
        const stems = new Set([...topicStems(title ?? ''), ...topicStems(topic)]);
        if (questions[i]) Object.assign(questions[i]!, { title, stems });
        else questions.push({ ...newQuestion(title), stems });
      });
      if (fact.list.topics.length > 0) at = -1;
      return;
    }

    const said = fromChair || !labelled ? fact.passing : null;
    const passing = said?.kind === 'topic' && said.listedOnly && matchTopic(said.topic, questions.map((q) => q.stems)) < 0 ? null : said;
    if (passing) {
      move(passing);
      current().start ??= u.start;
      if (passing.rest) handle(u, index, passing.rest, factsOf(passing.rest, people));
      return;
    }

    if (undated && (fromChair || !labelled) && index - undated.at <= 3) {
      const deadline = deadlineAfterTask(text, context.meetingDate, next);
      if (deadline) {
        undated.assignment.deadline = deadline;
        undated = null;
        return;
      }
    }

    const task = fromChair || !labelled ? findAssignment(text, { people, meetingDate: context.meetingDate, nextMeetingDate: next, addressee }) : null;
    if (task && (task.person || task.role || /(?<!\p{L})поруч/iu.test(text))) {
      // «Да, сделайте, Галина Фёдоровна»: a bare verb takes its object from what that person just offered.
      const previous = utterances[index - 1];
      const bare = /^(?<verb>\S+)(?<when>\s+(?:к|до)\s+следующ\S*\s+\S+)?$/u.exec(task.essence.trim());
      if (bare && task.person && previous && previous.turn !== u.turn && samePerson(identity(previous), task.person)) {
        const offered = offeredAction(previous.text, bare.groups!.verb!);
        if (offered) task.essence = `${offered}${bare.groups!.when ?? ''}`;
      }
      // «Давайте так и сделаем. Роман Игоревич, проведите до двадцатого»: what to do is what was just decided.
      task.essence = withDecidedObject(task.essence, current().decisions.at(-1));
      assign(current(), task, u, index);
      // «… разместите объявление до пятницы, а график составит Геннадий Борисович»: a second task, another's, after «а».
      for (const but of text.matchAll(/(?:,\s*|\s+)а\s+/gu)) {
        const second = findAssignment(text.slice(but.index + but[0].length), { people, meetingDate: context.meetingDate, nextMeetingDate: next, addressee: null });
        if (second?.person && !samePerson(second.person, task.person)) {
          assign(current(), second, u, index);
          break;
        }
      }
      // «Ольга Сергеевна, проследите … И поддоны верните …»: the turn's next sentences are said to the same person.
      if (task.person && !task.together?.length) addressee = task.person;
      chairSaid = null;
      return;
    }

    // The member's line the chair answers: what he agrees to, as a volunteer's task or an offer taken up.
    const before = fromChair && labelled ? utterances[index - 1] : undefined;
    const member = before && before.turn !== u.turn && before.label !== chairAt ? identity(before) : null;
    // «А кто ревьюит форму?» — «Могу я.» — «Давай ты, Алина.»: the chair agrees to a member volunteering.
    const asking = utterances[index - 2];
    const volunteered = member && asking ? volunteeredTask(asking.text, before!.text, text) : null;
    if (volunteered) {
      assign(current(), { person: member, essence: volunteered, deadline: findDeadline(text, context.meetingDate, next)?.date ?? null }, u, index);
      chairSaid = null;
      return;
    }
    // «Я у старых попробую выбить скидку.» — «Давай, попробуй, до конца месяца.»: the chair takes up a member's offer.
    const taken = member ? acceptedOffer(text, before!.text, context.meetingDate, next) : null;
    if (taken) {
      assign(current(), { person: member, ...taken }, u, index);
      chairSaid = null;
      return;
    }

    const chairLine = chairSaid;
    chairSaid = null;
    const accepted = chairLine && !fromChair && labelled && speaker && index - chairLine.at === 1 ? acceptedTask(text, chairLine.text, context.meetingDate, next) : null;
    if (accepted && chairLine) {
      if (chairLine.decision !== null) chairLine.question.decisions.splice(chairLine.decision, 1);
      assign(chairLine.question, { person: speaker, ...accepted }, u, index);
      lastDirective = null;
      return;
    }
    if (fromChair && labelled) chairSaid = { text, at: index, question: current(), decision: null };

    // «Нет, …» from the chair just after a member offered a task withdraws the offer.
    if (offered && fromChair && index - offered.at <= 2 && /^\s*нет(?!\p{L})/iu.test(text)) offered.question.assignments.splice(offered.count);
    offered = null;

    // «Список я пришлю завтра»: the chair's own promise is the chair's task; «Я возьму на себя …, к пятнице
    // сделаю»: a member's offer with a deadline (or «на мне», «возьму на себя») is that member's.
    const promise = labelled && speaker ? ownPromise(text, context.meetingDate, next) : null;
    if (promise && (fromChair ? chair : speaker)) {
      const question = current();
      if (!fromChair) offered = { question, count: question.assignments.length, at: index };
      assign(question, { person: fromChair ? chair : speaker, ...promise }, u, index);
      if (!fromChair) say(question, speaker, text, u.turn);
      return;
    }

    const given = fact.floor;
    // «Пётр Ильич, а вы машину переставите?» after the chair closed the meeting gives no floor on a question.
    if (given && (fromChair || !labelled) && !closed) {
      settleProposal();
      if (given.topic) {
        const index = matchTopic(given.topic, questions.map((q) => q.stems));
        if (index >= 0 && index !== at) {
          settleVote();
          at = index;
        } else if (index < 0 && (at < 0 || questions[at]?.heard)) {
          // «Главный инженер, доложите по второй линии»: a topic no question has yet opens one.
          move({ kind: 'topic', topic: given.topic, preposition: 'по' });
        }
      }
      const question = current();
      question.start ??= u.start;
      if (!question.heard && !samePerson(given.person, chair)) question.heard = given.person;
      floor = given.person;
      awaitingAnswer = given.person;
      addressee = given.person;
      return;
    }

    const post = fromChair && labelled ? floorToPost(text) : null;
    if (post) {
      // The one who answers is heard (say() makes the question's first speaker its reporter).
      if (post.topic) move({ kind: 'topic', topic: post.topic, preposition: 'по' });
      current().start ??= u.start;
      return;
    }

    if (lastDirective && fromChair) {
      const owner = ownerOfDirective(text, { people, meetingDate: context.meetingDate, nextMeetingDate: next, addressee });
      if (owner) {
        // «Проект доработать с учётом замечаний. Юрий Константинович, в течение двух недель.»: what the meeting
        // decided stays its decision, and who carries it out by when is the task, as a secretary writes both.
        const question = questions[lastDirective.question]!;
        const essence = lastDirective.text.replace(/[.!]+$/u, '');
        assign(question, { person: owner.person, essence: directiveEssence(essence), deadline: owner.deadline }, u, index);
        lastDirective = null;
        addressee = owner.person;
        return;
      }
    }
    lastDirective = null;

    const handed = fromChair && addressee ? directiveToAddressee(text, context.meetingDate, next) : null;
    if (handed) {
      assign(current(), { person: addressee, essence: directiveEssence(handed.text), deadline: handed.deadline }, u, index);
      return;
    }

    const cue = decisionCue(text);
    if (cue) {
      const question = current();
      if (cue.kind === 'decision') {
        const inner = findAssignment(cue.text, { people, meetingDate: context.meetingDate, nextMeetingDate: next, addressee });
        if (inner && (inner.person || /(?<!\p{L})поруч/iu.test(cue.text))) assign(question, inner, u, index);
        // «Решение такое: разворачиваем койки» → «Развернуть койки»: what «we» do, written as a decision.
        else question.decisions.push(sentenceCase(decidedText(cue.text)));
        proposal = null;
        return;
      }
      if (cue.kind === 'agreed') {
        if (proposal) {
          questions[proposal.question]!.decisions.push(...decidedLines(proposal.text));
          proposal = null;
        }
        return;
      }
      settleProposal();
      if (cue.name) named.set(`${Math.max(at, 0)}|${cue.name}`, cue.text);
      proposal = { question: Math.max(at, 0), text: cue.text, speaker: speaker ?? (labelled ? null : floor), raw: text };
      // Who puts the question's first proposal presents it, before the others discuss it.
      if (!question.heard && proposal.speaker) question.heard = proposal.speaker;
      return;
    }

    const decided = fromChair && labelled ? collectiveDecision(text) : null;
    if (decided) {
      const question = current();
      // «Кто за Нижний Новгород? Восемнадцать. … Едем в Нижний.»: the chosen option announced is the vote's decision,
      // already minuted as the option chosen.
      const chosenLine = question.decisions.findLast((line) => line.startsWith(CHOSEN_LINE));
      if (chosenLine && matchTopic(decided, [topicStems(chosenLine.slice(CHOSEN_LINE.length))]) === 0) return;
      // «Берём второй вариант»: the option listed under that number on this question.
      const ours = withListedOption(decided, listedOptions(saidOn(question)));
      // «Разное. С первого июня работаем …»: the chair decides a question no one reported; the chair reported it.
      if (!question.heard && question.title && question.spoke.length === 0) question.heard = speaker;
      lastDirective = { question: at, text: ours };
      question.decisions.push(ours);
      return;
    }

    if (fromChair && labelled && directive(text)) {
      const question = current();
      if (chairSaid) chairSaid.decision = question.decisions.length;
      lastDirective = { question: at, text };
      question.decisions.push(sentenceCase(text));
      return;
    }

    const address = fact.address;
    if (address) addressee = address.person;
    // «Ну, вроде все.» before any question was discussed counts who came («вроде все собрались»): nothing to close yet.
    if ((fromChair || !labelled) && isClosing(text) && discussed()) closed = true;
    // «А каталог когда будет?»: a member's question is not minuted, but who asked it spoke on the question. An
    // aside («Кто брал мой зонт?») or asking leave («Можно окно закрыть?») is no word on the question.
    const asked = () => {
      if (closed || !labelled || !speaker || fromChair || !/\?\s*$/u.test(text) || isAside(text) || asksLeave(text)) return;
      const question = current();
      if (!samePerson(question.heard, speaker) && !question.spoke.some((s) => samePerson(s.person, speaker))) question.spoke.push({ person: speaker, text: [] });
    };
    // «Извините, можно окно закрыть? Дует.»: the aside and the few words said after it in that turn.
    if (isAside(text) || asksLeave(text)) asideTurn = u.turn;
    else if (asideTurn === u.turn && text.split(/\s+/u).length <= AFTER_ASIDE_WORDS) {
      asked();
      return;
    }
    // Said after the chair closed the meeting («Не забудьте мусор забрать»): not minuted.
    // «Опять деньги!», a shout from the room with no speaker label: not minuted.
    if (!closed && isInterjection(text, labelled && !u.label)) return;
    if (closed || isChatter(text)) {
      asked();
      return;
    }
    if (/^(?:\p{Lu}\p{Ll}+\s*){1,3}[.!]?$/u.test(text) && address) return;

    const question = current();
    question.start ??= u.start;
    // «Теперь праздник. Галина Алексеевна, день села у нас …», «Второй вопрос. Виктор Олегович, у вас два
    // предложения было.»: the first one addressed by name on a question no one reports yet, in words that give no
    // task, has the floor. Without labels the words after the name are theirs; with labels, they answer next.
    const answers = (person: NamedPerson) => {
      const reply = utterances.slice(index + 1).find((next) => next.turn !== u.turn);
      return !!reply && samePerson(identity(reply), person);
    };
    if (address && question.title && !question.heard && !samePerson(address.person, chair) && (!labelled || (fromChair && answers(address.person)))) {
      question.heard = address.person;
      floor = address.person;
    }
    const who = labelled ? speaker : floor;
    say(question, who, text, u.turn);
  };
  utterances.forEach((u, index) => handle(u, index, u.text.trim(), facts[index]!));
  settleVote();
  settleProposal();
  for (const question of questions) {
    // Unlabelled text: words on a question no one was given the floor on are the chair's, who presented it.
    if (!labelled && chair && !question.heard && (question.spoke.length > 0 || question.decisions.length > 0 || question.assignments.length > 0)) {
      question.heard = chair;
      question.heardText.push(...question.spoke.filter((s) => !s.person).flatMap((s) => s.text));
      question.spoke = question.spoke.filter((s) => s.person);
    }
    question.spoke = mergedBySpeaker(question.spoke);
    question.decisions = question.decisions.map((decision) => withQuestionSubject(decision, question.title));
  }
  // A stand-up: no question named, the chair called a round; its one question is the work's progress.
  if (questions.length === 1 && !questions[0]!.title) {
    const round = utterances.map((u) => (!labelled || u.label === chairAt ? roundTitle(u.text) : null)).find(Boolean);
    if (round) Object.assign(questions[0]!, { title: round, stems: topicStems(round) });
  }
  underOwnQuestion(questions);
  inMonthSaidBefore(questions, utterances, context.meetingDate, next);
  const kept = questions.filter((q) => q.title || q.heard || q.heardText.length || q.spoke.length || q.decisions.length || q.assignments.length);
  // A bare noun («И акция.») passes only to a question already listed: alone it is no act of a conversation.
  const acts = facts.filter((fact) => passesByItself(fact.passing) || fact.floor).length;
  return { questions: kept, chair: chair && { ...chair }, acts };
}


/** One entry per speaker, in the order they first spoke; who only asked a question on it keeps a line without words. */
function mergedBySpeaker(spoke: Question['spoke']): Question['spoke'] {
  const merged: Question['spoke'] = [];
  for (const entry of spoke) {
    const same = entry.person ? merged.find((m) => samePerson(m.person, entry.person)) : undefined;
    if (same) same.text.push(...entry.text);
    else merged.push({ person: entry.person, text: [...entry.text] });
  }
  return merged;
}

/** How many sentences back a month named with its day («на тридцатое апреля») still holds for a day said alone. */
const MONTH_REACH = 3;

/**
 * «Переносим на тридцатое апреля. … конкурс организуете к тридцатому?»: a day said alone is in the month named just
 * before, in the sentences preceding the task (within one sentence, `findDates` reads it so).
 */
function inMonthSaidBefore(questions: Question[], utterances: readonly Utterance[], meetingDate: string, next: string | null): void {
  for (const { assignment, source } of questions.flatMap((q) => q.assignments)) {
    const at = utterances.indexOf(source);
    const found = at > 0 && assignment.deadline ? findDeadline(source.text, meetingDate, next) : null;
    if (!found?.dayAlone || found.date !== assignment.deadline) continue;
    const month = utterances
      .slice(Math.max(0, at - MONTH_REACH), at)
      .flatMap((u) => findDates(u.text, meetingDate, next))
      .findLast((d) => d.month)?.month;
    if (month) assignment.deadline = inMonthSaid(found, month, meetingDate);
  }
}

/** Each task under its own question (`otherQuestionNamed`). */
function underOwnQuestion(questions: Question[]): void {
  const titles = questions.map((question) => (question.title ? question.stems : null));
  questions.forEach((question, index) => {
    question.assignments = question.assignments.filter((entry) => {
      const home = otherQuestionNamed(entry.assignment.essence, index, titles);
      if (home === null) return true;
      questions[home]!.assignments.push(entry);
      return false;
    });
  });
}
