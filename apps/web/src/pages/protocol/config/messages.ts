export const PROTOCOL_PAGE_TEXTS = {
  title: (number: number) => `Протокол № ${number}`,
  notFound: 'Протокол не найден',
  loadFailed: 'Не удалось загрузить протокол',
  tabs: {
    sections: 'Разделы',
    transcript: 'Стенограмма',
    members: 'Участники',
    tasks: 'Поручения',
    final: 'Итоговый протокол',
  },
} as const;
