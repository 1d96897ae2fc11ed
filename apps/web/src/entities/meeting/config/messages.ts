export const MEETING_DOCUMENT_TEXTS = {
  download: (name: string) => `Скачать ${name}`,
  downloadFailed: 'Не удалось скачать документ',
} as const;
