/**
 * The protocol's text: which sections make it and how they become agenda items (СЛУШАЛИ / ВЫСТУПИЛИ /
 * ПОСТАНОВИЛИ / ПОРУЧИТЬ). The single definition for GET /final, the PDF, the DOCX, the e-mail and the statistics.
 */
export { protocolSections, sectionKind, textSectionsColumn, textSectionTitles, type SectionKind, type TextSection } from './sections.ts';
export {
  buildProtocolText,
  protocolQuestions,
  questionOfNewTask,
  parseAgenda,
  type AgendaItem,
  type Assignment,
  type OtherPart,
  type ProtocolText,
  type ProtocolTextInput,
  type Statement,
  type TextTask,
} from './build.ts';
export { asSentence, upperFirst, withoutEndPunctuation } from './sentences.ts';
