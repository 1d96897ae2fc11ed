import {
  foldRu,
  formatDateRu,
  leadingPersonName,
  parsePersonName,
  surnameWithInitials,
  surnameWithInitialsIn,
  type GrammaticalCase,
  type PersonName,
} from '../../lib/russian/index.ts';
import { NameMatcher, tokenize, type DirectoryPerson } from '../tasks/index.ts';
import { protocolSections, sectionKind, type TextSection } from './sections.ts';
import { asSentence, lowerFirst, splitSentences, withoutEndPunctuation, withoutSpokenLeftovers } from './sentences.ts';
import { withoutSpeakerName } from '../sections/leftovers.ts';

export interface TextTask {
  essence: string;
  /** The responsible person's full name, or null. */
  responsible: string | null;
  /** YYYY-MM-DD */
  deadline: string;
  /**
   * The question (agenda item number, from 1) the task was given under (protocol_tasks.question); null or a number
   * the text no longer has: placed by its words under the «Поручить …» it was said in, else in the «Поручения» block.
   */
  question?: number | null;
}

export interface ProtocolTextInput {
  /** The agenda typed into the protocol's header; when empty, the «Повестка дня» section gives it. */
  agenda: string | null;
  final_transcript: readonly TextSection[] | null;
  sections: readonly TextSection[] | null;
  /** Full names of everyone who may be named in the text: members, the chair, the secretary. */
  people: readonly string[];
  tasks: readonly TextTask[];
}

/** One person's words: «Кузнецов Д.А.» and what was said, as a sentence. */
export interface Statement {
  speaker: string | null;
  text: string;
  /** Who was heard, as written after «СЛУШАЛИ:» — the accusative with initials («Петрову А.В.»); for heard statements whose speaker is a person's name. */
  whom?: string;
}

/** «Поручить Кузнецову Д.А. подготовить претензии поставщикам — в срок до 25.11.2026.» */
export interface Assignment {
  text: string;
  responsible: string | null;
  deadline: string | null;
}

export interface OtherPart {
  title: string;
  paragraphs: string[];
}

export interface AgendaItem {
  number: number;
  /** The agenda's wording of the question, when there is one. */
  title: string | null;
  heard: Statement[];
  spoke: Statement[];
  decisions: string[];
  assignments: Assignment[];
  other: OtherPart[];
}

/** The protocol's text as agenda items with СЛУШАЛИ / ВЫСТУПИЛИ / ПОСТАНОВИЛИ / ПОРУЧИТЬ parts. */
export interface ProtocolText {
  agenda: string[];
  /** Parts titled by the secretary's own keywords before the first question. */
  preamble: OtherPart[];
  items: AgendaItem[];
  /** Tasks that belong to no item: the «Поручения» block. */
  assignments: Assignment[];
}

const ORDINALS = 'перв|втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят';
const ORDINAL_ITEM = new RegExp(`(?:^|[\\s,;.])(?:${ORDINALS})(?:ое|ой|ый|ий|ье)(?:\\s+вопрос)?\\s*[—–:-]\\s*`, 'giu');
const NUMBERED_ITEM = /(?:^|\s)\d{1,2}[.)]\s+/gu;

/** «первое — итоги закупок, второе — подготовка к тендеру» or «1. … 2. …» or lines → the questions. */
export function parseAgenda(text: string | null | undefined): string[] {
  const source = withoutSpokenLeftovers(text?.trim() ?? '');
  if (!source) return [];
  const lines = source.split(/\r?\n|;\s*/).map((line) => line.trim()).filter(Boolean);
  const pieces: string[] = [];
  for (const line of lines.length > 1 ? lines : [source]) {
    for (const pattern of [ORDINAL_ITEM, NUMBERED_ITEM]) pattern.lastIndex = 0;
    const marker = [ORDINAL_ITEM, NUMBERED_ITEM].find((pattern) => {
      pattern.lastIndex = 0;
      return (line.match(pattern)?.length ?? 0) >= 1;
    });
    if (!marker) {
      pieces.push(line);
      continue;
    }
    marker.lastIndex = 0;
    pieces.push(...line.split(marker).map((piece) => piece.replace(/^[\s,;.:—–-]+|[\s,;—–-]+$/gu, '')));
  }
  return pieces.filter((piece) => /\p{L}/u.test(piece)).map(asSentence);
}

