export const LOGIN_TEXTS = {
  title: 'Вход в систему',
  submit: 'Войти',
  submitting: 'Загрузка...',
  forgotPassword: 'Забыли пароль?',
} as const;
