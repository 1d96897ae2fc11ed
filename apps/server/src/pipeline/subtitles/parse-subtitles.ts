import type { Segment } from '../speech/types.ts';

const TIMING = /((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;
const VOICE = /<v(?:\.[^\s>]*)?\s+([^>]+)>/g;

/**
 * "Иванов Сергей Петрович: …", "Иванов С. П.: …", "Speaker 1: …", "Спикер 2: …". A single capitalised word is not
 * taken: "Итак: …" or "Решили: …" would become speakers.
 */
const NAME_PREFIX =
  /^(?:-\s*)?((?:[Сс]пикер|[Ss]peaker|[Уу]частник|[Гг]олос)\s*\d+|[A-ZА-ЯЁ][a-zа-яё'’-]+(?:\s+(?:[A-ZА-ЯЁ][a-zа-яё'’-]+|[A-ZА-ЯЁ]\.\s*(?:[A-ZА-ЯЁ]\.)?)){1,3})\s*:\s+(.+)$/u;

/** Seconds, rounded to the millisecond the format carries ("1:02:03,5" → 3723.5). */
export function parseTimestamp(value: string): number {
  const [clock, fraction = '0'] = value.split(/[.,]/);
  const seconds = clock!.split(':').map(Number).reduce((total, part) => total * 60 + part, 0);
  return (seconds * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3))) / 1000;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function cleanText(text: string): string {
  const withoutTags = text
    .replace(/\{\\[^}]*\}/g, '') // ASS overrides inside SRT: {\an8}
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Splits a cue payload by <v Speaker> tags: one part per voice, text before the first tag has no voice. */
function voices(payload: string): { speaker: string | null; text: string }[] {
  const parts: { speaker: string | null; text: string }[] = [];
  let lastIndex = 0;
  let speaker: string | null = null;
  for (const match of payload.matchAll(VOICE)) {
    parts.push({ speaker, text: payload.slice(lastIndex, match.index) });
    speaker = match[1]!.trim();
    lastIndex = match.index + match[0].length;
  }
  parts.push({ speaker, text: payload.slice(lastIndex) });
  return parts.map((part) => ({ speaker: part.speaker, text: cleanText(part.text) })).filter((part) => part.text);
}

function speakerPrefix(text: string): { speaker: string; text: string } | null {
  const match = NAME_PREFIX.exec(text);
  if (!match) return null;
  return { speaker: match[1]!.trim(), text: match[2]!.trim() };
}

/**
 * WebVTT or SRT → transcript segments, one per cue (and voice). Speakers come from <v Name> tags, or from a
 * "Name: text" prefix; every other tag is dropped. Returns [] when the text holds no cues.
 */
export function parseSubtitles(source: string): Segment[] {
  const blocks = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const segments: Segment[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => TIMING.test(line));
    if (timingIndex < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0] ?? '')) continue;
    const [, from, to] = TIMING.exec(lines[timingIndex]!)!;
    const start = parseTimestamp(from!);
    const end = Math.max(start, parseTimestamp(to!));
    const payload = lines.slice(timingIndex + 1).join('\n');
    for (const part of voices(payload)) {
      const prefixed = part.speaker ? null : speakerPrefix(part.text);
      segments.push({
        start,
        end,
        speaker: part.speaker ?? prefixed?.speaker ?? null,
        text: prefixed?.text ?? part.text,
      });
    }
  }
  return segments.sort((a, b) => a.start - b.start);
}

/** Subtitle files from Russian sources are often Windows-1251: use it when the bytes are not valid UTF-8. */
export function decodeSubtitleFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}
