export const PROTOCOL_PAGE_TEXTS = {
  title: (number: number) => `Протокол № ${number}`,
  notFound: 'Протокол не найден',
  loadFailed: 'Не удалось загрузить протокол',
  readOnly: 'Только просмотр',
  backToSecretary: (name: string) => `К работе секретаря: ${name}`,
  backToSecretaries: 'К списку секретарей',
  tabs: {
    text: 'Текст протокола',
    document: 'Документ',
    members: 'Участники',
    tasks: 'Поручения',
  },
} as const;
