import { RESET_LINK_TTL_MINUTES, WELCOME_LINK_TTL_HOURS } from '@protocolist/contracts/constants';
import { ROLE_LABELS, type Role } from '@protocolist/contracts/enums';
import { countRu } from '@protocolist/contracts/plural';
import type { MailMessage } from '../../mail/mailer.ts';
import { emailButton, emailGreeting, emailLayout, escapeHtml } from '../../mail/layout.ts';

export function resetPasswordMail(to: string, link: string): MailMessage {
  const title = 'Сброс пароля';
  const validFor = countRu(RESET_LINK_TTL_MINUTES, ['минуту', 'минуты', 'минут']);
  return {
    to,
    subject: 'Протоколист: сброс пароля',
    html: emailLayout(
      title,
      `<p>Вы запросили сброс пароля в Протоколисте. Чтобы задать новый пароль, нажмите кнопку ниже.</p>
${emailButton(link, 'Задать новый пароль')}
<p>Если кнопка не работает, откройте ссылку: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Ссылка действует ${validFor} и только один раз. Если вы не запрашивали сброс, просто удалите это письмо: пароль останется прежним.</p>`,
    ),
    text: `Вы запросили сброс пароля в Протоколисте.

Чтобы задать новый пароль, откройте ссылку:
${link}

Ссылка действует ${validFor} и только один раз. Если вы не запрашивали сброс, просто удалите это письмо: пароль останется прежним.`,
  };
}

export function welcomeMail(to: string, fullName: string, role: Role, link: string): MailMessage {
  const title = 'Добро пожаловать в Протоколист';
  const validFor = countRu(WELCOME_LINK_TTL_HOURS, ['час', 'часа', 'часов']);
  const roleLabel = ROLE_LABELS[role].toLowerCase();
  return {
    to,
    subject: 'Протоколист: приглашение и установка пароля',
    html: emailLayout(
      title,
      `<p>${escapeHtml(emailGreeting(fullName))}</p>
<p>Для вас создана учётная запись в Протоколисте (роль: ${escapeHtml(roleLabel)}). Логин — ваш e-mail ${escapeHtml(to)}.
Чтобы войти, задайте пароль.</p>
${emailButton(link, 'Задать пароль')}
<p>Если кнопка не работает, откройте ссылку: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Ссылка действует ${validFor} и только один раз. Когда срок истечёт, запросите новую на странице входа.</p>`,
    ),
    text: `${emailGreeting(fullName)}

Для вас создана учётная запись в Протоколисте (роль: ${roleLabel}). Логин — ваш e-mail ${to}.
Чтобы войти, задайте пароль по ссылке:
${link}

Ссылка действует ${validFor} и только один раз. Когда срок истечёт, запросите новую на странице входа.`,
  };
}

/**
 * The welcome letter of an account created with a password: who it is for, the role, the login and where to sign
 * in. The password itself is never mailed: whoever created the account tells it.
 */
export function accountCreatedMail(to: string, fullName: string, role: Role, loginUrl: string): MailMessage {
  const title = 'Добро пожаловать в Протоколист';
  const roleLabel = ROLE_LABELS[role].toLowerCase();
  return {
    to,
    subject: 'Протоколист: для вас создана учётная запись',
    html: emailLayout(
      title,
      `<p>${escapeHtml(emailGreeting(fullName))}</p>
<p>Для вас создана учётная запись в Протоколисте (роль: ${escapeHtml(roleLabel)}). Логин — ваш e-mail ${escapeHtml(to)}.
Пароль вам сообщит тот, кто создал учётную запись; сменить его можно в профиле.</p>
${emailButton(loginUrl, 'Войти')}
<p>Если кнопка не работает, откройте ссылку: <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>
<p>Забыли пароль — нажмите «Забыли пароль?» на странице входа.</p>`,
    ),
    text: `${emailGreeting(fullName)}

Для вас создана учётная запись в Протоколисте (роль: ${roleLabel}). Логин — ваш e-mail ${to}.
Пароль вам сообщит тот, кто создал учётную запись; сменить его можно в профиле.
Войти: ${loginUrl}

Забыли пароль — нажмите «Забыли пароль?» на странице входа.`,
  };
}
