export const MEMBERS_TEXTS = {
  add: 'Добавить',
  added: 'Участник добавлен',
  empty: 'Участников пока нет',
  loadFailed: 'Не удалось загрузить участников',
  remove: 'Убрать участника',
  removeTitle: 'Убрать участника?',
  removeText: (name: string) => `${name} больше не будет участником этого протокола.`,
  removeConfirm: 'Убрать',
  removed: 'Участник удалён',
  pickPlaceholder: 'Начните вводить имя или e-mail',
  count: (count: number) => `Участников: ${count}`,
  noEmail: 'Без e-mail',
} as const;
