export const USER_LIST_TEXTS = {
  showBlocked: 'Показать заблокированных',
  allRoles: 'Все роли',
  searchPlaceholder: 'Имя или e-mail',
  empty: 'Пользователи не найдены',
  loadFailed: 'Не удалось загрузить список пользователей',
  columns: {
    fullName: 'ФИО',
    email: 'E-mail',
    role: 'Роль',
    department: 'Подразделение / организация',
    position: 'Должность',
    manager: 'Руководитель',
    status: 'Статус',
    actions: 'Действия',
  },
  edit: 'Редактировать',
  self: 'Это вы',
} as const;
