export const USER_EDITOR_TEXTS = {
  createButton: {
    admin: 'Добавить пользователя',
    manager: 'Добавить секретаря',
    secretary: 'Добавить участника',
  },
  createTitle: {
    admin: 'Новый пользователь',
    manager: 'Новый секретарь',
    secretary: 'Новый внешний участник',
  },
  editTitle: 'Редактирование пользователя',
  create: 'Создать',
  created: 'Пользователь создан',
  passwordOptional: 'Пароль (необязательно)',
  passwordHint: 'Пользователь получит письмо о новой учётной записи; если не указать пароль — со ссылкой для его установки',
  manager: 'Руководитель',
  managerPlaceholder: 'Выберите руководителя',
  managerRequired: 'Выберите руководителя секретаря',
  managerOption: (name: string, email: string | null) => (email ? `${name} (${email})` : name),
} as const;
