export const TASK_ACTION_TEXTS = {
  markDone: (essence: string) => `Отметить выполненным: ${essence}`,
  delete: 'Удалить поручение',
  deleteTitle: 'Удалить поручение?',
  deleteText: (essence: string) => `Поручение «${essence}» будет удалено вместе с историей статусов.`,
  deleted: 'Поручение удалено',
} as const;
