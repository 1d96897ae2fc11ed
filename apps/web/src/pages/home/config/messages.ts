import { countRu } from '@protocolist/contracts/plural';

const DAYS_FORMS = ['день', 'дня', 'дней'] as const;
const TASKS_FORMS = ['поручение', 'поручения', 'поручений'] as const;

/** The secretary's coming meetings. */
export const AGENDA_TEXTS = {
  title: 'Ближайшие совещания',
  today: 'Сегодня',
  tomorrow: 'Завтра',
  todayEmpty: 'Сегодня совещаний нет',
  weekEmpty: 'В ближайшие 7 дней других совещаний нет',
  createMeeting: 'Создать совещание',
  openCalendar: 'Открыть календарь',
  placeNotSet: 'Место не указано',
  openLink: (theme: string) => `Ссылка на совещание «${theme}»`,
  loadFailed: 'Не удалось загрузить совещания',
} as const;

/** Overdue tasks and those due soon. */
export const DUE_TASKS_TEXTS = {
  title: 'Срочные поручения',
  hint: 'Просроченные и со сроком в ближайшие 3 дня',
  empty: 'Нет срочных поручений',
  overdueBy: (days: number) => `Просрочено на ${countRu(days, DAYS_FORMS)}`,
  overdue: 'Просрочено',
  dueToday: 'Срок сегодня',
  dueTomorrow: 'Срок завтра',
  dueIn: (days: number) => `Через ${countRu(days, DAYS_FORMS)}`,
  more: (count: number) => `И ещё ${countRu(count, TASKS_FORMS)}`,
  noResponsible: 'Ответственный не указан',
  loadFailed: 'Не удалось загрузить поручения',
} as const;

/** Protocols still in work. */
export const OPEN_PROTOCOLS_TEXTS = {
  title: 'Протоколы в работе',
  empty: 'Протоколов в работе нет',
  create: 'Создать протокол',
  all: 'Все протоколы',
  more: (count: number) => `И ещё ${count} в списке протоколов`,
  loadFailed: 'Не удалось загрузить протоколы',
} as const;

/** Recording a meeting from the home screen, and installing the app on a phone (issue 27). */
export const RECORD_TEXTS = {
  title: 'Запись совещания',
  text: 'Совещание начинается? Запишите его с телефона или ноутбука: текст появится по ходу записи, черновик протокола — сразу после остановки.',
  record: 'Записать совещание',
  recordShort: 'Начать запись',
  recordMeeting: (theme: string) => `Начать запись совещания «${theme}»`,
  install: 'Установить на телефон',
  installHint: 'Значок «Протоколиста» на главном экране открывает запись в одно касание.',
} as const;
