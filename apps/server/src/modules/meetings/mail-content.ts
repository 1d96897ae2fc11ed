import { emailButton, emailLayout, escapeHtml } from '../../mail/layout.ts';
import { isWebLink, type MeetingEvent } from './ical.ts';
import { formatDateRu } from '../../lib/russian/index.ts';

/** invitation and update carry METHOD:REQUEST; withdrawal (one member left out) and cancellation METHOD:CANCEL. */
export type MeetingMailKind = 'invitation' | 'update' | 'withdrawal' | 'cancellation';

export const mailMethod = (kind: MeetingMailKind): 'REQUEST' | 'CANCEL' =>
  kind === 'invitation' || kind === 'update' ? 'REQUEST' : 'CANCEL';

const titles: Record<MeetingMailKind, string> = {
  invitation: 'Приглашение на совещание',
  update: 'Совещание изменено',
  withdrawal: 'Приглашение на совещание отозвано',
  cancellation: 'Совещание отменено',
};

const leads: Record<MeetingMailKind, string> = {
  invitation: 'Вы приглашены на совещание.',
  update: 'Изменились данные совещания, на которое вы приглашены. Актуальные сведения ниже.',
  withdrawal: 'Ваше участие в совещании больше не требуется.',
  cancellation: 'Совещание, на которое вы были приглашены, отменено.',
};

export interface MeetingMail {
  subject: string;
  html: string;
  text: string;
}

export function meetingMail(kind: MeetingMailKind, event: MeetingEvent, recipientName: string): MeetingMail {
  const title = titles[kind];
  const rows: [string, string][] = [
    ['Тема', event.theme],
    ['Дата', formatDateRu(event.event_date)],
    ['Время', `${event.event_start_time}–${event.event_end_time} (${event.timezone})`],
  ];
  if (event.link) rows.push([isWebLink(event.link) ? 'Ссылка' : 'Место', event.link]);
  if (event.description) rows.push(['Описание', event.description]);
  rows.push(['Организатор', `${event.organizer.name} <${event.organizer.email}>`]);

  const invites = mailMethod(kind) === 'REQUEST';
  const closing = invites
    ? 'Приглашение приложено к письму в формате календаря (.ics): откройте его, чтобы добавить совещание в свой календарь.'
    : 'Событие будет удалено из вашего календаря, если вы откроете приложенный файл (.ics).';
  const greeting = recipientName ? `Здравствуйте, ${recipientName}!` : 'Здравствуйте!';

  const table = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top">${escapeHtml(label)}</td>` +
        `<td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const button = invites && isWebLink(event.link) ? emailButton(event.link, 'Перейти по ссылке') : '';
  const html = emailLayout(
    title,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(leads[kind])}</p>` +
      `<table role="presentation" cellspacing="0" cellpadding="0">${table}</table>${button}` +
      `<p style="color:#666;font-size:13px">${escapeHtml(closing)}</p>`,
  );
  const text = [greeting, '', leads[kind], '', ...rows.map(([label, value]) => `${label}: ${value}`), '', closing].join('\n');
  return { subject: `${title}: ${event.theme}`, html, text };
}
