import { sectionKind } from '../protocol-text/index.ts';
import type { BuiltSection, SectionKeyword } from '../sections/build-sections.ts';
import { splitSentences } from '../protocol-text/sentences.ts';
import { openingList, otherQuestionNamed, passesByItself, splitTopics, topicStems, transition } from './agenda.ts';
import { AFTER_ASIDE_WORDS, asksLeave, isAside, isChatter } from './chatter.ts';
import { isVoteSentence, readVote, voteLine, type Side, type Vote } from './decisions.ts';
import { floorGiving } from './floor.ts';
import type { MeetingPeople } from './people.ts';
import type { MeetingModel } from './model.ts';
import type { Utterance } from './utterances.ts';
import { foldRu } from '../../lib/russian/index.ts';
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
export function enrichKeywordSections(
  cut: readonly BuiltSection[],
  model: MeetingModel,
  keywords: readonly SectionKeyword[],
  people: MeetingPeople,
  utterances: readonly Utterance[] = [],
): BuiltSection[] {
  const labelOf = speakerOf(utterances);
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
    if (kind === 'decided') {
      // Read before the chatter goes: «Вадим Олегович, что с путёвками?» gives the floor on the next question.
      sections.push(...decidedAndBeyond(section, keywords, people, labelOf));
      continue;
    }
    if (kind === 'heard') {
      sections.push(...heardAndOthers(section, keywords, labelOf, model));
      continue;
    }
    const value = withoutChatterLines(section.value);
    if (value) sections.push({ ...section, value });
  }
  if (!agendaSeen) addSpokenAgenda(sections, model, keywords);
  return underOwnQuestions(sections, keywords);
}

/**
 * «Эльвира Рашидовна, а выплаты по материальной помощи проведите до конца месяца», said under «Поручить» on the next
 * question: a task sentence that plainly names another question of the agenda (two of its title's words) and
 * nothing of its own goes to that question, as a secretary lists each task under its own question.
 */
function underOwnQuestions(sections: BuiltSection[], keywords: readonly SectionKeyword[]): BuiltSection[] {
  const agenda = sections.find((s) => sectionKind(s.key) === 'agenda');
  const titles = (agenda?.value.split('\n') ?? []).map((title) => topicStems(title));
  if (titles.length < 2) return sections;
  // Each question's sections, by the «Слушали» that opens it.
  const groups: BuiltSection[][] = [[]];
  for (const section of sections) {
    if (sectionKind(section.key) === 'heard' && groups.some((g) => g.some((s) => sectionKind(s.key) === 'heard'))) groups.push([]);
    groups.at(-1)!.push(section);
  }
  const moved = new Map<number, string[]>();
  groups.forEach((group, g) => {
    if (!titles[g]) return;
    for (const [i, section] of group.entries()) {
      if (sectionKind(section.key) !== 'assigned') continue;
      const sentences = splitSentences(section.value);
      const kept = sentences.filter((sentence, index) => {
        if (index === 0) return true;
        const home = otherQuestionNamed(sentence, g, titles);
        if (home === null || !groups[home]) return true;
        moved.set(home, [...(moved.get(home) ?? []), sentence]);
        return false;
      });
      group[i] = { ...section, value: kept.join(' ') };
    }
  });
  if (moved.size === 0) return sections;
  return groups.flatMap((group, g) => {
    const extra = moved.get(g);
    const start = group.at(-1)?.start ?? null;
    return extra ? [...group, { key: titleFor('assigned', keywords), value: extra.join(' '), start }] : group;
  });
}

/** The agenda spoken without its keyword: the questions the model read, or the list in the chair's opening words. */
function addSpokenAgenda(sections: BuiltSection[], model: MeetingModel, keywords: readonly SectionKeyword[]): void {
  const titles = model.questions.map((q) => q.title).filter((t): t is string => !!t);
  const intro = sections.findIndex((s) => sectionKind(s.key) === 'introduction');
  const spoken = titles.length > 0 ? titles : introductionAgenda(sections[intro]?.value ?? '');
  if (spoken.length > 0) sections.splice(intro + 1, 0, { key: titleFor('agenda', keywords), value: spoken.join('\n'), start: sections[intro]?.start ?? null });
}

const fold = (text: string) => foldRu(text).replace(/[^\p{L}\d]+/gu, ' ').trim();

/** Who said a sentence of the keyword cut (which keeps no speaker labels): the utterance it is part of. */
function speakerOf(utterances: readonly Utterance[]): (sentence: string) => string | null {
  const said = utterances.filter((u) => u.label).map((u) => ({ text: fold(u.text), label: u.label! }));
  return (sentence) => {
    const text = fold(sentence);
    if (!text) return null;
    return said.find((u) => u.text.includes(text) || text.includes(u.text))?.label ?? null;
  };
}

/**
 * A «Слушали» section holds whatever was said until the next keyword: the one heard, and the others' remarks and
 * questions («А в положении потолок какой?»). The others go under «Выступили», a line each; who only asked a
 * question on the matter is named there without the question's words. Text without speaker labels stays as it is.
 */
