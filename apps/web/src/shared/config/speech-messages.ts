/** Texts of the page «Распознавание речи» and the administrator's banner. */
export const SPEECH_TEXTS = {
  engine: 'Движок распознавания',
  engineFromDir: 'Модель GigaAM берётся из папки, заданной в GIGAAM_MODEL_DIR: модели ниже движок не использует.',
  autoDownloadOn: 'Основная модель загрузится сама при первой обработке видео (ASR_AUTO_DOWNLOAD).',
  autoDownloadOff:
    'Автоматическая загрузка выключена (ASR_AUTO_DOWNLOAD=0). Без доступа в интернет загрузите архив модели (.tar.bz2) кнопкой «Загрузить файл модели» или положите распакованную папку в DATA_DIR/models/<id модели>.',
  ready: 'Распознавание речи готово к работе.',
  models: 'Модели',
  recognition: 'Распознавание',
  diarization: 'Разделение по спикерам',
  whisper: 'Whisper (запасной движок)',
  columns: { model: 'Модель', size: 'Размер', state: 'Состояние', actions: 'Действия' },
  main: 'основная',
  download: 'Загрузить',
  upload: 'Загрузить файл модели',
  remove: 'Удалить',
  makeMain: 'Сделать основной',
  source: 'Источник',
  licence: 'Лицензия',
  removeConfirm: (title: string) => `Удалить модель «${title}» с диска?`,
  check: 'Проверка распознавания',
  checkHint: 'Загрузите короткую запись (до 2 минут): сервер распознает её текущим движком и покажет текст и скорость.',
  checkPick: 'Выбрать запись',
  checkRun: 'Распознать',
  checkText: 'Распознанный текст',
  checkEmpty: 'Речь не найдена',
  checkSpeed: (rtf: string, seconds: string, audio: string) => `Коэффициент реального времени ${rtf} (${seconds} с на ${audio} с записи)`,
  bannerLink: 'Открыть «Распознавание речи»',
  failed: 'Не удалось выполнить действие',
} as const;

/** The protocol page's actions on an uploaded video: subtitles afterwards, recognition again. */
export const RERUN_TEXTS = {
  attachSubtitles: 'Прикрепить стенограмму (VTT, SRT)',
  subtitlesAttached: 'Файл стенограммы прикреплён: он будет использован при следующей обработке',
  rerun: 'Распознать заново',
  title: 'Распознать запись заново',
  engine: 'Чем распознавать',
  engineDefault: 'Как настроено на сервере (файл стенограммы, если он прикреплён)',
  editedWarning: 'Стенограмму исправляли вручную. Без отметки ниже исправления останутся, а новая стенограмма не сохранится.',
  replace: 'Заменить исправленную стенограмму новой',
  start: 'Запустить',
  cancel: 'Отмена',
  started: 'Распознавание запущено заново',
} as const;

export const SPEAKER_TEXTS = {
  title: 'Спикеры',
  hint: 'Назовите каждого спикера один раз: имя появится во всех его фрагментах, в разделе «Выступили» и в предложениях участников.',
  name: (label: string) => `Кто это: ${label}`,
  placeholder: 'Участник или имя',
  seconds: (seconds: number) => `${Math.round(seconds)} с речи`,
  save: 'Сохранить имена',
} as const;
