/**
 * The Russian words that many parts of the interface share. Everything else lives next to the slice that shows
 * it (`<slice>/config/messages.ts`); seed strings stay verbatim.
 */

export const APP_NAME = 'Протоколист';

export const COMMON = {
  loading: 'Загрузка...',
  save: 'Сохранить',
  saving: 'Сохранение...',
  saved: 'Изменения сохранены',
  cancel: 'Отмена',
  close: 'Закрыть',
  closeNotification: 'Закрыть уведомление',
  delete: 'Удалить',
  retry: 'Повторить',
  /** The number and «с» never part at a line's end. */
  nextTry: (seconds: number) => `Следующая попытка через ${seconds}\u00a0с`,
  show: 'Показать',
  hide: 'Скрыть',
  networkError: 'Не удалось связаться с сервером. Проверьте подключение и повторите попытку.',
  unknownError: 'Что-то пошло не так. Повторите попытку.',
  notSpecified: '—',
  total: (count: number) => `Всего: ${count}`,
} as const;

/**
 * Leaving a page whose editor has changes not yet saved on the server. Only the protocol's editors ask this,
 * and they keep a draft in the browser (shared/lib/use-draft.ts), which the text promises.
 */
export const UNSAVED_TEXTS = {
  title: 'Есть несохранённые изменения',
  text: 'Изменения ещё не сохранены на сервере. Черновик останется в этом браузере, и его можно будет восстановить.',
  leave: 'Уйти',
  stay: 'Остаться',
} as const;

/** Closing a dialog (GuardedModal) whose form was changed: dialogs keep no draft, what was typed is lost. */
export const UNSAVED_DIALOG_TEXTS = {
  title: 'Закрыть без сохранения?',
  text: 'Введённые данные будут потеряны.',
  leave: 'Не сохранять',
  stay: 'Остаться',
} as const;

/** A draft kept in the browser, offered back after a reload or a crash. */
export const DRAFT_TEXTS = {
  title: 'Найден несохранённый черновик',
  text: (time: string) => `Изменения от ${time} не были сохранены на сервере. Восстановить их?`,
  restore: 'Восстановить черновик',
  discard: 'Удалить черновик',
} as const;

/** Two people (or two tabs) saved one text: both versions side by side. */
export const CONFLICT_TEXTS = {
  title: 'Текст изменён в другом месте',
  text: 'Пока вы редактировали, текст сохранили в другой вкладке или это сделал другой пользователь. Сравните версии и выберите, какую оставить.',
  mine: 'Ваша версия (не сохранена)',
  theirs: 'Сейчас на сервере',
  /** The same two as tabs on phones, where only one version is shown at a time. */
  mineTab: 'Ваша версия',
  theirsTab: 'На сервере',
  versions: 'Версии',
  keepMine: 'Сохранить мою версию',
  takeTheirs: 'Взять версию с сервера',
  loading: 'Загружаем версию с сервера…',
} as const;

/** The banner while the server cannot be reached. */
export const OFFLINE_TEXTS = {
  title: 'Нет связи с сервером',
  text: 'Изменения сохранены в браузере и будут отправлены, когда связь вернётся.',
} as const;

/** Labels of a person's fields and of search, the same in every form and filter. */
export const FIELD_LABELS = {
  email: 'E-mail',
  password: 'Пароль',
  passwordConfirmation: 'Подтверждение пароля',
  fullName: 'ФИО',
  department: 'Подразделение',
  organization: 'Организация',
  position: 'Должность',
  role: 'Роль',
  search: 'Поиск',
} as const;

export const PAGINATION_LABELS = {
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  first: 'Первая страница',
  last: 'Последняя страница',
} as const;

/** The avatar picker (shared/ui). */
export const AVATAR_TEXTS = {
  label: 'Аватар',
  hint: 'JPEG, PNG или WebP, не больше 5 МБ',
  choose: 'Выбрать изображение',
  removeSelection: 'Отменить выбор',
  tooLarge: 'Файл больше 5 МБ',
  wrongType: 'Допустимы изображения JPEG, PNG или WebP',
} as const;

export const FILE_SIZE_UNITS = {
  gigabytes: 'ГБ',
  megabytes: 'МБ',
  kilobytes: 'КБ',
} as const;

/** Downloading and sending a protocol (features/protocol-documents). */
export const PROTOCOL_ACTION_TEXTS = {
  downloadPdf: 'Скачать PDF',
  downloadDocx: 'Скачать DOCX',
  downloadFailed: 'Не удалось скачать документ',
  send: 'Разослать протокол',
  sendTitle: 'Разослать протокол?',
  sendText: 'Итоговый протокол в формате PDF будет отправлен по e-mail всем участникам, у которых указан адрес.',
  sendConfirm: 'Разослать',
  sendFailed: 'Не удалось разослать протокол',
  sent: (recipients: number) => `Протокол отправляется участникам: ${recipients}`,
} as const;

/** A part of the app whose code could not be loaded (offline before it was fetched): said in its own place. */
export const CHUNK_TEXTS = {
  failed: 'Не удалось загрузить эту часть приложения. Проверьте подключение к интернету.',
  retry: 'Повторить',
} as const;