interface Person extends DirectoryPerson {
  /** «Кузнецов Д.А.» */
  short: string;
}

class People {
  private readonly list: Person[];
  private readonly matcher: NameMatcher;

  constructor(fullNames: readonly string[]) {
    const unique = [...new Set(fullNames.map((name) => name.trim()).filter(Boolean))];
    this.list = unique.map((full_name, id) => ({ id, full_name, short: surnameWithInitials(full_name) }));
    this.matcher = new NameMatcher(this.list);
  }

  /** A person named at the very start of the text («Кузнецова Дмитрия Андреевича. В октябре …») and the rest. */
  leading(text: string): { person: Person; rest: string } | null {
    const tokens = tokenize(text);
    const mention = this.matcher.find(tokens, text)[0];
    if (!mention || mention.from !== 0) return null;
    const last = tokens[mention.to - 1]!;
    const rest = text.slice(last.index + last.text.length).replace(/^[\s.,:;!—–-]+/u, '');
    return { person: this.list[mention.person.id]!, rest };
  }

  /**
   * A person named after a few words of their post at the start of «Слушали»: «заместителя директора по учебной
   * работе Волкова Игоря Николаевича. …» — the name, and the words after it; the post is not repeated.
   */
  afterPost(text: string): { person: Person; rest: string } | null {
    const tokens = tokenize(text);
    const mention = this.matcher.find(tokens, text)[0];
    if (!mention || mention.from === 0 || mention.from > 6) return null;
    const post = tokens.slice(0, mention.from);
    if (post.slice(1).some((token) => /^\p{Lu}/u.test(token.text)) || /[.!?]/u.test(text.slice(0, tokens[mention.from]!.index))) return null;
    const last = tokens[mention.to - 1]!;
    const rest = text.slice(last.index + last.text.length).replace(/^[\s.,:;!—–-]+/u, '');
    return { person: this.list[mention.person.id]!, rest };
  }

  /** The person a speaker label («Кузнецов Дмитрий Андреевич», «Попова») names, if any. */
  byLabel(label: string): Person | null {
    const tokens = tokenize(label);
    const mention = this.matcher.find(tokens, label)[0];
    return mention ? this.list[mention.person.id]! : null;
  }
}

/**
 * The cases an unknown person is named in after «Слушали»: a man in the genitive (Кузнецова Дмитрия Андреевича),
 * a woman in the accusative (Кузнецову Дарью Андреевну), or as typed by the secretary, in the nominative.
 */
const HEARD_CASES: readonly GrammaticalCase[] = ['nominative', 'genitive', 'accusative'];

/** «Кузнецова Дмитрия Андреевича» heard, in no list of people → «Кузнецов Д.А.», and where the name ends. */
function unknownHeard(text: string): { short: string; name: PersonName; end: number } | null {
  const named = leadingPersonName(text, HEARD_CASES);
  return named && { short: surnameWithInitials(named.name), name: named.name, end: named.end };
}

/** «Петрова Анна Викторовна» → «Петрову А.В.»: whom they heard; null for what is no full name («Спикер 2», a post). */
function heardWhom(name: PersonName | string): string | null {
  const person = typeof name === 'string' ? parsePersonName(name) : name;
  return person.surname && person.first ? surnameWithInitialsIn(person, 'accusative') : null;
}

