export const TASK_FIELDS = {
  essence: 'Поручение',
  responsible: 'Ответственный',
  deadline: 'Срок',
  question: 'Вопрос протокола',
} as const;

export const TASK_TEXTS = {
  essencePlaceholder: 'Что нужно сделать',
  responsiblePlaceholder: 'Участник протокола или сотрудник',
  history: 'История статусов',
  historyEmpty: 'Статус ещё не менялся',
  system: 'Система',
  questionAuto: 'Определить по тексту протокола',
  questionNone: 'Без вопроса (в блоке «Поручения»)',
  questionHint: 'Под каким вопросом повестки поручение стоит в протоколе, реестре и выписке',
} as const;
