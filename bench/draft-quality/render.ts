/**
 * One renderer for both sides of the comparison: the reference (reference.json) and a draft (ProtocolText) become
 * the same plain protocol text, so the words to change compare like with like. СЛУШАЛИ / ВЫСТУПИЛИ carry names
 * only: the reference holds no summaries of what was said, so a draft is neither rewarded nor punished for them.
 */
import { surnameWithInitials } from '../../apps/server/src/lib/russian/index.ts';
import type { ProtocolText } from '../../apps/server/src/pipeline/protocol-text/index.ts';
import { voteSentence, type Vote } from './metrics.ts';

export interface ReferenceItem {
  agenda: string;
  heard: string | null;
  spoke: string[];
  decisions: string[];
  votes?: Vote[];
  assignments: { person: string | null; deadline: string | null }[];
}

export interface Reference {
  meeting_date: string;
  chair: string | null;
  attendees: string[];
  items: ReferenceItem[];
  not_in_document: string[];
}

export interface ProtocolView {
  chair: string | null;
  items: {
    title: string | null;
    heard: string[];
    spoke: string[];
    decisions: string[];
    votes: string[];
    assignments: string[];
  }[];
  /** Assignments that belong to no item («Поручения»). */
  loose: string[];
}

const short = (name: string | null) => (name && name.trim().split(/\s+/).length >= 2 && !name.includes('.') ? surnameWithInitials(name) : (name ?? ''));
const isAssignment = (decision: string) => /^поручить(?!\p{L})/iu.test(decision.trim());

export function referenceView(reference: Reference): ProtocolView {
  return {
    chair: reference.chair,
    items: reference.items.map((item) => ({
      title: item.agenda,
      heard: item.heard ? [short(item.heard)] : [],
      spoke: item.spoke.map(short),
      decisions: item.decisions.filter((d) => !isAssignment(d)),
      votes: (item.votes ?? []).map(voteSentence),
      assignments: item.decisions.filter(isAssignment),
    })),
    loose: [],
  };
}

export function draftView(text: ProtocolText, chair: string | null): ProtocolView {
  const names = (statements: readonly { speaker: string | null }[]) =>
    [...new Set(statements.map((s) => s.speaker).filter((s): s is string => !!s))];
  return {
    chair,
    items: text.items.map((item, index) => ({
      title: item.title ?? text.agenda[index] ?? null,
      heard: names(item.heard),
      spoke: names(item.spoke),
      decisions: [...item.decisions, ...item.other.flatMap((part) => part.paragraphs.map((p) => `${part.title}: ${p}`))],
      votes: [],
      assignments: item.assignments.map((a) => a.text),
    })),
    loose: text.assignments.map((a) => a.text),
  };
}

/** The protocol as a secretary reads it, names only under СЛУШАЛИ / ВЫСТУПИЛИ. */
export function renderView(view: ProtocolView): string {
  const lines: string[] = ['ПРОТОКОЛ'];
  if (view.chair) lines.push(`Председатель: ${short(view.chair)}`);
  view.items.forEach((item, index) => {
    lines.push(`${index + 1}. ${item.title ?? ''}`.trim());
    if (item.heard.length) lines.push(`СЛУШАЛИ: ${item.heard.join(', ')}`);
    if (item.spoke.length) lines.push(`ВЫСТУПИЛИ: ${item.spoke.join(', ')}`);
    if (item.decisions.length || item.votes.length || item.assignments.length) lines.push('ПОСТАНОВИЛИ:');
    lines.push(...item.decisions, ...item.votes, ...item.assignments);
  });
  if (view.loose.length) lines.push('ПОРУЧЕНИЯ:', ...view.loose);
  return lines.join('\n');
}

/** Everything a draft's document says, what was heard included: where spoken leftovers would show. */
export function documentText(text: ProtocolText): string {
  const statements = (list: readonly { speaker: string | null; text: string }[]) => list.map((s) => `${s.speaker ?? ''} ${s.text}`);
  return [
    ...text.agenda,
    ...text.preamble.flatMap((part) => [part.title, ...part.paragraphs]),
    ...text.items.flatMap((item) => [
      item.title ?? '',
      ...statements(item.heard),
      ...statements(item.spoke),
      ...item.decisions,
      ...item.assignments.map((a) => a.text),
      ...item.other.flatMap((part) => [part.title, ...part.paragraphs]),
    ]),
    ...text.assignments.map((a) => a.text),
  ].join('\n');
}
