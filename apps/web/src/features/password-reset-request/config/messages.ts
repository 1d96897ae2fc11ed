import { AUTH_MESSAGES } from '@protocolist/contracts/messages';

/** Seed §2/§8 strings verbatim. */
export const RESET_REQUEST_TEXTS = {
  title: 'Восстановление пароля',
  hint: 'Укажите e-mail, с которым вы входите в систему, и мы отправим ссылку для смены пароля.',
  submit: 'Отправить инструкции',
  submitting: 'Отправка...',
  submitted: 'Отправлено',
  success: AUTH_MESSAGES.resetSent,
  failure: 'Не удалось отправить инструкции',
  backToLogin: 'Вернуться ко входу',
} as const;
