import type { SuggestedMember } from '@protocolist/contracts/suggestions';

/** A person heard in the recording whom the secretary may make the chair: a directory user or a name as heard. */
export interface HeardPerson {
  user_id: number | null;
  full_name: string;
}

/** «Кравченко Леонид», «Орлова И. В.»: a speaker label that is a name, not «Спикер 2» or «Гость». */
const NAME_LABEL = /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}(?:\p{Ll}+|\.)(?:\s*\p{Lu}\.)?){1,2}$/u;

const key = (name: string) => name.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();

/**
 * The names heard in the recording: suggested members and the transcript's speakers that are names (as the
 * secretary named them); each person once (by directory id, else by name), the current chair left out. A name is
 * sent as heard: the server takes the directory person of that name, or adds an external one.
 */
export function heardPeople(
  suggested: readonly SuggestedMember[],
  speakers: readonly (string | null | undefined)[],
  chair: { id: number; full_name: string } | null,
): HeardPerson[] {
  const candidates: HeardPerson[] = [
    ...suggested.map(({ user_id, full_name }) => ({ user_id, full_name })),
    ...speakers.flatMap((speaker): HeardPerson[] => {
      const name = speaker?.trim().replace(/\s+/g, ' ');
      return name && NAME_LABEL.test(name) ? [{ user_id: null, full_name: name }] : [];
    }),
  ];
  const result: HeardPerson[] = [];
  for (const person of candidates) {
    if (chair && (person.user_id === chair.id || key(person.full_name) === key(chair.full_name))) continue;
    const same = result.find(
      (kept) => (person.user_id !== null && kept.user_id === person.user_id) || key(kept.full_name) === key(person.full_name),
    );
    if (!same) result.push(person);
    else if (same.user_id === null && person.user_id !== null) Object.assign(same, person);
  }
  return result;
}
