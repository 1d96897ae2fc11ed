import { formatDateRu, surnameWithInitialsIn, parsePersonName } from '../../lib/russian/index.ts';
import { sectionKind, withoutEndPunctuation, type SectionKind } from '../protocol-text/index.ts';
import type { BuiltSection, SectionKeyword } from '../sections/build-sections.ts';
import type { SpokenAssignment } from './assignments.ts';
import type { Question } from './model.ts';
import type { NamedPerson } from './people.ts';
import { withoutFillers } from './wording.ts';

const DEFAULT_TITLES: Record<Exclude<SectionKind, 'other' | 'introduction'>, string> = {
  agenda: 'Повестка дня',
  heard: 'Слушали',
  spoke: 'Выступили',
  decided: 'Решили',
  assigned: 'Поручить',
};

/** The secretary's own title for a kind of section («Постановили» where she uses it), else the usual one. */
export function titleFor(kind: keyof typeof DEFAULT_TITLES, keywords: readonly SectionKeyword[]): string {
  return keywords.find((keyword) => sectionKind(keyword.title) === kind)?.title ?? DEFAULT_TITLES[kind];
}

const dative = (person: NamedPerson) => {
  const parsed = parsePersonName(person.full_name);
  return parsed.first && parsed.patronymic && parsed.surname ? surnameWithInitialsIn(person.full_name, 'dative') : person.full_name;
};

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ru-RU') + text.slice(1);

/** «Поручить Медведеву В.А. составить график … — в срок до 04.12.2026.» */
function assignmentLine(assignment: SpokenAssignment): string {
  const deadline = assignment.deadline ? ` — в срок до ${formatDateRu(assignment.deadline)}` : '';
  const essence = withoutEndPunctuation(assignment.essence);
  const who = assignment.person && parsePersonName(assignment.person.full_name).patronymic ? `${dative(assignment.person)} ` : assignment.role ? `${assignment.role} ` : '';
  if (!who && assignment.person) return `Поручить: ${assignment.person.full_name} — ${lowerFirst(essence)}${deadline}.`;
  return `Поручить ${who}${lowerFirst(essence)}${deadline}.`;
}

/**
 * The meeting read as the sections the secretary edits: «Повестка дня» with the questions' wording, then per question
 * «Слушали» (who reported, «Имя: слова»), «Выступили» (a line per speaker), «Решили» (decisions, votes, tasks).
 */
export function renderSections(questions: readonly Question[], keywords: readonly SectionKeyword[]): BuiltSection[] {
  const sections: BuiltSection[] = [];
  const titled = questions.filter((q) => q.title);
  if (titled.length > 0) {
    const lines = questions.map((q, index) => q.title ?? fallbackTitle(q, index));
    sections.push({ key: titleFor('agenda', keywords), value: lines.join('\n'), start: questions[0]?.start ?? null });
  }
  for (const question of questions) {
    const heardWords = question.heardText.map(withoutFillers).join(' ').trim();
    const heard = question.heard
      ? heardWords
        ? `${question.heard.full_name}: ${heardWords}`
        : question.heard.full_name
      : heardWords || question.title || '';
    sections.push({ key: titleFor('heard', keywords), value: heard || '—', start: question.start });
    if (question.spoke.length > 0) {
      // Who only asked a question spoke on it: named, without the question's words.
      const lines = question.spoke.map((s) => (s.person ? (s.text.length > 0 ? `${s.person.full_name}: ${s.text.map(withoutFillers).join(' ')}` : s.person.full_name) : s.text.map(withoutFillers).join(' ')));
      sections.push({ key: titleFor('spoke', keywords), value: lines.join('\n'), start: question.start });
    }
    const decided = [...question.decisions, ...question.assignments.map((a) => assignmentLine(a.assignment))];
    if (decided.length > 0) sections.push({ key: titleFor('decided', keywords), value: decided.join('\n'), start: question.start });
  }
  return sections;
}

function fallbackTitle(question: Question, index: number): string {
  const words = (question.heardText[0] ?? question.spoke[0]?.text[0] ?? '').split(/\s+/u).slice(0, 8).join(' ').replace(/[.,;:!?]+$/u, '');
  return words || `Вопрос ${index + 1}`;
}
