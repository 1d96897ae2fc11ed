/** Texts of the protocol's documents: preview, forms, extract. */
export const DOCUMENT_TEXTS = {
  preview: 'Предпросмотр документа',
  previewTitle: 'Документ протокола',
  form: 'Форма документа',
  extractItems: 'Вопросы повестки для выписки',
  extractHint: 'Отметьте вопросы, которые войдут в выписку',
  noItems: 'В тексте протокола пока нет вопросов повестки: выписку сделать не из чего',
  pickItem: 'Выберите хотя бы один вопрос',
  /** A protocol of one question: the extract is of it, nothing to pick. */
  onlyItem: (text: string) => `Выписка по единственному вопросу повестки: ${text}`,
  /** The browser's own sketch, shown while the server cannot draw the document. */
  offlineSketch: 'Нет связи с сервером: показан упрощённый вид текста. Документ в оформлении для печати появится, когда связь вернётся.',
  loading: 'Готовим документ…',
  failed: 'Не удалось показать документ',
  item: (number: number, title: string | null) => (title ? `${number}. ${title}` : `Вопрос ${number}`),
  paperLabel: 'Документ, как он будет напечатан',
  pageBreak: 'Новая страница',
} as const;
