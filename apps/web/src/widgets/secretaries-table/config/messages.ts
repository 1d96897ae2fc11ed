import { STATS_TEXTS } from '../../../entities/stats';

export const SECRETARIES_TEXTS = {
  searchPlaceholder: 'Имя, e-mail или подразделение',
  empty: 'Секретарей пока нет',
  emptyHint: 'Добавьте секретаря — он получит письмо со ссылкой для входа.',
  nothingFound: 'Никого не нашлось. Измените условия поиска.',
  loadFailed: 'Не удалось загрузить секретарей',
  table: 'Секретари и их статистика',
  columns: {
    name: 'ФИО',
    department: 'Подразделение',
    status: 'Статус',
    protocols: 'Протоколы',
    meetings: 'Совещания',
    tasks: 'Поручения',
    protocolsInWork: 'В работе',
    protocolsDone: 'Готовы',
    meetingsUpcoming: 'Впереди',
    meetingsPast: 'Прошли',
    tasksProcess: 'В работе',
    tasksSuccess: 'Выполнено',
    tasksExpired: 'Просрочено',
    overdueShare: 'Доля',
    actions: 'Действия',
  },
  /** Full names of the short count columns: the dashboards' counter names. */
  columnTitles: {
    ...STATS_TEXTS.counters,
    overdueShare: 'Доля просроченных поручений',
  },
  sortBy: (column: string) => `Сортировать: ${column}`,
  sortLabel: 'Сортировка',
  ascending: 'По возрастанию',
  descending: 'По убыванию',
  open: (name: string) => `Открыть статистику: ${name}`,
} as const;
