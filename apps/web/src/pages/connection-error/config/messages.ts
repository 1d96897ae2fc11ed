/** Seed §2, verbatim. */
export const CONNECTION_ERROR_TEXTS = {
  offline: 'Нет подключения к интернету',
  reload: 'Обновить страницу',
} as const;
