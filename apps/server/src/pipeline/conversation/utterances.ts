import { MarkerSet } from '../sections/markers.ts';
import type { TranscriptSegmentInput } from '../sections/build-sections.ts';
import { parseTranscriptText } from '../sections/transcript-text.ts';
import { toSentences } from '../tasks/index.ts';
import type { MeetingPeople } from './people.ts';
import { lacksPunctuation, restorePunctuation } from './punctuation.ts';

/** One sentence of the meeting with who said it (the speaker label, when the transcript has one) and when. */
export interface Utterance {
  text: string;
  label: string | null;
  start: number;
  end: number;
  /** Index of the turn: consecutive sentences of one speaker share it. */
  turn: number;
}

/**
 * The transcript's sentences; a typed text («Имя<Tab>текст» lines, or plain text) is read line by line. Recognition
 * output without punctuation gets its sentences cut by rules first (punctuation.ts), when `people` is given.
 */
export function utterancesOf(segments: readonly TranscriptSegmentInput[] | string, people?: MeetingPeople): Utterance[] {
  const list = typeof segments === 'string' ? parseTranscriptText(segments, new MarkerSet([])) : segments;
  const unpunctuated = !!people && lacksPunctuation(list.map((s) => s.text).join(' '));
  const sentences = toSentences(
    list.map((s) => ({ start: s.start, end: s.end, speaker: s.speaker?.trim() || null, text: unpunctuated ? restorePunctuation(s.text, people) : s.text })),
  );
  let turn = -1;
  let previous: string | null | undefined;
  return sentences.map((sentence) => {
    // Cut by rules, unlabeled sentences are no one turn: the one addressed in one is not the next one's.
    if (unpunctuated && sentence.speaker === null) turn += 1;
    if (sentence.speaker !== previous || sentence.speaker === null) {
      // Without labels every recognised piece is its own turn only when a new segment starts; sentences chain.
      if (sentence.speaker !== previous) turn += 1;
      previous = sentence.speaker;
    }
    if (turn < 0) turn = 0;
    return { text: sentence.text, label: sentence.speaker, start: sentence.start, end: sentence.end, turn };
  });
}