/** `heard`: the words come from «Слушали», where a person in no list is recognised by the name's form. */
function statement(people: People, text: string, speakerLabel: string | null, heard: boolean): Statement | null {
  let speaker: string | null = null;
  let fullName: PersonName | string | null = null;
  let body = text.trim();
  if (speakerLabel) {
    const person = people.byLabel(speakerLabel);
    const named = !person && heard ? unknownHeard(speakerLabel) : null;
    const namedLabel = named && !speakerLabel.slice(named.end).trim() ? named.short : null;
    speaker = person
      ? person.short
      : (namedLabel ?? (parsePersonName(speakerLabel).first ? surnameWithInitials(speakerLabel) : speakerLabel));
    fullName = person ? person.full_name : namedLabel ? named!.name : parsePersonName(speakerLabel).first ? speakerLabel : null;
    // «Попова Е.В.: Попова. Хочу отметить …»: the name said after «Выступила» is the speaker again.
    const leading = people.leading(body);
    if (leading && (!person || leading.person.id === person.id)) body = leading.rest;
    // Someone in no list of people: «Кузнецов Д.А. — Кузнецов. Предлагаю …» loses the repeated name all the same.
    else if (!person) body = withoutSpeakerName(body, speakerLabel);
    else {
      const surname = foldRu(parsePersonName(person.full_name).surname);
      const first = /^\p{L}[\p{L}-]*/u.exec(body)?.[0];
      if (first && foldRu(first).startsWith(surname.slice(0, Math.max(3, surname.length - 1)))) {
        body = body.slice(first.length).replace(/^[\s.,:;!—–-]+/u, '');
      }
    }
  } else {
    const leading = people.leading(body) ?? (heard ? people.afterPost(body) : null);
    const named = !leading && heard ? unknownHeard(body) : null;
    if (leading) {
      speaker = leading.person.short;
      fullName = leading.person.full_name;
      body = leading.rest;
    } else if (named) {
      speaker = named.short;
      fullName = named.name;
      body = body.slice(named.end).replace(/^[\s.,:;!—–-]+/u, '');
    }
  }
  const sentence = asSentence(body);
  if (!sentence && !speaker) return null;
  const whom = heard && fullName ? heardWhom(fullName) : null;
  return whom ? { speaker, text: sentence, whom } : { speaker, text: sentence };
}

const SPEAKER_LINE = /^([^:!?\n]{2,80}):\s+(.+)$/u;

/** «Кузнецов Дмитрий Андреевич», «Попова», «Спикер 2»: a speaker label is a few capitalised words or a numbered speaker. */
const isSpeakerLabel = (label: string) =>
  /^(?:\p{Lu}[\p{L}'’-]*\.?\s*){1,4}$/u.test(label.trim()) || /^\p{Lu}\p{L}*\s+\d+$/u.test(label.trim());

/** `heard`: a «Слушали» section, one paragraph; else «Выступили», a statement a line. */
function statements(people: People, value: string, heard: boolean): Statement[] {
  const lines = heard ? [value.replace(/\s*\r?\n\s*/g, ' ')] : value.split(/\r?\n/);
  return lines
    .map((line) => withoutSpokenLeftovers(line))
    .filter(Boolean)
    .map((line) => {
      const labelled = SPEAKER_LINE.exec(line);
      return labelled && isSpeakerLabel(labelled[1]!)
        ? statement(people, labelled[2]!, labelled[1]!.trim(), heard)
        : statement(people, line, null, heard);
    })
    .filter((s): s is Statement => s !== null);
}

/**
 * Whether `statements` finds anything in a section, without naming anyone (the costly part): the questions of a
 * text are counted for every protocol of a register's page (`protocolQuestions`).
 */
function saysAnything(value: string, heard: boolean): boolean {
  const lines = heard ? [value.replace(/\s*\r?\n\s*/g, ' ')] : value.split(/\r?\n/);
  return lines.some((line) => /[\p{L}\p{N}]/u.test(withoutSpokenLeftovers(line)));
}

const VOTE_LINE = /^голосовали(?!\p{L})/iu;
const ASSIGN_WORD = /^(?:поручить|поручено|поручается)(?!\p{L})[\s:,—–-]*/iu;

/** Word stems (5 letters) of meaningful words, for telling which spoken sentence a task came from. */
const stems = (text: string) =>
  new Set(
    tokenize(text)
      .map((token) => token.folded)
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 5)),
  );

function taskAssignment(task: TextTask): Assignment {
  const essence = withoutEndPunctuation(task.essence.trim());
  const deadline = ` — в срок до\u00a0${formatDateRu(task.deadline)}.`;
  const text = task.responsible?.trim()
    ? `Поручить ${surnameWithInitialsIn(task.responsible, 'dative')} ${lowerFirst(essence)}${deadline}`
    : `${asSentence(essence).replace(/[.!]$/u, '')}${deadline}`;
  return { text, responsible: task.responsible, deadline: task.deadline };
}

