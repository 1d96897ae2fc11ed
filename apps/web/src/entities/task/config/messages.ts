export const TASK_FIELDS = {
  essence: 'Поручение',
  responsible: 'Ответственный',
  deadline: 'Срок',
} as const;

export const TASK_TEXTS = {
  essencePlaceholder: 'Что нужно сделать',
  responsiblePlaceholder: 'Участник протокола или сотрудник',
  history: 'История статусов',
  historyEmpty: 'Статус ещё не менялся',
  system: 'Система',
} as const;
