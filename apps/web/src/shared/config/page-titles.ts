/** The side navigation's items (seed §2). */
export const NAV_LABELS = {
  home: 'Главная',
  meetings: 'Совещания',
  protocols: 'Протоколы',
  secretaries: 'Секретари',
  assignments: 'Поручения',
  speech: 'Распознавание речи',
  settings: 'Настройки',
  logout: 'Выйти',
} as const;

/** Page titles, used by the role → page table in routes.ts and by the pages themselves. */
export const PAGE_TITLES = {
  ...NAV_LABELS,
  settingsUsers: 'Пользователи',
  settingsKeywords: 'Ключевые слова',
  protocolAdd: 'Новый протокол',
  protocol: 'Протокол',
  secretaryWork: 'Работа секретаря',
  recording: 'Запись совещания',
  login: 'Вход',
  changePassword: 'Восстановление пароля',
  resetPassword: 'Новый пароль',
  notFound: 'Страница не найдена',
} as const;