/** «Кузнецову подготовить претензии …» said after «Поручить», without a task made of it. */
function spokenAssignment(people: People, sentence: string, first: boolean): Assignment {
  let body = sentence.replace(ASSIGN_WORD, '');
  const leading = people.leading(body);
  let responsible: string | null = null;
  if (leading) {
    responsible = leading.person.full_name;
    body = `${surnameWithInitialsIn(leading.person.full_name, 'dative')} ${leading.rest}`;
  }
  const text = first || ASSIGN_WORD.test(sentence) ? asSentence(`Поручить ${body}`) : asSentence(body);
  return { text, responsible, deadline: null };
}

interface Draft {
  item: AgendaItem;
  /** Spoken assignment sentences, matched to tasks at the end. */
  spoken: { sentence: string; first: boolean }[];
}

const emptyItem = (number: number): AgendaItem => ({
  number,
  title: null,
  heard: [],
  spoke: [],
  decisions: [],
  assignments: [],
  other: [],
});

const paragraphs = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => asSentence(withoutSpokenLeftovers(line)))
    .filter(Boolean);

/** The agenda items as the sections make them, and which item each section fell in (null: before the first). */
function draftItems(input: Omit<ProtocolTextInput, 'tasks'>, people: People | null, fallback: readonly TextSection[]) {
  // Without people only the items are counted: a statement stands for whatever was said.
  const said = (value: string, heard: boolean): Statement[] =>
    people ? statements(people, value, heard) : saysAnything(value, heard) ? [{ speaker: null, text: value }] : [];
  const sections = protocolSections(input, fallback);
  const typedAgenda = parseAgenda(input.agenda);
  const spokenAgenda: string[] = [];
  const preamble: OtherPart[] = [];
  const drafts: Draft[] = [];
  const sectionItems: { section: TextSection; item: number | null }[] = [];
  const current = (): Draft => {
    if (drafts.length === 0) drafts.push({ item: emptyItem(1), spoken: [] });
    return drafts.at(-1)!;
  };

  for (const section of sections) {
    const kind = sectionKind(section.key);
    switch (kind) {
      case 'introduction':
        break; // the greeting before the first marker is not minuted (`isMinuted`)
      case 'agenda':
        spokenAgenda.push(...parseAgenda(section.value));
        break;
      case 'heard': {
        const heard = said(section.value, true);
        const last = drafts.at(-1);
        const startsNew = !last || last.item.heard.length > 0 || last.item.spoke.length > 0 || last.item.decisions.length > 0 || last.spoken.length > 0;
        const draft = startsNew ? { item: emptyItem(drafts.length + 1), spoken: [] } : last;
        if (startsNew) drafts.push(draft);
        draft.item.heard.push(...heard);
        break;
      }
      case 'spoke':
        current().item.spoke.push(...said(section.value, false));
        break;
      case 'decided':
        for (const line of paragraphs(section.value)) {
          // «Голосовали: за — 7, против — 1, воздержались — нет. Решение принято.» is one record of the vote.
          if (VOTE_LINE.test(line)) {
            current().item.decisions.push(line);
            continue;
          }
          for (const sentence of splitSentences(line)) {
            if (ASSIGN_WORD.test(sentence)) current().spoken.push({ sentence, first: true });
            else current().item.decisions.push(asSentence(sentence));
          }
        }
        break;
      case 'assigned':
        splitSentences(withoutSpokenLeftovers(section.value).replace(/\s*\r?\n\s*/g, ' ')).forEach((sentence, index) =>
          current().spoken.push({ sentence, first: index === 0 }),
        );
        break;
      case 'other': {
        const part = { title: section.key.trim().replace(/[:.]$/u, ''), paragraphs: paragraphs(section.value) };
        if (part.paragraphs.length === 0) break;
        if (drafts.length === 0) preamble.push(part);
        else current().item.other.push(part);
        break;
      }
    }
    sectionItems.push({ section, item: drafts.length > 0 ? drafts.length : null });
  }
  const agenda = typedAgenda.length > 0 ? typedAgenda : spokenAgenda;
  return { drafts, agenda, preamble, sectionItems };
}

/** The question a stored task number names, when the text has it. */
const validQuestion = (question: number | null | undefined, count: number) =>
  question != null && Number.isInteger(question) && question >= 1 && question <= count ? question : null;

/**
 * Which spoken «Поручить …» sentence each task was made from (most of its words are in it), and where it goes: a
 * task tied to a question looks for its sentence in that question only and stands there even without one.
 */
