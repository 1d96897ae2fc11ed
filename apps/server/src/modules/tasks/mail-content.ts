import type { MailMessage } from '../../mail/mailer.ts';
import { emailButton, emailGreeting, emailLayout, escapeHtml, OPEN_APP_LABEL } from '../../mail/layout.ts';
import { pluralRu } from '@protocolist/contracts/plural';
import { formatDateRu } from '../../lib/russian/index.ts';

/** Letters about one task: assignment, the reminders (3 days, 1 day before, the day after it is missed), a returned report, a new link. */
export type TaskMailKind = 'assigned' | ReminderKind | 'returned' | 'link';
export type ReminderKind = 'before_3' | 'before_1' | 'missed';

export const REPORT_LINK_LABEL = 'Отчитаться о задаче';

export interface TaskMailData {
  recipientName: string;
  essence: string;
  deadline: string;
  protocolNumber: number;
  protocolTheme: string;
  protocolDate: string;
  secretaryName: string | null;
  /** A link into the app for a recipient who can sign in (not an external member), else null. */
  appUrl: string | null;
  /** The personal report link (issue 24): «Выполнено» or «Нужен перенос срока» without signing in. */
  reportUrl?: string | null;
  /** The secretary's comment on a returned report. */
  returnComment?: string | null;
  /** A reminder before the deadline: days from the day it was claimed to the deadline (a late one has fewer). */
  daysLeft?: number;
}

interface LetterWords {
  title: string;
  lead: string;
  subject: string;
}

