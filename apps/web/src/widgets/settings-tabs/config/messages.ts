export const SETTINGS_TABS = {
  profile: 'Профиль',
  /** The administrator's first tab holds the organisation's settings too. */
  profileAndOrganization: 'Профиль и организация',
  users: 'Пользователи',
  keywords: 'Ключевые слова',
  label: 'Разделы настроек',
} as const;
