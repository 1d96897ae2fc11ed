export const PROFILE_TEXTS = {
  title: 'Профиль',
  saved: 'Профиль сохранён',
} as const;
