import { emailButton, emailGreeting, emailLayout, escapeHtml, OPEN_APP_LABEL } from '../../mail/layout.ts';
import { formatLongDateRu } from '../../lib/russian/index.ts';
import { protocolDocumentName } from './layout.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

/**
 * The letter that carries a protocol's PDF to one member: the agenda and the assignments given to this member,
 * from the protocol text (pipeline/protocol-text), worded as in the protocol itself.
 */
export function protocolMail(data: ProtocolDocumentData, recipientName: string, appUrl: string | null = null): { subject: string; html: string; text: string } {
  const name = protocolDocumentName(data);
  const subject = `${name}: ${data.theme}`;
  const date = formatLongDateRu(data.event_date);
  const numbered = data.number ? ` №${data.number}` : '';
  const lines = [
    emailGreeting(recipientName),
    `Направляем вам протокол${numbered} от ${date} «${data.theme}».`,
    data.chair ? `Председатель: ${data.chair.full_name}.` : null,
    'Протокол приложен к письму в формате PDF.',
  ].filter((line): line is string => line !== null);
  const agenda = data.text.agenda.map((item, index) => `${index + 1}. ${item}`);
  const mine = [...data.text.items.flatMap((item) => item.assignments), ...data.text.assignments]
    .filter((assignment) => assignment.responsible?.trim() === recipientName.trim())
    .map((assignment) => assignment.text);
  const lists: [string, string[]][] = [
    ['Повестка дня:', agenda],
    ['Ваши поручения:', mine],
  ];
  const listHtml = lists
    .filter(([, items]) => items.length > 0)
    .map(
      ([title, items]) =>
        `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(title)}</p>` +
        `<ul style="margin:0 0 12px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('');
  const html = emailLayout(
    name,
    lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('') +
      listHtml +
      (appUrl ? emailButton(appUrl, OPEN_APP_LABEL) : '') +
      `<p style="margin:16px 0 0;color:#555">${escapeHtml(data.organization_name)}</p>`,
  );
  const listText = lists.filter(([, items]) => items.length > 0).flatMap(([title, items]) => ['', title, ...items]);
  const text = [...lines, ...listText, ...(appUrl ? ['', `${OPEN_APP_LABEL}: ${appUrl}`] : []), '', data.organization_name, '', 'Это письмо отправлено автоматически, отвечать на него не нужно.'].join(
    '\n',
  );
  return { subject, html, text };
}
