export const TASK_LIST_TEXTS = {
  add: 'Добавить поручение',
  allStatuses: 'Все',
  statusFilter: 'Статус',
  searchPlaceholder: 'Поручение или ответственный',
  empty: 'Поручений пока нет',
  nothingFound: 'Ничего не найдено',
  loadFailed: 'Не удалось загрузить поручения',
  columns: { essence: 'Поручение', responsible: 'Ответственный', deadline: 'Срок', status: 'Статус', done: 'Выполнено', actions: 'Действия' },
  edit: 'Изменить поручение',
} as const;
