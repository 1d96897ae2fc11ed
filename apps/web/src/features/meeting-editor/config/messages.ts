import { byGender, type Gender } from '@protocolist/contracts/person-name';

export const MEETING_EDITOR_TEXTS = {
  createButton: 'Создать совещание',
  createTitle: 'Новое совещание',
  editTitle: 'Редактирование совещания',
  fields: {
    theme: 'Тема',
    date: 'Дата',
    start: 'Начало',
    end: 'Окончание',
    link: 'Ссылка или место',
    description: 'Описание',
    document: 'Документ',
    members: 'Участники',
  },
  placeholders: {
    theme: 'Например, планёрка отдела продаж',
    date: 'Выберите дату',
    link: 'https://… или «Переговорная 305»',
    description: 'Повестка, материалы, комментарии для участников',
    members: 'Найти по имени или e-mail',
    document: 'Выберите файл',
  },
  documentHint: 'PDF, DOC(X), XLS(X), PPT(X), ODT, TXT, PNG или JPG, не больше 20 МБ',
  save: 'Сохранить',
  createProtocol: 'Создать протокол',
  startRecording: 'Начать запись',
  openProtocol: 'Открыть протокол',
  created: 'Совещание создано',
  overlapTitle: 'Пересечение по времени',
  overlapText: 'В это время у вас уже запланировано:',
  members: {
    notify: 'Уведомить',
    remove: (name: string) => `Убрать участника ${name}`,
    empty: 'Участники пока не добавлены',
    nothingFound: 'Никого не нашлось',
    searching: 'Поиск...',
    noEmail: 'У участника нет e-mail, приглашение отправить нельзя',
    sent: 'Приглашение отправлено',
    pending: 'Приглашение будет отправлено после сохранения',
    addExternal: 'Добавить внешнего участника',
    externalTitle: 'Новый внешний участник',
    add: 'Добавить',
    /** In the person's gender as the server gives it (`gender` of the user); a name that does not tell: no gendered forms. */
    externalAdded: (name: string, gender: Gender | null) =>
      byGender(gender, { m: `${name} добавлен в участники`, f: `${name} добавлена в участники`, other: `${name} теперь в списке участников` }),
  },
  document: {
    remove: 'Убрать документ',
    willBeRemoved: 'Документ будет удалён при сохранении',
    restore: 'Вернуть',
  },
} as const;
