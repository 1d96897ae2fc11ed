/**
 * What part of a protocol a section is, by its title: the one rule the server's document layout
 * (apps/server/src/pipeline/protocol-text) and the web's editor and offline sketch of the document both follow.
 */
export type SectionKind = 'introduction' | 'agenda' | 'heard' | 'spoke' | 'decided' | 'assigned' | 'other';

const KINDS: [SectionKind, RegExp][] = [
  ['introduction', /^вступлени/],
  ['agenda', /^повестк/],
  ['heard', /^(?:слушали|заслушали|доклад)/],
  ['spoke', /^(?:выступил|выступлени|обсуждени)/],
  ['decided', /^(?:решили|решено|решение|постановили|постановлено|приняли)/],
  ['assigned', /^(?:поручить|поручено|поручения|поручение)/],
];

/** A section's part of the protocol by its title: «Решили» and «Постановили» are decisions, and so on. */
export function sectionKind(title: string): SectionKind {
  const folded = title.trim().toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
  return KINDS.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'other';
}

/**
 * Whether a section's text goes into the protocol's document. The greeting before the first keyword
 * («Вступление») is not minuted (docs/product-decisions.md): it stays in the sections, not in the PDF, DOCX or mail.
 */
export function isMinuted(title: string): boolean {
  return sectionKind(title) !== 'introduction';
}
