import { MarkerSet, type SectionKeyword } from './markers.ts';
import { splitWords, type Word } from './words.ts';
import { partOfTransition, withoutSpeakerName, withoutTrailingTransition } from './leftovers.ts';

export type { SectionKeyword } from './markers.ts';

export interface TranscriptSegmentInput {
  start: number;
  end: number;
  speaker?: string | null;
  text: string;
}

export interface BuiltSection {
  key: string;
  value: string;
  /** Seconds into the recording where the section begins; null for plain text. */
  start: number | null;
}

/** Title of the text spoken before the first marker. */
export const INTRODUCTION_TITLE = 'Вступление';

interface TimedWord extends Word {
  time: number | null;
}

interface Cut {
  key: string;
  /** Where the marker phrase begins (the previous section ends here) and ends (this section's text begins). */
  markerStart: number;
  markerEnd: number;
  time: number | null;
}

/** Punctuation left at the start of a section after its marker: «Решили: …», «Выступила — …». */
const LEADING_PUNCTUATION = /^[\s.,:;!?…—–\-»")\]]+/u;

/** A section's words: no punctuation left by its marker, no «По второму вопросу» that leads into the next one. */
function clean(text: string): string {
  return withoutTrailingTransition(text.replace(LEADING_PUNCTUATION, '').trim());
}

interface SegmentStart {
  offset: number;
  time: number | null;
  speaker: string | null;
}

/** The transcript as one text (segments joined by spaces) with its words and the time each was spoken. */
function flatten(transcript: readonly TranscriptSegmentInput[] | string): { text: string; words: TimedWord[]; starts: SegmentStart[] } {
  const segments = typeof transcript === 'string' ? [{ start: null, speaker: null, text: transcript }] : transcript;
  let text = '';
  const starts: SegmentStart[] = [];
  for (const segment of segments) {
    const part = segment.text.trim();
    if (!part) continue;
    if (text) text += ' ';
    starts.push({ offset: text.length, time: segment.start, speaker: segment.speaker?.trim() || null });
    text += part;
  }
  let segment = 0;
  const words = splitWords(text).map((word) => {
    while (segment + 1 < starts.length && starts[segment + 1]!.offset <= word.start) segment += 1;
    return { ...word, time: starts[segment]?.time ?? null };
  });
  return { text, words, starts };
}

/** The section «Выступили»: who spoke, line by line («Кузнецов Д. А.: …»), where the transcript names speakers. */
const SPEAKERS_SECTION = 'выступили';

function bySpeaker(text: string, starts: readonly SegmentStart[], from: number, to: number): string | null {
  const lines: { speaker: string | null; text: string }[] = [];
  starts.forEach((start, index) => {
    const pieceFrom = Math.max(from, start.offset);
    const pieceTo = Math.min(to, starts[index + 1]?.offset ?? text.length);
    if (pieceTo <= pieceFrom) return;
    let piece = clean(text.slice(pieceFrom, pieceTo));
    // «Выступил Кузнецов. Предлагаю …» on Кузнецов's line: his name after the marker is not repeated.
    if (start.speaker && pieceFrom === from) piece = clean(withoutSpeakerName(piece, start.speaker));
    if (!piece) return;
    const last = lines.at(-1);
    if (last && last.speaker === start.speaker) last.text += ` ${piece}`;
    else lines.push({ speaker: start.speaker, text: piece });
  });
  if (!lines.some((line) => line.speaker)) return null;
  return lines.map((line) => (line.speaker ? `${line.speaker}: ${line.text}` : line.text)).join('\n');
}

/**
 * Cuts a transcript into protocol sections by the secretary's keywords (PRODUCT.md §9). Every place where a
 * marker phrase is spoken starts a section titled with its keyword; the section runs to the next marker and
 * holds the words after the marker itself. Text before the first marker becomes «Вступление». Sections keep
 * the order in which they were spoken, so a keyword may give several sections. Pure: same input, same output.
 */
export function buildSections(
  transcript: readonly TranscriptSegmentInput[] | string | null | undefined,
  keywords: readonly SectionKeyword[],
): BuiltSection[] {
  if (!transcript) return [];
  const { text, words, starts } = flatten(transcript);
  if (!text) return [];
  const markers = new MarkerSet(keywords);
  const cuts: Cut[] = [];
  for (let index = 0; index < words.length && !markers.isEmpty; ) {
    const match = markers.matchAt(words, index);
    if (!match) {
      index += 1;
      continue;
    }
    const first = words[index]!;
    const last = words[index + match.length - 1]!;
    if (partOfTransition(text.slice(0, first.start), text.slice(first.start, last.end))) {
      index += match.length;
      continue;
    }
    cuts.push({ key: match.title, markerStart: first.start, markerEnd: last.end, time: first.time });
    index += match.length;
  }

  const sections: BuiltSection[] = [];
  const introduction = clean(text.slice(0, cuts[0]?.markerStart ?? text.length));
  if (introduction) sections.push({ key: INTRODUCTION_TITLE, value: introduction, start: words[0]?.time ?? null });
  cuts.forEach((cut, index) => {
    const end = cuts[index + 1]?.markerStart ?? text.length;
    const named = cut.key.toLowerCase() === SPEAKERS_SECTION ? bySpeaker(text, starts, cut.markerEnd, end) : null;
    const value = named ?? clean(text.slice(cut.markerEnd, end));
    const previous = sections.at(-1);
    // «Решили, постановили: …» is one decision, not an empty section followed by a full one.
    if (previous && previous.key === cut.key && previous.value === '') {
      previous.value = value;
      return;
    }
    sections.push({ key: cut.key, value, start: cut.time });
  });
  return sections;
}
