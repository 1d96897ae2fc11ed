import type { Segment } from '../speech/types.ts';
import { todayIn } from '../../lib/time-zones.ts';
import { NameMatcher, tokenize, type DirectoryPerson, type Mention, type Token } from './name-matcher.ts';
import { findDeadline } from './russian-dates.ts';
import { fold, guessNominative } from './russian-names.ts';
import { toSentences, type Sentence } from './sentences.ts';

export interface SuggestedTask {
  essence: string;
  responsible_id: number | null;
  /** The member's full name, or the name as heard when it matches no member, or null when none was said. */
  responsible_name: string | null;
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  source: { start: number; end: number; text: string };
}

export interface SuggestTasksOptions {
  members: readonly DirectoryPerson[];
  /** 'YYYY-MM-DD'; relative deadlines («к пятнице») count from it. Today in `timezone` when absent. */
  meetingDate?: string | null;
  timezone?: string;
}

/** Words that hand out a task: поручить, поручено, ответственный … */
const TRIGGER =
  /(?<!\p{L})(?:дать\s+поручение|поруч(?:ить|ено|ена|ены|ается|аются|аю|аем|или|ил|ила|ение|ения)|возложить|обязать|назначить\s+ответственн\p{L}*|ответственн(?:ый|ая|ым|ой|ые|ыми)(?:\s+за\s+исполнение)?)(?!\p{L})/u;
const WEAK_TRIGGER = /^(?:ответствен|назначить)/;
/** Protocol markers that open a decision and are not part of the task itself. */
const LEADING_MARKERS = /^(?:(?:решили|решено|постановили|также|кроме\s+того|и|а|предлагаю|предлагается|необходимо)(?!\p{L})[\s:,—–-]*)+/iu;
const INFINITIVE = /(?:ть|ти|чь|ться|тись)$/;
const DATIVE_LIKE = /(?:у|ю|ой|ому|ему)$/;

interface Span {
  from: number;
  to: number;
}

interface Owner {
  id: number | null;
  name: string | null;
  span: Span | null;
}

/** Text positions of tokens [from, to), with the dot of a final initial («Е. В.»). */
function tokenSpan(text: string, tokens: Token[], from: number, to: number): Span {
  const last = tokens[to - 1]!;
  let end = last.index + last.text.length;
  if (/^\p{Lu}$/u.test(last.text) && text[end] === '.') end++;
  return { from: tokens[from]!.index, to: end };
}

/** A capitalised word in the dative that names no member: «Сидорову» → «Сидоров». */
function unknownPerson(token: Token): boolean {
  return /^\p{Lu}\p{Ll}{2,}/u.test(token.text) && DATIVE_LIKE.test(token.folded);
}

/**
 * The people named right after the trigger: «поручить Кузнецову и Поповой», «поручить начальнику отдела
 * Кузнецову» (a few words of title may come first). Unknown names are kept as heard.
 */
function ownersAfter(text: string, tokens: Token[], mentions: Mention[], firstToken: number): Owner[] {
  const owners: Owner[] = [];
  let i = firstToken;
  let titleWords = 0;
  while (i < tokens.length) {
    const mention = mentions.find((m) => m.from === i);
    if (mention) {
      owners.push({ id: mention.person.id, name: mention.person.full_name, span: tokenSpan(text, tokens, mention.from, mention.to) });
      i = mention.to;
    } else if (unknownPerson(tokens[i]!)) {
      owners.push({ id: null, name: guessNominative(tokens[i]!.text), span: tokenSpan(text, tokens, i, i + 1) });
      i++;
    } else if (owners.length === 0 && titleWords < 3 && !INFINITIVE.test(tokens[i]!.folded)) {
      titleWords++;
      i++;
      continue;
    } else {
      break;
    }
    if (tokens[i]?.folded === 'и') i++;
  }
  return owners;
}

function cleanEssence(text: string, spans: Span[]): string {
  let result = '';
  let position = 0;
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    if (span.from < position) {
      position = Math.max(position, span.to);
      continue;
    }
    result += `${text.slice(position, span.from)} `;
    position = span.to;
  }
  result += text.slice(position);
  result = result
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:—–-])(?:\s*[,;:—–-])+/g, '$1')
    .replace(/^[\s,.;:—–-]+|[\s,.;:—–-]+$/g, '')
    .replace(LEADING_MARKERS, '');
  return result.charAt(0).toUpperCase() + result.slice(1);
}

interface Assignment {
  owners: Owner[];
  removed: Span[];
  weak: boolean;
}

