/**
 * Which sections make a protocol's text, and what kind of protocol part each one is. The one definition used by
 * GET /final, the documents, the mail and the statistics column `protocols.text_sections`.
 */
export interface TextSection {
  key: string;
  value: string;
  /** Seconds into the recording where a draft section starts (a question's place for a suggested task). */
  start?: number | null;
}

interface StoredText {
  final_transcript: readonly TextSection[] | null;
  sections: readonly TextSection[] | null;
}

const hasText = (sections: readonly TextSection[] | null | undefined): sections is readonly TextSection[] =>
  Array.isArray(sections) && sections.some((section) => section.value?.trim());

/**
 * The saved final version when it says anything, else the draft sections when they do, else `fallback` (the draft
 * cut from the transcript now). Each section once, in the meeting's order; empty ones and exact repeats left out.
 */
export function protocolSections(protocol: StoredText, fallback: readonly TextSection[] = []): TextSection[] {
  const chosen = hasText(protocol.final_transcript) ? protocol.final_transcript : hasText(protocol.sections) ? protocol.sections : fallback;
  const seen = new Set<string>();
  const result: TextSection[] = [];
  for (const section of chosen) {
    const { key, value } = section;
    if (!value?.trim()) continue;
    const identity = `${key.trim()}\u0000${value.trim()}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    result.push(section);
  }
  return result;
}

/** The titles of the protocol text's sections, trimmed, one per section (the statistics count keyword hits in it). */
export function textSectionTitles(protocol: StoredText): string[] {
  return protocolSections(protocol).map((section) => section.key.trim());
}

/**
 * The column `protocols.text_sections`, to be written with every change of `sections` or `final_transcript`: the
 * statistics' SQL counts keyword hits in it and so holds no second definition of the protocol text.
 */
export function textSectionsColumn(protocol: StoredText): { text_sections: string[] } {
  return { text_sections: textSectionTitles(protocol) };
}

// What part of the protocol a section is, by its title: shared with the web (its editor and offline sketch).
export { sectionKind, type SectionKind } from '@protocolist/contracts/section-kinds';
