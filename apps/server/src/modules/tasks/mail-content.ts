import type { MailMessage } from '../../mail/mailer.ts';
import { emailButton, emailGreeting, emailLayout, escapeHtml, OPEN_APP_LABEL } from '../../mail/layout.ts';
import { formatDateRu } from '../../lib/russian/index.ts';

export type TaskMailKind = 'assigned' | 'reminder';

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
}

const paragraphs = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');

/** The letter to the person responsible for a task: on assignment, and the day before its deadline. */
export function taskMail(kind: TaskMailKind, data: TaskMailData): Omit<MailMessage, 'to'> {
  const deadline = formatDateRu(data.deadline);
  const protocol = `протоколу №${data.protocolNumber} «${data.protocolTheme}» от ${formatDateRu(data.protocolDate)}`;
  const title = kind === 'assigned' ? 'Вам поручена задача' : 'Напоминание о сроке задачи';
  const lead =
    kind === 'assigned'
      ? `Вам поручена задача по ${protocol}.`
      : `Завтра, ${deadline}, истекает срок задачи по ${protocol}.`;
  const subject =
    kind === 'assigned'
      ? `Протоколист: новая задача по протоколу №${data.protocolNumber}, срок ${deadline}`
      : `Протоколист: завтра срок задачи по протоколу №${data.protocolNumber}`;
  const secretary = data.secretaryName ? `Секретарь: ${data.secretaryName}` : '';
  const html = emailLayout(
    title,
    `<p>${escapeHtml(emailGreeting(data.recipientName))}</p>
<p>${escapeHtml(lead)}</p>
<div style="border-left:4px solid #6a2c9a;background:#f7f2fb;padding:12px 16px;margin:16px 0">${paragraphs(data.essence)}</div>
<p><strong>Срок: ${escapeHtml(deadline)}</strong></p>
${secretary ? `<p>${escapeHtml(secretary)}</p>` : ''}${data.appUrl ? emailButton(data.appUrl, OPEN_APP_LABEL) : ''}`,
  );
  const text = [emailGreeting(data.recipientName), '', lead, '', data.essence, '', `Срок: ${deadline}`, secretary, data.appUrl ? `${OPEN_APP_LABEL}: ${data.appUrl}` : '']
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n')
    .trim();
  return { subject, html, text };
}

export interface TaskListMailData extends Omit<TaskMailData, 'essence' | 'deadline'> {
  tasks: { essence: string; deadline: string }[];
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
        `<li style="margin:0 0 12px"><div>${paragraphs(task.essence)}</div><strong>Срок: ${escapeHtml(formatDateRu(task.deadline))}</strong></li>`,
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
    ...data.tasks.flatMap((task, index) => [`${index + 1}. ${task.essence}`, `   Срок: ${formatDateRu(task.deadline)}`]),
    '',
    secretary,
    data.appUrl ? `${OPEN_APP_LABEL}: ${data.appUrl}` : '',
  ]
    .join('\n')
    .trim();
  return { subject, html, text };
}
