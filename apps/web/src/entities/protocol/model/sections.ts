import type { ProtocolSection } from '@protocolist/contracts/protocols';

/** A section while it is edited: `uid` keeps React's keys stable when sections are moved or removed. */
export interface EditableSection {
  uid: string;
  key: string;
  value: string;
}

let counter = 0;
const nextUid = () => {
  counter += 1;
  return `section-${counter}`;
};

export function toEditableSections(sections: readonly Pick<ProtocolSection, 'key' | 'value'>[]): EditableSection[] {
  return sections.map(({ key, value }) => ({ uid: nextUid(), key, value }));
}

export function emptySection(): EditableSection {
  return { uid: nextUid(), key: '', value: '' };
}

/** What is sent to the server: titles trimmed, text as typed. */
export function sectionsPayload(sections: readonly EditableSection[]): { key: string; value: string }[] {
  return sections.map(({ key, value }) => ({ key: key.trim(), value }));
}

/** Index → message for every section without a title. */
export function missingTitles(sections: readonly EditableSection[], message: string): Record<number, string> {
  const errors: Record<number, string> = {};
  sections.forEach((section, index) => {
    if (!section.key.trim()) errors[index] = message;
  });
  return errors;
}

/** Server 422 keys such as `sections.2.key` or `final_transcript.0.key` → index → message. */
export function sectionTitleErrors(fieldErrors: Record<string, string>, field: string): Record<number, string> {
  const errors: Record<number, string> = {};
  const pattern = new RegExp(`^${field}\\.(\\d+)\\.key$`);
  for (const [name, message] of Object.entries(fieldErrors)) {
    const match = pattern.exec(name);
    if (match) errors[Number(match[1])] = message;
  }
  return errors;
}

export function sameSections(
  a: readonly Pick<EditableSection, 'key' | 'value'>[],
  b: readonly Pick<EditableSection, 'key' | 'value'>[],
): boolean {
  return a.length === b.length && a.every((section, index) => section.key === b[index]!.key && section.value === b[index]!.value);
}

/** Transcript segments as editable text: one remark a line, «Спикер: текст». */
export function transcriptToText(segments: readonly { speaker?: string | null; text: string }[]): string {
  return segments.map((segment) => (segment.speaker ? `${segment.speaker}: ${segment.text}` : segment.text)).join('\n');
}

/** Seconds → «м:сс» or «ч:мм:сс». */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