function heardAndOthers(section: BuiltSection, keywords: readonly SectionKeyword[], labelOf: (sentence: string) => string | null, model: MeetingModel): BuiltSection[] {
  const sentences = splitSentences(section.value).map((sentence) => ({ sentence, label: labelOf(sentence) }));
  const chair = model.chair?.full_name ?? null;
  const reporter = sentences.find((s) => s.label && s.label !== chair && s.label !== sentences[0]!.label)?.label ?? null;
  const opener = sentences[0]?.label ?? null;
  const others = sentences.filter((s) => s.label && s.label !== reporter && s.label !== opener && s.label !== chair);
  const heard = { ...section, value: withoutChatterLines(sentences.filter((s) => !others.includes(s)).map((s) => s.sentence).join(' ')) };
  if (!reporter || others.length === 0) return [{ ...section, value: withoutChatterLines(section.value) }];
  const lines = new Map<string, string[]>();
  for (const { sentence, label } of others) {
    const words = lines.get(label!) ?? [];
    const onTheMatter = /\?\s*$/u.test(sentence) && !isAside(sentence) && !asksLeave(sentence);
    if (!isChatter(sentence)) words.push(sentence);
    if (words.length > 0 || onTheMatter) lines.set(label!, words);
  }
  if (lines.size === 0) return [heard];
  const spoke = [...lines].map(([label, words]) => (words.length > 0 ? `${label}: ${words.join(' ')}` : label)).join('\n');
  return [heard, { key: titleFor('spoke', keywords), value: spoke, start: section.start }];
}

function introductionAgenda(text: string): string[] {
  for (const sentence of splitSentences(text)) {
    const list = openingList(sentence);
    if (list && list.topics.length > 0) return list.topics.map((topic) => agendaWording(topic, list.grammaticalCase)).filter(Boolean);
  }
  return [];
}

interface Said {
  label: string | null;
  sentence: string;
}

const lineOf = (label: string | null, sentences: readonly string[]) => (label ? `${label}: ${sentences.join(' ')}` : sentences.join(' '));

/** Consecutive sentences of one speaker as «Имя: текст» lines. */
function linesOf(said: readonly Said[]): string[] {
  const lines: { label: string | null; sentences: string[] }[] = [];
  for (const { label, sentence } of said) {
    const last = lines.at(-1);
    // A vote's record is a line of its own («Голосовали: …» is read as one record).
    const record = (text: string) => text.startsWith('Голосовали:');
    if (last && last.label === label && !record(sentence) && !record(last.sentences[0]!)) last.sentences.push(sentence);
    else lines.push({ label, sentences: [sentence] });
  }
  return lines.map((line) => lineOf(line.label, line.sentences));
}

/**
 * A «Решили» section as the keyword cut leaves it runs on to the next keyword. Read sentence by sentence: a vote
 * («Голосуем — все за.») becomes its record («Голосовали: единогласно. Решение принято.»), and the chair's passing to
 * the next question («Второй вопрос.») ends the decisions: what follows is that question's report (the first speaker
 * after the floor is given, «Вадим Олегович, что с путёвками?», which is not minuted) and the others' words.
 */
function decidedAndBeyond(section: BuiltSection, keywords: readonly SectionKeyword[], people: MeetingPeople, labelOf: (sentence: string) => string | null): BuiltSection[] {
  const said: Said[] = section.value.split('\n').flatMap((line) => {
    const labelled = SPEAKER_LINE.exec(line);
    return splitSentences(labelled ? labelled[2]! : line).map((sentence) => ({ label: labelled ? labelled[1]! : null, sentence }));
  });
  const decided: Said[] = [];
  let vote: { vote: Vote; asked: Side | null; at: number } | null = null;
  const settle = () => {
    const line = vote && voteLine(vote.vote);
    if (vote && line) decided.splice(vote.at, 0, { label: null, sentence: line });
    vote = null;
  };
  let at = 0;
  for (; at < said.length; at++) {
    const { sentence } = said[at]!;
    // A bare noun («другое.») passes only to a question already listed, which a keyword cut has no list of.
    if (passesByItself(transition(sentence))) break;
    if (isVoteSentence(sentence, vote !== null)) {
      vote ??= { vote: { for: null, against: null, abstained: null }, asked: null, at: decided.length };
      vote.asked = readVote(sentence, vote.vote, vote.asked);
      continue;
    }
    settle();
    if (!isChatter(sentence)) decided.push(said[at]!);
  }
  settle();
  const sections: BuiltSection[] = [];
  // The vote's record stands alone: the chair's label is no part of it.
  if (decided.length > 0) sections.push({ ...section, value: linesOf(decided).map((line) => line.replace(/^[^:\n]{2,80}:\s+(?=Голосовали:)/u, '')).join('\n') });
  // Unlabelled text: the one given the floor («Вадим Олегович, что с путёвками?») is who speaks next.
  let given: string | null = null;
  const rest = said.slice(at + 1).flatMap((entry) => {
    const floor = floorGiving(entry.sentence, people);
    if (floor) given = floor.person.full_name;
    if (floor || isChatter(entry.sentence)) return [];
    return [{ ...entry, label: entry.label ?? (given && labelOf(entry.sentence)) ?? given }];
  });
  if (at < said.length && rest.length > 0) {
    const reporter = rest[0]!.label;
    const firstOther = rest.findIndex((r) => r.label !== reporter);
    const heard = firstOther < 0 ? rest : rest.slice(0, firstOther);
    const others = rest.slice(heard.length);
    sections.push({ key: titleFor('heard', keywords), value: linesOf(heard).join('\n'), start: section.start });
    if (others.length > 0) sections.push({ key: titleFor('spoke', keywords), value: linesOf(others).join('\n'), start: section.start });
  }
  return sections;
}
