export const PROTOCOL_LIST_TEXTS = {
  add: 'Добавить протокол',
  searchPlaceholder: 'Тема, повестка или номер',
  allStages: 'Все стадии',
  empty: 'Протоколов пока нет',
  emptyHint: 'Создайте первый протокол вручную или по совещанию из календаря.',
  nothingFound: 'Ничего не найдено. Измените условия поиска.',
  loadFailed: 'Не удалось загрузить протоколы',
  columns: { number: '№', theme: 'Тема', date: 'Дата', stage: 'Стадия', members: 'Участники', tasks: 'Поручения' },
  uploading: (percent: number) => `Загрузка видео: ${percent}%`,
  processing: (percent: number) => `Обработка видео: ${percent}%`,
} as const;
