import { byGender, type Gender } from '@protocolist/contracts/person-name';

/** The people pickers (chair, members, task owner) over the user directory. */
export const DIRECTORY_TEXTS = {
  nothingFound: 'Никого не найдено',
  searching: 'Поиск...',
} as const;

/** A user's status badge, in her or his gender; about the access itself when the name does not tell. */
const USER_STATUS_TEXTS = {
  active: (gender: Gender | null) => byGender(gender, { m: 'Активен', f: 'Активна', other: 'Доступ открыт' }),
  blocked: (gender: Gender | null) =>
    byGender(gender, { m: 'Заблокирован', f: 'Заблокирована', other: 'Доступ заблокирован' }),
} as const;

/** The status badge's text for a user or a secretary's statistics row (both carry the server's `gender`). */
export function userStatusText(person: { is_active: boolean; gender: Gender | null }): string {
  return (person.is_active ? USER_STATUS_TEXTS.active : USER_STATUS_TEXTS.blocked)(person.gender);
}
