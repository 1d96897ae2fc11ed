/** One draft against its reference, field by field (the rules are in metrics.ts). */
import { writeNumbers } from '../../apps/server/src/pipeline/numbers/index.ts';
import {
  addScores,
  emptyScore,
  leftoversIn,
  matchAssignments,
  matchPersons,
  matchTexts,
  matchVotes,
  votesIn,
  wordsToChange,
  type Score,
} from './metrics.ts';
import { documentText, draftView, referenceView, renderView, type Reference } from './render.ts';
import type { Draft } from './pipelines.ts';

const VOTE_LINE = /^\s*Голосовали\s*:/u;

export const FIELDS = ['agenda', 'chair', 'heard', 'decisions', 'assignments', 'votes'] as const;
export type Field = (typeof FIELDS)[number];

export interface Evaluation {
  fields: Record<Field, Score>;
  /** The `not_in_document` phrases found in the draft's document. */
  leftovers: string[];
  phrases: number;
  distance: number;
  referenceWords: number;
  draftText: string;
  referenceText: string;
}

export function evaluate(reference: Reference, draft: Draft): Evaluation {
  const { text } = draft;
  const questions = text.agenda.length > 0 ? text.agenda : text.items.map((item) => item.title).filter((t): t is string => !!t);
  const assignments = [...text.items.flatMap((item) => item.assignments), ...text.assignments];
  const draftDecisions = [...text.items.flatMap((item) => item.decisions), ...assignments.map((a) => a.text)];
  const draftText = renderView(draftView(text, draft.chair));
  const referenceText = renderView(referenceView(reference));
  const words = wordsToChange(draftText, referenceText);
  const leftovers = leftoversIn(documentText(text), reference.not_in_document);
  return {
    fields: {
      agenda: matchTexts(reference.items.map((item) => item.agenda), questions),
      chair: matchPersons(reference.chair ? [reference.chair] : [], draft.chair ? [draft.chair] : []),
      heard: matchPersons(
        reference.items.flatMap((item) => (item.heard ? [item.heard] : [])),
        text.items.flatMap((item) => item.heard.map((s) => s.speaker)),
      ),
      // A vote line («Голосовали: …») is scored under votes, as the reference keeps its votes apart from its decisions.
      decisions: matchTexts(reference.items.flatMap((item) => item.decisions), draftDecisions.filter((line) => !VOTE_LINE.test(line))),
      assignments: matchAssignments(
        reference.items.flatMap((item) => item.assignments),
        assignments.map((a) => ({ person: a.responsible, deadline: a.deadline })),
      ),
      // A vote counts where the protocol records it, under ПОСТАНОВИЛИ; spoken numbers count once written as digits.
      votes: matchVotes(reference.items.flatMap((item) => item.votes ?? []), votesIn(writeNumbers(draftDecisions.join('\n')))),
    },
    leftovers,
    phrases: reference.not_in_document.length,
    distance: words.distance,
    referenceWords: words.referenceWords,
    draftText,
    referenceText,
  };
}

export interface Totals {
  fields: Record<Field, Score>;
  leftovers: number;
  phrases: number;
  distance: number;
  referenceWords: number;
}

export function totals(evaluations: readonly Evaluation[]): Totals {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, evaluations.reduce((sum, e) => addScores(sum, e.fields[f]), emptyScore())])) as Record<Field, Score>;
  return {
    fields,
    leftovers: evaluations.reduce((sum, e) => sum + e.leftovers.length, 0),
    phrases: evaluations.reduce((sum, e) => sum + e.phrases, 0),
    distance: evaluations.reduce((sum, e) => sum + e.distance, 0),
    referenceWords: evaluations.reduce((sum, e) => sum + e.referenceWords, 0),
  };
}
