export const PROTOCOL_PAGE_TEXTS = {
  title: (number: number) => `Протокол № ${number}`,
  notFound: 'Протокол не найден',
  loadFailed: 'Не удалось загрузить протокол',
  tabs: {
    text: 'Текст протокола',
    members: 'Участники',
    tasks: 'Поручения',
  },
} as const;
