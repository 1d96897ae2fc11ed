import { buildSections, type BuiltSection, type SectionKeyword, type TranscriptSegmentInput } from '../sections/build-sections.ts';
import { suggestTasks, type SuggestedTask } from '../tasks/index.ts';
import { enrichKeywordSections } from './keyword-cut.ts';
import { readMeeting, type MeetingModel } from './model.ts';
import { MeetingPeople, type NamedPerson } from './people.ts';
import { renderSections } from './render.ts';
import { utterancesOf } from './utterances.ts';
import { namesAsWritten, officialWording } from './wording.ts';
import { sectionKind } from '../protocol-text/index.ts';
import { keywordAlternatives } from '@protocolist/contracts/keywords';
import { foldRu } from '../../lib/russian/index.ts';
import { writeNumbers } from '../numbers/index.ts';

export interface ConversationContext {
  meetingDate: string; // YYYY-MM-DD
  /** The next meeting's date (YYYY-MM-DD) when it is known: what «к следующему заседанию» means. */
  nextMeetingDate?: string | null;
  timezone: string; // IANA, e.g. 'Europe/Moscow'
  /** The meeting's members (may be empty). */
  members: readonly { id: number; full_name: string }[];
  /** Everyone the secretary may pick. */
  directory: readonly { id: number; full_name: string }[];
  /** The protocol's chair full name when set. */
  chair: string | null;
  /** The secretary's keywords (from pipeline/sections/markers.ts). */
  keywords: readonly SectionKeyword[];
}

export interface ConversationDraft {
  sections: BuiltSection[];
  tasks: SuggestedTask[];
  /** Full name of the chair found (or given). */
  chair: string | null;
}

export type { SectionKeyword, TranscriptSegmentInput } from '../sections/build-sections.ts';

/**
 * Whether the secretary's keywords cut this meeting: a «Слушали» (or her own keyword) said aloud, or keywords such
 * as «Решили:» said in a text where the model reads no conversation (no floor given, no passing to a question).
 * A «решили» said in passing in a conversation is read by the model, which knows it.
 */
function cutByKeywords(cut: readonly BuiltSection[], model: MeetingModel, heardSaid: boolean): boolean {
  const kinds = cut.map((section) => sectionKind(section.key));
  if (kinds.includes('other') || (heardSaid && kinds.includes('heard'))) return true;
  return model.acts === 0 && kinds.some((kind) => kind !== 'introduction');
}

/**
 * Whether a «Слушали»-kind phrase is said as it is written. The keyword cut matches word stems, so «Слушайте, а кто
 * …» cuts a «Слушали» too; that is no chair dictating.
 */
function heardDictated(text: string, keywords: readonly SectionKeyword[]): boolean {
  const folded = foldRu(text);
  return keywords
    .filter((keyword) => sectionKind(keyword.title) === 'heard')
    .flatMap((keyword) => keywordAlternatives(keyword.phrase))
    .map((phrase) => foldRu(phrase))
    .filter(Boolean)
    .some((phrase) => new RegExp(`(?<!\\p{L})${phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/\s+/gu, '\\s+')}(?!\\p{L})`, 'u').test(folded));
}

/**
 * The draft of a meeting's protocol: its sections (agenda, per question who was heard, who spoke, what was decided
 * and assigned), the tasks to suggest and the chair. One rule whether or not the secretary's keywords were spoken:
 * where they were, their cut stands and the conversation model adds what it reads (the agenda's wording, the chair,
 * tasks given in the imperative, no farewells); where they were not, the model's reading is the cut. Pure.
 */
export function draftMeeting(segments: readonly TranscriptSegmentInput[] | string, context: ConversationContext): ConversationDraft {
  const people = new MeetingPeople(context.members, context.directory);
  const draft = readDraft(segments, context, people);
  // Numbers are written as digits only now: the model reads dates, votes and counts from the number words.
  // What is decided and assigned is worded as a secretary writes it (one rule for the task and its line, which are
  // linked by their words).
  const written = (text: string) => officialWording(namesAsWritten(text, people));
  const decided = (key: string) => ['decided', 'assigned'].includes(sectionKind(key));
  return {
    ...draft,
    sections: draft.sections.map((section) => ({ ...section, value: writeNumbers(decided(section.key) ? section.value.split('\n').map(written).join('\n') : section.value) })),
    tasks: draft.tasks.map((task) => ({ ...task, essence: writeNumbers(written(task.essence)) })),
  };
}

function readDraft(segments: readonly TranscriptSegmentInput[] | string, context: ConversationContext, people: MeetingPeople): ConversationDraft {
  const givenChair = context.chair?.trim() ? (people.byLabel(context.chair) ?? { id: null, full_name: context.chair.trim() }) : null;
  const utterances = utterancesOf(segments, people);
  if (utterances.length === 0) return { sections: [], tasks: [], chair: givenChair?.full_name ?? null };
  const model = readMeeting(utterances, { people, meetingDate: context.meetingDate, nextMeetingDate: context.nextMeetingDate ?? null, chair: givenChair, members: context.members });
  const chair = model.chair?.full_name ?? null;

  const cut = buildSections(segments, context.keywords);
  if (cutByKeywords(cut, model, heardDictated(utterances.map((u) => u.text).join(' '), context.keywords))) {
    const ruleTasks = suggestTasks(
      utterances.map((u) => ({ start: u.start, end: u.end, speaker: u.label, text: u.text })),
      { members: candidates(context), meetingDate: context.meetingDate, timezone: context.timezone },
    );
    return { sections: enrichKeywordSections(cut, model, context.keywords, people, utterances), tasks: mergeTasks(ruleTasks, modelTasks(model)), chair };
  }
  return { sections: renderSections(model.questions, context.keywords), tasks: modelTasks(model), chair };
}

function candidates(context: ConversationContext): readonly { id: number; full_name: string }[] {
  return context.members.length > 0 ? context.members : context.directory;
}

function modelTasks(model: MeetingModel): SuggestedTask[] {
  return model.questions.flatMap((question) =>
    question.assignments.map(({ assignment, source }) => ({
      essence: assignment.essence,
      responsible_id: assignment.person?.id ?? null,
      responsible_name: assignment.person?.full_name ?? null,
      deadline: assignment.deadline,
      source: { start: source.start, end: source.end, text: source.text },
    })),
  );
}

/** Each task once: a task the keyword rules found in a sentence is not found again there by the model. */
function mergeTasks(rule: SuggestedTask[], model: SuggestedTask[]): SuggestedTask[] {
  const said = (task: SuggestedTask) => `${task.source.start}|${task.source.text}`;
  const seen = new Set(rule.map(said));
  return [...rule, ...model.filter((task) => !seen.has(said(task)))];
}

export type { NamedPerson };
