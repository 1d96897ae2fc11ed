import type { MailMessage } from '../../mail/mailer.ts';
import { emailLayout, escapeHtml } from '../../mail/layout.ts';
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
    `<p>Здравствуйте, ${escapeHtml(data.recipientName)}!</p>
<p>${escapeHtml(lead)}</p>
<div style="border-left:4px solid #6a2c9a;background:#f7f2fb;padding:12px 16px;margin:16px 0">${paragraphs(data.essence)}</div>
<p><strong>Срок: ${escapeHtml(deadline)}</strong></p>
${secretary ? `<p>${escapeHtml(secretary)}</p>` : ''}`,
  );
  const text = [`Здравствуйте, ${data.recipientName}!`, '', lead, '', data.essence, '', `Срок: ${deadline}`, secretary]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n')
    .trim();
  return { subject, html, text };
}
