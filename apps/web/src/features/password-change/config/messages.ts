export const PASSWORD_CHANGE_TEXTS = {
  title: 'Смена пароля',
  currentPassword: 'Текущий пароль',
  newPassword: 'Новый пароль',
  submit: 'Сменить пароль',
  changed: 'Пароль изменён. Войдите снова с новым паролем.',
} as const;