/** «сегодня», «завтра», «через 3 дня». */
function inDays(days: number): string {
  if (days <= 0) return 'сегодня';
  if (days === 1) return 'завтра';
  return `через ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}

function letterWords(kind: TaskMailKind, data: TaskMailData): LetterWords {
  const deadline = formatDateRu(data.deadline);
  const number = data.protocolNumber;
  const protocol = `протоколу №${number} «${data.protocolTheme}» от ${formatDateRu(data.protocolDate)}`;
  switch (kind) {
    case 'assigned':
      return {
        title: 'Вам поручена задача',
        lead: `Вам поручена задача по ${protocol}.`,
        subject: `Протоколист: новая задача по протоколу №${number}, срок ${deadline}`,
      };
    case 'before_3':
    case 'before_1': {
      const when = inDays(data.daysLeft ?? (kind === 'before_3' ? 3 : 1));
      return {
        title: 'Напоминание о сроке задачи',
        lead: `${when[0]!.toUpperCase()}${when.slice(1)}, ${deadline}, истекает срок задачи по ${protocol}.`,
        subject: `Протоколист: ${when} срок задачи по протоколу №${number}`,
      };
    }
    case 'missed':
      return {
        title: 'Срок задачи истёк',
        lead: `Срок задачи по ${protocol} истёк ${deadline}. Сообщите о выполнении или попросите перенести срок.`,
        subject: `Протоколист: истёк срок задачи по протоколу №${number}`,
      };
    case 'returned':
      return {
        title: 'Отчёт по задаче возвращён',
        lead: `Секретарь вернул ваш отчёт по задаче по ${protocol}.`,
        subject: `Протоколист: отчёт по задаче по протоколу №${number} возвращён`,
      };
    case 'link':
      return {
        title: 'Ссылка для отчёта по задаче',
        lead: `Новая ссылка для отчёта по задаче по ${protocol}; прежняя больше не действует.`,
        subject: `Протоколист: ссылка для отчёта по задаче по протоколу №${number}`,
      };
  }
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');

/** The letter to the person responsible for a task: on assignment, the reminders, a returned report, a new link. */
export function taskMail(kind: TaskMailKind, data: TaskMailData): Omit<MailMessage, 'to'> {
  const deadline = formatDateRu(data.deadline);
  const { title, lead, subject } = letterWords(kind, data);
  const secretary = data.secretaryName ? `Секретарь: ${data.secretaryName}` : '';
  const returnComment = kind === 'returned' && data.returnComment ? `Комментарий секретаря: ${data.returnComment}` : '';
  const html = emailLayout(
    title,
    `<p>${escapeHtml(emailGreeting(data.recipientName))}</p>
<p>${escapeHtml(lead)}</p>
<div style="border-left:4px solid #6a2c9a;background:#f7f2fb;padding:12px 16px;margin:16px 0">${paragraphs(data.essence)}</div>
<p><strong>Срок: ${escapeHtml(deadline)}</strong></p>
${returnComment ? `<p>${paragraphs(returnComment)}</p>` : ''}${secretary ? `<p>${escapeHtml(secretary)}</p>` : ''}${data.reportUrl ? emailButton(data.reportUrl, REPORT_LINK_LABEL) : ''}${data.appUrl ? emailButton(data.appUrl, OPEN_APP_LABEL) : ''}`,
  );
  const text = [
    emailGreeting(data.recipientName),
    '',
    lead,
    '',
    data.essence,
    '',
    `Срок: ${deadline}`,
    returnComment,
    secretary,
    data.reportUrl ? `${REPORT_LINK_LABEL}: ${data.reportUrl}` : '',
    data.appUrl ? `${OPEN_APP_LABEL}: ${data.appUrl}` : '',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n')
    .trim();
  return { subject, html, text };
}

export interface TaskListMailData extends Omit<TaskMailData, 'essence' | 'deadline' | 'reportUrl'> {
  tasks: { essence: string; deadline: string; reportUrl: string | null }[];
}

/** One letter when a protocol is final: every task of it given to this person, by deadline. */
export function taskListMail(data: TaskListMailData): Omit<MailMessage, 'to'> {
  if (data.tasks.length === 1) return taskMail('assigned', { ...data, ...data.tasks[0]! });
  const protocol = `протоколу №${data.protocolNumber} «${data.protocolTheme}» от ${formatDateRu(data.protocolDate)}`;
  const lead = `Вам поручены задачи по ${protocol}: ${data.tasks.length}.`;
  const subject = `Протоколист: ваши задачи по протоколу №${data.protocolNumber} (${data.tasks.length})`;
  const secretary = data.secretaryName ? `Секретарь: ${data.secretaryName}` : '';
  const items = data.tasks
    .map(
      (task) =>
        `<li style="margin:0 0 12px"><div>${paragraphs(task.essence)}</div><strong>Срок: ${escapeHtml(formatDateRu(task.deadline))}</strong>${
          task.reportUrl ? `<div><a href="${escapeHtml(task.reportUrl)}" style="color:#6a2c9a">${REPORT_LINK_LABEL}</a></div>` : ''
        }</li>`,
    )
    .join('');
  const html = emailLayout(
    'Вам поручены задачи',
    `<p>${escapeHtml(emailGreeting(data.recipientName))}</p>
<p>${escapeHtml(lead)}</p>
<ol style="border-left:4px solid #6a2c9a;background:#f7f2fb;padding:12px 16px 12px 36px;margin:16px 0">${items}</ol>
${secretary ? `<p>${escapeHtml(secretary)}</p>` : ''}${data.appUrl ? emailButton(data.appUrl, OPEN_APP_LABEL) : ''}`,
  );
  const text = [
    emailGreeting(data.recipientName),
    '',
    lead,
    '',
    ...data.tasks.flatMap((task, index) => [
      `${index + 1}. ${task.essence}`,
      `   Срок: ${formatDateRu(task.deadline)}`,
      ...(task.reportUrl ? [`   ${REPORT_LINK_LABEL}: ${task.reportUrl}`] : []),
    ]),
    '',
    secretary,
    data.appUrl ? `${OPEN_APP_LABEL}: ${data.appUrl}` : '',
  ]
    .join('\n')
    .trim();
  return { subject, html, text };
}

export interface OverdueDigestData {
  recipientName: string;
  /** YYYY-MM-DD, the organisation's day of the digest. */
  day: string;
  tasks: { essence: string; deadline: string; responsibleName: string | null; protocolNumber: number }[];
  appUrl: string;
}

/** The secretary's daily list of her overdue tasks. */
export function overdueDigestMail(data: OverdueDigestData): Omit<MailMessage, 'to'> {
  const lead = `Просроченные задачи на ${formatDateRu(data.day)}: ${data.tasks.length}.`;
  const subject = `Протоколист: просроченные задачи (${data.tasks.length}) на ${formatDateRu(data.day)}`;
  const line = (task: OverdueDigestData['tasks'][number]) =>
    `Протокол №${task.protocolNumber}, срок ${formatDateRu(task.deadline)}, ${task.responsibleName ?? 'ответственный не назначен'}`;
  const items = data.tasks
    .map((task) => `<li style="margin:0 0 12px"><div>${paragraphs(task.essence)}</div><small>${escapeHtml(line(task))}</small></li>`)
    .join('');
  const html = emailLayout(
    'Просроченные задачи',
    `<p>${escapeHtml(emailGreeting(data.recipientName))}</p>
<p>${escapeHtml(lead)}</p>
<ol style="border-left:4px solid #b3261e;background:#fdf3f2;padding:12px 16px 12px 36px;margin:16px 0">${items}</ol>
${emailButton(data.appUrl, OPEN_APP_LABEL)}`,
  );
  const text = [
    emailGreeting(data.recipientName),
    '',
    lead,
    '',
    ...data.tasks.flatMap((task, index) => [`${index + 1}. ${task.essence}`, `   ${line(task)}`]),
    '',
    `${OPEN_APP_LABEL}: ${data.appUrl}`,
  ].join('\n');
  return { subject, html, text };
}