function placeTasks(drafts: readonly Draft[], tasks: readonly TextTask[]) {
  const spokenSentences = drafts.flatMap((draft, d) => draft.spoken.map((spoken, s) => ({ d, s, words: stems(spoken.sentence) })));
  const linked = new Map<string, TextTask[]>();
  const appended = new Map<number, TextTask[]>();
  const loose: TextTask[] = [];
  const placement: (number | null)[] = [];
  for (const task of tasks) {
    const question = validQuestion(task.question, drafts.length);
    const words = [...stems(task.essence)];
    let best: { key: string; d: number; score: number } | null = null;
    for (const spoken of spokenSentences) {
      if (question !== null && spoken.d !== question - 1) continue;
      const share = words.length === 0 ? 0 : words.filter((word) => spoken.words.has(word)).length / words.length;
      // One task given to two people is said as two like sentences: a sentence already linked is the second choice.
      const score = linked.has(`${spoken.d}:${spoken.s}`) ? share - 0.5 : share;
      if (share >= 0.6 && (!best || score > best.score)) best = { key: `${spoken.d}:${spoken.s}`, d: spoken.d, score };
    }
    if (best) {
      linked.set(best.key, [...(linked.get(best.key) ?? []), task]);
      placement.push(best.d + 1);
    } else if (question !== null) {
      appended.set(question - 1, [...(appended.get(question - 1) ?? []), task]);
      placement.push(question);
    } else {
      loose.push(task);
      placement.push(null);
    }
  }
  return { linked, appended, loose, placement };
}

/** The questions of a protocol's text: each item's number and the agenda's wording of it (null without one). */
export function protocolQuestions(input: Omit<ProtocolTextInput, 'tasks' | 'people'>): { number: number; title: string | null }[] {
  const { drafts, agenda } = draftItems({ ...input, people: [] }, null, []);
  return drafts.map((_, index) => ({ number: index + 1, title: agenda[index] ?? null }));
}

/**
 * The question a new task belongs to: the one whose section was being said at `second` of the recording (a
 * suggestion's source; draft sections carry their start), else the one whose «Поручить …» has its words; null when
 * neither tells.
 */
export function questionOfNewTask(input: ProtocolTextInput, task: TextTask, second: number | null = null): number | null {
  const { drafts, sectionItems } = draftItems(input, null, []);
  if (second !== null) {
    const timed = sectionItems.filter(({ section }) => typeof section.start === 'number' && section.start <= second);
    const item = timed.at(-1)?.item ?? null;
    if (item !== null) return item;
  }
  return placeTasks(drafts, [{ ...task, question: null }]).placement[0] ?? null;
}

/**
 * The protocol's text: its agenda and one item per question, each with who was heard, who spoke, the decisions
 * and the assignments. Every kept section once, in the meeting's order; every task once, under its question (see
 * `TextTask.question`), else under the item whose «Поручить» it was said in, else in the «Поручения» block. Pure:
 * same input, same text.
 */
export function buildProtocolText(input: ProtocolTextInput, fallback: readonly TextSection[] = []): ProtocolText {
  const people = new People([...input.people, ...input.tasks.map((task) => task.responsible ?? '')]);
  const { drafts, agenda, preamble } = draftItems(input, people, fallback);
  const { linked, appended, loose } = placeTasks(drafts, input.tasks);
  drafts.forEach((draft, d) =>
    draft.spoken.forEach((spoken, s) => {
      const tasks = linked.get(`${d}:${s}`);
      // A task given to a service («Поручить бухгалтерии …») has no one responsible: its sentence says to whom.
      if (tasks) draft.item.assignments.push(...tasks.map((task) => (task.responsible?.trim() ? taskAssignment(task) : { ...spokenAssignment(people, spoken.sentence, spoken.first), deadline: task.deadline })));
      else draft.item.assignments.push(spokenAssignment(people, spoken.sentence, spoken.first));
    }),
  );
  drafts.forEach((draft, d) => draft.item.assignments.push(...(appended.get(d) ?? []).map(taskAssignment)));

  const items = drafts.map(({ item }, index) => ({ ...item, number: index + 1, title: agenda[index] ?? null }));
  return { agenda, preamble, items, assignments: loose.map(taskAssignment) };
}
