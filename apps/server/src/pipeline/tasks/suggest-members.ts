import type { Segment } from '../speech/types.ts';
import { NameMatcher, tokenize, type DirectoryPerson } from './name-matcher.ts';
import { fold } from './russian-names.ts';

export interface SuggestedMember {
  user_id: number;
  full_name: string;
  /** Why, for the secretary: «Выступает в записи», «Упоминается в записи» or both. */
  reason: string;
}

type Reason = 'speaker' | 'mentioned';

const REASON_TEXT: Record<string, string> = {
  speaker: 'Выступает в записи',
  mentioned: 'Упоминается в записи',
  'speaker,mentioned': 'Выступает и упоминается в записи',
};

const squeeze = (name: string) => fold(name).replace(/[^\p{L}]+/gu, ' ').trim();

/** The directory person a speaker label names: the same full name, else an unambiguous surname (+ initials). */
function speakerPerson(label: string, directory: readonly DirectoryPerson[], matcher: NameMatcher): DirectoryPerson | null {
  const exact = directory.filter((person) => squeeze(person.full_name) === squeeze(label));
  if (exact.length === 1) return exact[0]!;
  const mentions = matcher.find(tokenize(label), label);
  return mentions.length === 1 ? mentions[0]!.person : null;
}

/**
 * Who took part, by the transcript: speakers whose labels match directory users, then people named in the
 * talk (surname in any case; namesakes are told apart by first name or initials, or left out).
 */
export function suggestMembers(segments: readonly Segment[], directory: readonly DirectoryPerson[]): SuggestedMember[] {
  const matcher = new NameMatcher(directory);
  const found = new Map<number, { person: DirectoryPerson; reasons: Set<Reason> }>();
  const add = (person: DirectoryPerson, reason: Reason) => {
    const entry = found.get(person.id) ?? { person, reasons: new Set<Reason>() };
    entry.reasons.add(reason);
    found.set(person.id, entry);
  };
  const labels = new Map<string, DirectoryPerson | null>();
  for (const segment of segments) {
    const label = segment.speaker?.trim();
    if (!label) continue;
    if (!labels.has(label)) labels.set(label, speakerPerson(label, directory, matcher));
    const person = labels.get(label);
    if (person) add(person, 'speaker');
  }
  for (const segment of segments) {
    for (const mention of matcher.find(tokenize(segment.text), segment.text)) add(mention.person, 'mentioned');
  }
  return [...found.values()].map(({ person, reasons }) => ({
    user_id: person.id,
    full_name: person.full_name,
    reason: REASON_TEXT[[...reasons].sort().reverse().join(',')]!,
  }));
}
