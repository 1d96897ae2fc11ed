export const KEYWORD_EDITOR_TEXTS = {
  createTitle: 'Новое ключевое слово',
  editTitle: 'Изменить ключевое слово',
  create: 'Добавить',
  created: 'Ключевое слово добавлено',
  updated: 'Ключевое слово сохранено',
  phrasesLabel: 'Ключевые фразы',
  phraseHint: 'Например: решили; постановили; решение',
  titlePlaceholder: 'Например, «Решили»',
} as const;
