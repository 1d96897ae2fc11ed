import { AUTH_MESSAGES } from '@protocolist/contracts/messages';

/** Seed §2/§8 strings verbatim. */
export const RESET_PASSWORD_TEXTS = {
  title: 'Новый пароль',
  hint: 'Придумайте новый пароль для входа в систему.',
  submit: 'Сохранить пароль',
  submitting: 'Сохранение...',
  checking: 'Проверяем ссылку...',
  checkFailed: 'Не удалось проверить ссылку',
  invalidLink: AUTH_MESSAGES.invalidLink,
  backHome: 'Вернуться на главную страницу',
  success: 'Пароль изменён. Войдите с новым паролем.',
  /** A used or expired link: the e-mail says to ask for a new one, and this is where. */
  requestNew: 'Запросить новую ссылку',
} as const;
