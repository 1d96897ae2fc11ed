/** Russian messages shared by server and web (seed strings verbatim). */
export const VALIDATION = {
  required: 'Поле обязательно для заполнения',
  email: 'Неверный формат e-mail',
  passwordMin: 'Пароль должен содержать минимум 6 символов',
  passwordsMatch: 'Пароли должны совпадать',
  maxLength: (max: number) => `Не более ${max} символов`,
  invalid: 'Неверное значение',
  date: 'Неверная дата, ожидается ГГГГ-ММ-ДД',
  time: 'Введите время в формате ЧЧ:ММ',
  dateRange: 'Дата должна быть в пределах 1900–2100 годов',
  idRange: 'Неверный идентификатор',
  nulByte: 'Недопустимый символ в тексте (нулевой байт)',
  badUnicode: 'Текст содержит недопустимые символы Юникода',
  badEncoding: 'Тело запроса не в кодировке UTF-8',
} as const;

export const AUTH_MESSAGES = {
  badCredentials: 'Неверный e-mail или пароль',
  blocked: 'Учётная запись заблокирована',
  unauthenticated: 'Требуется вход в систему',
  forbidden: 'Недостаточно прав',
  invalidLink: 'Эта ссылка недействительна',
  resetSent: 'Инструкции по сбросу пароля отправлены на ваш email.',
  passwordSet: 'Пароль установлен',
  loggedOut: 'Вы вышли из системы',
} as const;
