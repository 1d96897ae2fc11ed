export const SPEAKER_TEXTS = {
  title: 'Спикеры',
  hint: 'Назовите каждого спикера один раз: имя появится во всех его фрагментах, в разделе «Выступили» и в предложениях участников.',
  name: (label: string) => `Кто это: ${label}`,
  placeholder: 'Участник или имя',
  seconds: (seconds: number) => `${Math.round(seconds)} с речи`,
  save: 'Сохранить имена',
  saved: 'Имена спикеров сохранены',
  saveFailed: 'Не удалось сохранить имена спикеров',
  loadFailed: 'Не удалось загрузить спикеров',
} as const;
