import type { Segment } from '../speech/types.ts';
import { NameMatcher, tokenize, type DirectoryPerson } from './name-matcher.ts';
import { byGender, parsePersonName, personGender, type Gender } from '../../lib/russian/index.ts';
import { fold } from './russian-names.ts';

export interface SuggestedMember {
  /** The directory person; null for a speaker who is in no directory (accepting makes them an external member). */
  user_id: number | null;
  full_name: string;
  /** Why, for the secretary: «Выступает в записи», «Упоминается в записи» or both. */
  reason: string;
  /** The person's grammatical gender (genderOf), for the web's «Добавлена новая внешняя участница»; null: not told. */
  gender: Gender | null;
}

type Reason = 'speaker' | 'mentioned';

const REASON_TEXT: Record<string, string> = {
  speaker: 'Выступает в записи',
  mentioned: 'Упоминается в записи',
  'speaker,mentioned': 'Выступает и упоминается в записи',
};
/** A speaker in no directory, in the person's gender; a name that does not tell gets a wording with no gendered forms. */
export function unknownSpeakerReason(gender: Gender | null): string {
  return byGender(gender, {
    m: 'Выступает в записи, в справочнике не найден: будет добавлен как внешний участник',
    f: 'Выступает в записи, в справочнике не найдена: будет добавлена как внешняя участница',
    other: 'Выступает в записи. Нет в справочнике — добавим во внешние участники',
  });
}

/** Labels a recogniser, diarization or a secretary gives instead of names («Спикер 2», «SPEAKER_01», «Председатель»). */
const GENERIC_LABEL =
  /^(спикер|speaker|участник|говорящий|голос|неизвестн|гость|ведущий|модератор|председатель|секретарь|докладчик|выступающий|unknown)/iu;
const NAME_WORD = /^\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)*$|^(\p{Lu}\.){1,2}$/u;

/** «Сидоров Пётр», «Орлова И. В.»: a label that reads as a person's name, not a role or a number. */
export function looksLikePersonName(label: string): boolean {
  const text = label.trim().replace(/(\p{Lu}\.)\s+(?=\p{Lu}\.)/gu, '$1');
  if (!text || /\d/.test(text) || GENERIC_LABEL.test(text)) return false;
  const words = text.split(/\s+/);
  return words.length >= 1 && words.length <= 3 && words.every((word) => NAME_WORD.test(word)) && words.some((word) => word.length > 2);
}

/** One person in a list of suggestions: the same directory user, or the same unknown name («Орлов», «Орлов Игорь»). */
export function samePersonSuggested(a: Pick<SuggestedMember, 'user_id' | 'full_name'>, b: Pick<SuggestedMember, 'user_id' | 'full_name'>): boolean {
  if (a.user_id !== null || b.user_id !== null) return a.user_id === b.user_id;
  return squeeze(a.full_name) === squeeze(b.full_name) || sameNominativeName(a.full_name, b.full_name);
}

const squeeze = (name: string) => fold(name).replace(/[^\p{L}]+/gu, ' ').trim();

/** «Лебедева», «Лебедева А. С.» and «Лебедева Анна Сергеевна» may be one person: the same surname, no initial against. */
function sameNominativeName(a: string, b: string): boolean {
  const one = parsePersonName(a);
  const other = parsePersonName(b);
  const agrees = (x: string | null, y: string | null) => !x || !y || fold(x)[0] === fold(y)[0];
  return fold(one.surname) === fold(other.surname) && agrees(one.first, other.first) && agrees(one.patronymic, other.patronymic);
}

/** The directory person a speaker label names: the same full name, else an unambiguous surname (+ initials). */
function speakerPerson(label: string, directory: readonly DirectoryPerson[], matcher: NameMatcher): DirectoryPerson | null {
  const exact = directory.filter((person) => squeeze(person.full_name) === squeeze(label));
  if (exact.length === 1) return exact[0]!;
  // A label names the speaker in the nominative: «Кузнецова» is Кузнецова, never Кузнецов in the genitive.
  const bySurname = directory.filter((person) => sameNominativeName(label, person.full_name));
  if (bySurname.length === 1) return bySurname[0]!;
  if (bySurname.length > 1) return null;
  const mentions = matcher.find(tokenize(label), label);
  return mentions.length === 1 ? mentions[0]!.person : null;
}

/**
 * Whether a name as heard or typed («Лебедева», «Лебедевой», «Лебедева Анна») names this person: the same name in
 * the nominative, else the surname in any case by the name matcher. Links suggestions to someone just made a member.
 */
export function namesPerson(name: string, person: DirectoryPerson): boolean {
  const text = name.trim();
  if (!text) return false;
  return speakerPerson(text, [person], new NameMatcher([person])) !== null;
}

/**
 * Who took part, by the transcript: speakers whose labels match directory users, then people named in the
 * talk (surname in any case; namesakes are told apart by first name or initials, or left out).
 */
export function suggestMembers(segments: readonly Segment[], directory: readonly DirectoryPerson[]): SuggestedMember[] {
  const matcher = new NameMatcher(directory);
  const found = new Map<number, { person: DirectoryPerson; reasons: Set<Reason> }>();
  const add = (person: DirectoryPerson, reason: Reason) => {
    const entry = found.get(person.id) ?? { person, reasons: new Set<Reason>() };
    entry.reasons.add(reason);
    found.set(person.id, entry);
  };
  const labels = new Map<string, DirectoryPerson | null>();
  const unknown: string[] = [];
  for (const segment of segments) {
    const label = segment.speaker?.trim();
    if (!label) continue;
    if (!labels.has(label)) labels.set(label, speakerPerson(label, directory, matcher));
    const person = labels.get(label);
    if (person) add(person, 'speaker');
    else if (looksLikePersonName(label)) addStranger(unknown, label.replace(/\s+/g, ' '));
  }
  for (const segment of segments) {
    for (const mention of matcher.find(tokenize(segment.text), segment.text)) add(mention.person, 'mentioned');
  }
  const known: SuggestedMember[] = [...found.values()].map(({ person, reasons }) => ({
    user_id: person.id,
    full_name: person.full_name,
    reason: REASON_TEXT[[...reasons].sort().reverse().join(',')]!,
    gender: personGender(person.full_name),
  }));
  const strangers: SuggestedMember[] = unknown.map((name) => {
    const gender = personGender(name);
    return { user_id: null, full_name: name, reason: unknownSpeakerReason(gender), gender };
  });
  return [...known, ...strangers];
}

/** One suggestion a person: «Лебедева А.» and «Лебедева Анна» heard as two labels are one stranger, by the fuller name. */
function addStranger(strangers: string[], name: string): void {
  const same = strangers.findIndex((known) => squeeze(known) === squeeze(name) || sameNominativeName(known, name));
  if (same < 0) strangers.push(name);
  else if (name.length > strangers[same]!.length) strangers[same] = name;
}
