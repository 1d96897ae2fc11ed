import { emailLayout, escapeHtml } from '../../mail/layout.ts';
import { formatLongDateRu } from '../../lib/russian/index.ts';
import { protocolDocumentName } from './layout.ts';
import type { ProtocolDocumentData } from './protocol-data.ts';

/** The letter that carries a protocol's PDF to one member. */
export function protocolMail(data: ProtocolDocumentData, recipientName: string): { subject: string; html: string; text: string } {
  const name = protocolDocumentName(data);
  const subject = `${name}: ${data.theme}`;
  const date = formatLongDateRu(data.event_date);
  const lines = [
    `Здравствуйте, ${recipientName}!`,
    `Направляем вам протокол №${data.protocol_number} от ${date} «${data.theme}».`,
    data.chair ? `Председатель: ${data.chair.full_name}.` : null,
    'Протокол приложен к письму в формате PDF.',
  ].filter((line): line is string => line !== null);
  const html = emailLayout(
    name,
    lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('') +
      `<p style="margin:16px 0 0;color:#555">${escapeHtml(data.organization_name)}</p>`,
  );
  const text = [...lines, '', data.organization_name, '', 'Это письмо отправлено автоматически, отвечать на него не нужно.'].join(
    '\n',
  );
  return { subject, html, text };
}
