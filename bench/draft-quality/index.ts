/**
 * The draft-quality benchmark as a library, for bench/draft-quality.mjs and for tests that hold a drafter to a
 * threshold: `scoreCorpus(baselineDraft).total.fields.assignments` …
 */
import { loadCorpus, type CorpusMeeting } from './corpus.ts';
import { evaluate, totals, type Evaluation, type Totals } from './evaluate.ts';
import type { Draft } from './pipelines.ts';

export { loadCorpus, loadMeeting, parseScript, type CorpusMeeting } from './corpus.ts';
export { evaluate, FIELDS, totals, type Evaluation, type Field, type Totals } from './evaluate.ts';
export { precision, recall, TEXT_MATCH, type Score } from './metrics.ts';
export { baselineDraft, CONVERSATION_MODULE, loadConversation, type Draft } from './pipelines.ts';

/** Every meeting drafted by `drafter` and scored against its reference, and the totals over all of them. */
export function scoreCorpus(
  drafter: (meeting: CorpusMeeting) => Draft,
  meetings: readonly CorpusMeeting[] = loadCorpus(),
): { meetings: { meeting: CorpusMeeting; result: Evaluation }[]; total: Totals } {
  const scored = meetings.map((meeting) => ({ meeting, result: evaluate(meeting.reference, drafter(meeting)) }));
  return { meetings: scored, total: totals(scored.map((entry) => entry.result)) };
}
