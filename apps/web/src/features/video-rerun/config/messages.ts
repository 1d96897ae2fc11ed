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
  attachFailed: 'Не удалось прикрепить стенограмму',
  startFailed: 'Не удалось запустить распознавание',
} as const;
