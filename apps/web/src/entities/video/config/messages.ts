/** What the upload, the processing and the player say alike. */
export const VIDEO_TEXTS = {
  sectionTitle: 'Видео',
  uploaded: 'Видео загружено',
  uploadAnother: 'Загрузить другой файл',
  subtitlesAttached: (name: string) => `стенограмма из файла ${name}`,
  startFailed: 'Не удалось запустить обработку',
} as const;
