import type { MarkerSet } from './markers.ts';
import type { TranscriptSegmentInput } from './build-sections.ts';

/** «Иванов С.П.», «Попова Елена Викторовна»: up to five capitalised words, initials allowed. */
const SPEAKER = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,4}$/u;
const COLON_LINE = /^([^:]{1,80}):\s*(.*)$/su;

/**
 * A transcript typed or pasted by hand: one segment per non-empty line, without timings. A line may name its
 * speaker as «Имя: текст» or «Имя<Tab>текст». A leading marker phrase such as «Решили: …» is text, not a
 * speaker, so it still cuts a section.
 */
export function parseTranscriptText(text: string, markers: MarkerSet): TranscriptSegmentInput[] {
  const segments: TranscriptSegmentInput[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    segments.push({ start: 0, end: 0, ...splitSpeaker(line, markers) });
  }
  return segments;
}

function splitSpeaker(line: string, markers: MarkerSet): { speaker: string | null; text: string } {
  const tab = line.indexOf('\t');
  if (tab > 0) {
    const speaker = line.slice(0, tab).trim();
    const text = line.slice(tab + 1).trim();
    if (speaker && text) return { speaker, text };
  }
  const colon = COLON_LINE.exec(line);
  if (colon) {
    const speaker = colon[1]!.trim();
    const text = colon[2]!.trim();
    if (text && SPEAKER.test(speaker) && !markers.startsWithMarker(speaker)) return { speaker, text };
  }
  return { speaker: null, text: line };
}
