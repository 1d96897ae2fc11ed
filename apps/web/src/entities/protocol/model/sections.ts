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

/** What is wrong with one section: its title, its text. */
export interface SectionErrors {
  key?: string;
  value?: string;
}

/**
 * Errors of a section list as react-hook-form holds them (`errors.sections`: an array with `{ key: { message } }`
 * or `{ value: { message } }` at the failing indexes, from the schema or the server's 422), by index.
 */
export function sectionErrorsOf(listErrors: unknown): Record<number, SectionErrors> {
  const result: Record<number, SectionErrors> = {};
  if (!Array.isArray(listErrors)) return result;
  listErrors.forEach((error: { key?: { message?: string }; value?: { message?: string } } | undefined, index) => {
    const key = error?.key?.message || undefined;
    const value = error?.value?.message || undefined;
    if (key || value) result[index] = { ...(key && { key }), ...(value && { value }) };
  });
  return result;
}

/** The message about the list as a whole (none at all, too many). */
export function listErrorOf(listErrors: unknown): string | undefined {
  const error = listErrors as { message?: string; root?: { message?: string } } | undefined;
  return error?.message || error?.root?.message || undefined;
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
