export const TASK_EDITOR_TEXTS = {
  createTitle: 'Новое поручение',
  editTitle: 'Изменить поручение',
  create: 'Добавить',
  created: 'Поручение добавлено',
  updated: 'Поручение сохранено',
  membersGroup: 'Участники протокола',
  directoryGroup: 'Сотрудники',
} as const;
