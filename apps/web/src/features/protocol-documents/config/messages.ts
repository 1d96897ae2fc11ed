import { countRu } from '@protocolist/contracts/plural';

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

/** «Разослать протокол»: who gets it, who does not (no e-mail) and when it was last sent (issue 23). */
export const SEND_TEXTS = {
  title: 'Разослать протокол',
  goesTo: (count: number) =>
    count === 0
      ? 'Ни у одного участника не указан e-mail: протокол некому отправить. Добавьте адреса ниже.'
      : `Итоговый протокол в формате PDF будет отправлен по e-mail ${countRu(count, ['участнику', 'участникам', 'участникам'])}.`,
  noEmailTitle: (count: number) => `Не получат протокол: нет e-mail (${count})`,
  noEmailHint: 'Укажите адрес, и участник получит протокол вместе со всеми.',
  emailOf: (name: string) => `E-mail: ${name}`,
  saveEmail: 'Сохранить',
  emailSaved: 'E-mail сохранён',
  confirm: (count: number) => `Разослать (${count})`,
  sentAt: (when: string) => `Отправлено ${when}`,
} as const;
