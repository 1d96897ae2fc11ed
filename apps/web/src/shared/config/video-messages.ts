/** Russian strings of the protocol video: upload, processing, player with transcript, suggestions. */

export const VIDEO_TEXTS = {
  sectionTitle: 'Видео',
  dropTitle: 'Перетащите видео- или аудиозапись совещания сюда',
  dropAction: 'или нажмите, чтобы выбрать файл',
  dropHint: 'MP4, MOV, WEBM, MKV, MP3, WAV и другие форматы. Файл загружается частями, работу можно продолжать на других страницах.',
  dropReject: 'Нужен видео- или аудиофайл',
  optionalHint: 'Видео можно загрузить и позже, на странице протокола.',
  subtitlesLabel: 'Использовать мой файл стенограммы (.vtt, .srt)',
  subtitlesHint: 'Субтитры из Zoom, Teams или Телемоста: стенограмма возьмётся из файла вместо распознавания речи.',
  subtitlesChoose: 'Выбрать файл стенограммы',
  subtitlesWrongType: 'Нужен файл субтитров .vtt или .srt',
  removeFile: 'Убрать файл',
  upload: 'Загрузить видео',
  uploadingTitle: 'Загрузка видео',
  uploading: (percent: number) => `Загрузка видео: ${percent}%`,
  cancel: 'Отменить загрузку',
  cancelled: 'Загрузка видео отменена',
  uploaded: 'Видео загружено',
  processingSoon: 'Видео загружено. Обработка начнётся через несколько секунд.',
  retrying: (seconds: number) => `Нет связи с сервером. Повторная попытка через ${seconds} с…`,
  interrupted: 'Загрузка прервана: выберите тот же файл, чтобы продолжить',
  interruptedReceived: (percent: number) => `Уже загружено: ${percent}%`,
  tooLarge: 'Файл слишком большой',
  notMedia: 'Файл не является видео- или аудиозаписью',
  failed: 'Не удалось загрузить видео',
  subtitlesFailed: (reason: string) => `Файл стенограммы не прикреплён: ${reason}`,
  subtitlesAttached: (name: string) => `стенограмма из файла ${name}`,
  uploadAnother: 'Загрузить другой файл',
  size: (bytes: number) =>
    bytes >= 1024 * 1024 * 1024
      ? `${(bytes / 1024 ** 3).toFixed(1).replace('.', ',')} ГБ`
      : bytes >= 1024 * 1024
        ? `${(bytes / 1024 ** 2).toFixed(1).replace('.', ',')} МБ`
        : `${Math.max(1, Math.round(bytes / 1024))} КБ`,
} as const;

export const PROCESSING_TEXTS = {
  processing: (percent: number) => `Обработка видео: ${percent}%`,
  processingHint: 'Распознаём речь и готовим разделы протокола. Страницу можно закрыть — когда всё будет готово, появится уведомление.',
  waiting: 'Видео загружено, обработка ещё не запущена.',
  start: 'Запустить обработку',
  started: 'Обработка видео запущена',
  error: 'Не удалось обработать видео',
  retry: 'Повторить обработку',
  retryFailed: 'Не удалось запустить обработку',
} as const;

export const PLAYER_TEXTS = {
  video: 'Видеозапись совещания',
  loadFailed: 'Не удалось загрузить видео для просмотра',
  reload: 'Загрузить снова',
  transcript: 'Стенограмма',
  transcriptEmpty: 'Стенограмма появится после обработки видео',
  seek: (time: string) => `Перейти к ${time}`,
  edit: 'Изменить фрагмент',
  speaker: 'Спикер',
  text: 'Текст фрагмента',
  save: 'Сохранить',
  cancel: 'Отмена',
  keysHint: 'Enter — сохранить, Shift+Enter — новая строка, Esc — отменить',
  saved: 'Фрагмент стенограммы сохранён',
  saveFailed: 'Не удалось сохранить фрагмент',
  speakerUnknown: 'Без спикера',
  textRequired: 'Текст фрагмента не может быть пустым',
} as const;

export const SUGGESTION_TEXTS = {
  title: 'Предложения из записи',
  hint: 'Найдено в стенограмме. Примите, при необходимости поправив, или отклоните.',
  tasksTitle: 'Поручения',
  membersTitle: 'Участники',
  accept: 'Принять',
  edit: 'Изменить',
  dismiss: 'Отклонить',
  add: 'Добавить',
  acceptEdited: 'Принять поручение',
  responsibleUnknown: 'Ответственный не определён',
  deadlineUnknown: 'Срок не указан',
  deadline: (date: string) => `Срок: ${date}`,
  playQuote: (time: string) => `Воспроизвести с ${time}`,
  taskAccepted: 'Поручение добавлено',
  memberAdded: 'Участник добавлен',
  dismissed: 'Предложение отклонено',
  needFields: 'Укажите ответственного и срок, чтобы принять поручение',
  failed: 'Не удалось выполнить действие',
} as const;
