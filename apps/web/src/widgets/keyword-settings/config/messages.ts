export const KEYWORD_SETTINGS_TEXTS = {
  intro: 'По ключевым фразам стенограмма делится на разделы протокола. Варианты фразы разделяйте точкой с запятой.',
  add: 'Добавить ключевое слово',
  empty: 'Ключевых слов пока нет',
  edit: 'Изменить',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  dragHandle: (title: string) => `Перетащить «${title}»`,
  loadFailed: 'Не удалось загрузить ключевые слова',
} as const;
