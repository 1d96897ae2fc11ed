import type { Segment } from './types.ts';

export interface SpeakerName {
  user_id: number | null;
  name: string;
}

/** The transcript with each named label replaced by its name (the stored transcript keeps the labels). */
export function nameSpeakers(segments: readonly Segment[], names: Readonly<Record<string, SpeakerName>> | null | undefined): Segment[] {
  if (!names || Object.keys(names).length === 0) return [...segments];
  return segments.map((segment) => {
    const named = segment.speaker ? names[segment.speaker] : undefined;
    return named ? { ...segment, speaker: named.name } : segment;
  });
}

export interface SpeakerSummary {
  label: string;
  segments: number;
  seconds: number;
  sample: string;
}

/** Every speaker label in order of first appearance, with how much that voice spoke. */
export function speakerLabels(segments: readonly Segment[]): SpeakerSummary[] {
  const found = new Map<string, SpeakerSummary>();
  for (const segment of segments) {
    const label = segment.speaker?.trim();
    if (!label) continue;
    const summary = found.get(label) ?? { label, segments: 0, seconds: 0, sample: segment.text.split(/\s+/).slice(0, 12).join(' ') };
    summary.segments += 1;
    summary.seconds += Math.max(0, segment.end - segment.start);
    found.set(label, summary);
  }
  return [...found.values()].map((summary) => ({ ...summary, seconds: Math.round(summary.seconds * 10) / 10 }));
}
