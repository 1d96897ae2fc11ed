export const SETTINGS_TABS = {
  profile: 'Профиль',
  users: 'Пользователи',
  keywords: 'Ключевые слова',
  label: 'Разделы настроек',
} as const;
