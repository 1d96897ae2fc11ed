import { sectionKind } from '../protocol-text/index.ts';
import type { BuiltSection, SectionKeyword } from '../sections/build-sections.ts';
import { splitSentences } from '../protocol-text/sentences.ts';
import { openingList, splitTopics } from './agenda.ts';
import { AFTER_ASIDE_WORDS, asksLeave, isAside, isChatter } from './chatter.ts';
import type { MeetingModel } from './model.ts';
import { titleFor } from './render.ts';
import { agendaWording } from './wording.ts';

const SPEAKER_LINE = /^([^:\n]{2,80}):\s+(.*)$/u;

/** A section's text without greetings, thanks and farewells (line by line, a speaker's «Имя:» kept). */
function withoutChatterLines(value: string): string {
  return value
    .split('\n')
    .map((line) => {
      const labelled = SPEAKER_LINE.exec(line);
      const body = labelled ? labelled[2]! : line;
      let aside = false;
      const kept = splitSentences(body)
        .filter((sentence) => {
          // The few words said after an aside («Можно окно закрыть? Дует.») go with it.
          const after = aside && sentence.split(/\s+/u).length <= AFTER_ASIDE_WORDS;
          aside = isAside(sentence) || asksLeave(sentence) || (aside && after);
          return !after && !isChatter(sentence);
        })
        .join(' ');
      return kept && labelled ? `${labelled[1]}: ${kept}` : kept;
    })
    .filter(Boolean)
    .join('\n');
}

/**
 * The keyword cut, with what the conversation model reads added: the spoken agenda worded for the document (from
 * the «Повестка дня» section, or the chair's opening words when no such keyword was said), and no greetings or
 * farewells left in any section (the introduction, never minuted, stays as said).
 */
export function enrichKeywordSections(cut: readonly BuiltSection[], model: MeetingModel, keywords: readonly SectionKeyword[]): BuiltSection[] {
  const sections: BuiltSection[] = [];
  let agendaSeen = false;
  for (const section of cut) {
    const kind = sectionKind(section.key);
    if (kind === 'introduction') {
      sections.push(section);
      continue;
    }
    if (kind === 'agenda') {
      agendaSeen = true;
      const topics = splitTopics(section.value.replace(/[.!…]+$/u, ''), null).map((topic) => agendaWording(topic)).filter(Boolean);
      sections.push({ ...section, value: topics.length > 0 ? topics.join('\n') : section.value });
      continue;
    }
    const value = withoutChatterLines(section.value);
    if (value || kind === 'heard') sections.push({ ...section, value });
  }
  if (!agendaSeen) {
    const titles = model.questions.map((q) => q.title).filter((t): t is string => !!t);
    const intro = sections.findIndex((s) => sectionKind(s.key) === 'introduction');
    const spoken = titles.length > 0 ? titles : introductionAgenda(sections[intro]?.value ?? '');
    if (spoken.length > 0) sections.splice(intro + 1, 0, { key: titleFor('agenda', keywords), value: spoken.join('\n'), start: sections[intro]?.start ?? null });
  }
  return sections;
}

function introductionAgenda(text: string): string[] {
  for (const sentence of splitSentences(text)) {
    const list = openingList(sentence);
    if (list && list.topics.length > 0) return list.topics.map((topic) => agendaWording(topic, list.grammaticalCase)).filter(Boolean);
  }
  return [];
}
