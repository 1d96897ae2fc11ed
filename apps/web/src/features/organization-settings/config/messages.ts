export const ORGANIZATION_TEXTS = {
  title: 'Организация',
  name: 'Название организации',
  timezone: 'Часовой пояс',
  timezonePlaceholder: 'Выберите часовой пояс',
  saved: 'Настройки организации сохранены',
} as const;