const TRIGGERS = new RegExp(TRIGGER.source, 'gu');
const STRONG_TRIGGERS = /(?<!\p{L})(?:дать\s+поручение|поруч\p{L}+|возложить|обязать)(?!\p{L})/gu;

function triggersIn(text: string): RegExpExecArray[] {
  return [...fold(text).matchAll(TRIGGERS)];
}

function findAssignment(sentence: Sentence, matcher: NameMatcher): Assignment | null {
  const tokens = tokenize(sentence.text);
  const mentions = matcher.find(tokens, sentence.text);
  const triggers = triggersIn(sentence.text);
  if (triggers.length) {
    const removed = triggers.map((t) => ({ from: t.index, to: t.index + t[0].length }));
    // «Поручить подготовить отчёт, ответственный — Кузнецов»: the owner follows a later trigger.
    for (const span of removed) {
      const firstToken = tokens.findIndex((t) => t.index >= span.to);
      const owners = firstToken < 0 ? [] : ownersAfter(sentence.text, tokens, mentions, firstToken);
      if (owners.length === 0) continue;
      // Any title and the owners with their «и» go too: «поручить начальнику отдела Смирновой и Поповой».
      span.to = Math.max(span.to, ...owners.map((o) => o.span?.to ?? span.to));
      return { owners, removed, weak: triggers.every((t) => WEAK_TRIGGER.test(t[0])) };
    }
    return { owners: [{ id: null, name: null, span: null }], removed, weak: triggers.every((t) => WEAK_TRIGGER.test(t[0])) };
  }
  // «Кузнецову подготовить претензии»: a member in the dative followed by an infinitive.
  const direct = mentions.find((m) => DATIVE_LIKE.test(tokens[m.from]!.folded) && INFINITIVE.test(tokens[m.to]?.folded ?? ''));
  if (!direct) return null;
  const span = tokenSpan(sentence.text, tokens, direct.from, direct.to);
  return { owners: [{ id: direct.person.id, name: direct.person.full_name, span }], removed: [], weak: false };
}

/** «… поручить Кузнецову A поручить Поповой B» (unpunctuated recognition): one clause per поручить. */
function splitAtTriggers(sentence: Sentence): Sentence[] {
  const starts = [...fold(sentence.text).matchAll(STRONG_TRIGGERS)].map((m) => m.index).slice(1);
  if (starts.length === 0) return [sentence];
  return [0, ...starts].map((from, i) => ({ ...sentence, text: sentence.text.slice(from, starts[i]).trim() }));
}

/**
 * Tasks handed out in a meeting, found by rule in the transcript: who (a member, by surname in any case), what,
 * and by when (a Russian date phrase relative to the meeting date).
 */
export function suggestTasks(segments: readonly Segment[], options: SuggestTasksOptions): SuggestedTask[] {
  const meetingDate = options.meetingDate || todayIn(options.timezone ?? 'Europe/Moscow');
  const matcher = new NameMatcher(options.members);
  const sentences = toSentences(segments).flatMap(splitAtTriggers);
  const tasks: SuggestedTask[] = [];
  const seen = new Set<string>();
  sentences.forEach((sentence, index) => {
    const assignment = findAssignment(sentence, matcher);
    if (!assignment) return;
    const named = assignment.owners.some((o) => o.name);
    if (assignment.weak && !named) return;
    const deadline = findDeadline(sentence.text, meetingDate);
    const spans = [...assignment.removed, ...assignment.owners.flatMap((o) => (o.span ? [o.span] : []))];
    if (deadline) spans.push({ from: deadline.index, to: deadline.index + deadline.length });
    let essence = cleanEssence(sentence.text, spans);
    const previous = sentences[index - 1];
    // «Подготовить отчёт. Ответственный — Кузнецов, срок — 25 ноября»: the task is the sentence before.
    if (essence.split(' ').length < 2 && previous && previous.speaker === sentence.speaker) {
      essence = cleanEssence(previous.text, triggersIn(previous.text).map((t) => ({ from: t.index, to: t.index + t[0].length })));
    }
    if (!essence) return;
    for (const owner of assignment.owners) {
      const key = `${owner.id ?? owner.name}|${fold(essence)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tasks.push({
        essence,
        responsible_id: owner.id,
        responsible_name: owner.name,
        deadline: deadline?.date ?? null,
        source: { start: sentence.start, end: sentence.end, text: sentence.text },
      });
    }
  });
  return tasks;
}
