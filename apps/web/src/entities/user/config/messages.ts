/** The people pickers (chair, members, task owner) over the user directory. */
export const DIRECTORY_TEXTS = {
  nothingFound: 'Никого не найдено',
  searching: 'Поиск...',
} as const;

export const USER_STATUS_TEXTS = {
  active: 'Активен',
  blocked: 'Заблокирован',
} as const;
