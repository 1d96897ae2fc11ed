import type { Segment } from '../speech/types.ts';

export interface Sentence {
  text: string;
  /** Seconds: the start of the first and the end of the last segment the sentence touches. */
  start: number;
  end: number;
  speaker: string | null;
}

/** End of a sentence: . ! ? … (and closing quotes), not the dot of an initial («С. П. Иванову»). */
const SENTENCE_END = /(?<![\s.]\p{Lu}|^\p{Lu})[.!?…]+["»”)]*\s+/gu;

/**
 * Sentences across segment boundaries (recognisers cut segments mid-sentence), never across a change of speaker.
 */
export function toSentences(segments: readonly Segment[]): Sentence[] {
  const sentences: Sentence[] = [];
  let run: { segment: Segment; from: number; to: number }[] = [];
  let text = '';

  const flush = () => {
    if (run.length === 0) return;
    let from = 0;
    const cut = (to: number) => {
      const raw = text.slice(from, to);
      const trimmed = raw.trim();
      if (trimmed) {
        const lead = raw.length - raw.trimStart().length;
        const a = from + lead;
        const b = a + trimmed.length;
        const touched = run.filter((r) => r.from < b && a < r.to);
        sentences.push({ text: trimmed, start: touched[0]!.segment.start, end: touched.at(-1)!.segment.end, speaker: run[0]!.segment.speaker ?? null });
      }
      from = to;
    };
    for (const match of text.matchAll(SENTENCE_END)) cut(match.index + match[0].length);
    cut(text.length);
    run = [];
    text = '';
  };

  for (const segment of segments) {
    const piece = segment.text.trim();
    if (!piece) continue;
    if (run.length && (run[0]!.segment.speaker ?? null) !== (segment.speaker ?? null)) flush();
    if (text) text += ' ';
    run.push({ segment, from: text.length, to: text.length + piece.length });
    text += piece;
  }
  flush();
  return sentences;
}
