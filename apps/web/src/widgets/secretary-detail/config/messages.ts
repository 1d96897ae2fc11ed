export const SECRETARY_DETAIL_TEXTS = {
  email: 'E-mail',
  department: 'Подразделение',
  statistics: 'Статистика секретаря',
} as const;
