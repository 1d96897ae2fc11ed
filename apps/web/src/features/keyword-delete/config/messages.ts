export const KEYWORD_DELETE_TEXTS = {
  title: 'Удалить ключевое слово?',
  text: (title: string) => `Ключевое слово «${title}» будет удалено. Черновые разделы протоколов пересоберутся без него.`,
  deleted: 'Ключевое слово удалено',
} as const;
