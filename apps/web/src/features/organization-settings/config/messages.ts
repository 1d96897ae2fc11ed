export const ORGANIZATION_TEXTS = {
  title: 'Организация',
  name: 'Название организации',
  timezone: 'Часовой пояс',
  timezonePlaceholder: 'Выберите часовой пояс',
  numbering: 'Нумерация протоколов',
  numberingHint: 'Номер, который печатается в протоколе и выписке',
  saved: 'Настройки организации сохранены',
  loadFailed: 'Не удалось загрузить настройки организации',
} as const;
