export const STATS_TEXTS = {
  months: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  loadFailed: 'Не удалось загрузить статистику',
  counters: {
    title: 'Сводка',
    protocolsInWork: 'Протоколы в работе',
    protocolsDone: 'Готовые протоколы',
    meetingsUpcoming: 'Предстоящие совещания',
    meetingsPast: 'Прошедшие совещания',
    tasksProcess: 'Поручения в работе',
    tasksSuccess: 'Выполненные поручения',
    tasksExpired: 'Просроченные поручения',
    keywordHits: 'Разделы по ключевым словам',
    keywordTotal: (count: number) => `Ключевых слов: ${count}`,
    secretaries: 'Секретари',
    activeSecretaries: (count: number) => `Активных: ${count}`,
  },
  taskChart: {
    title: 'Поручения по неделям',
    hint: 'Состояние поручений на конец каждой недели',
    empty: 'В этом месяце поручений нет',
    weekLinks: 'Поручения на конец недели:',
    summary: (month: string, weeks: string[]) =>
      weeks.length ? `Поручения по неделям, ${month}: ${weeks.join('; ')}` : `Поручения по неделям, ${month}: нет данных`,
    week: (label: string, process: number, success: number, expired: number) =>
      `${label} — в работе ${process}, выполнено ${success}, просрочено ${expired}`,
  },
} as const;
