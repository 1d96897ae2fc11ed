import { emailButton, emailGreeting, emailLayout, escapeHtml, OPEN_APP_LABEL } from '../../mail/layout.ts';
import { isWebLink, type MeetingEvent, type PreviousEntry } from './ical.ts';
import { timeZoneLabel } from '@protocolist/contracts/time-zones';
import { formatDateRu } from '../../lib/russian/index.ts';
import { zonedInstant } from '../../lib/time-zones.ts';

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
  update: 'Изменились данные совещания, на которое вы приглашены.',
  withdrawal: 'Ваше участие в совещании больше не требуется.',
  cancellation: 'Совещание, на которое вы были приглашены, отменено.',
};

const CHANGED = 'Что изменилось:';
const CURRENT = 'Актуальные сведения:';

export interface MeetingMail {
  subject: string;
  html: string;
  text: string;
}

const placeLabel = (link: string | null) => (isWebLink(link) ? 'Ссылка' : 'Место');
const whenOf = (entry: PreviousEntry) =>
  `${formatDateRu(entry.event_date)}, ${entry.event_start_time}–${entry.event_end_time}`;

/**
 * What an update changed, one line each, old → new: «Дата и время: 09.07.2026, 10:00–11:00 → 11.07.2026, 10:00–11:00»,
 * «Тема: …», «Место: …», «Описание: изменено». Empty when nothing a member sees changed.
 */
export function changeLines(previous: PreviousEntry, event: MeetingEvent): [string, string][] {
  const lines: [string, string][] = [];
  if (whenOf(previous) !== whenOf(event)) lines.push(['Дата и время', `${whenOf(previous)} → ${whenOf(event)}`]);
  if (previous.theme !== event.theme) lines.push(['Тема', `${previous.theme} → ${event.theme}`]);
  if ((previous.link ?? null) !== (event.link ?? null)) {
    lines.push([placeLabel(event.link ?? previous.link), `${previous.link || 'не указано'} → ${event.link || 'не указано'}`]);
  }
  // Alone it sends no letter; changed with the rest, it is told too (the new text is in the details below).
  if (previous.description !== undefined && (previous.description ?? null) !== (event.description ?? null)) {
    lines.push(['Описание', event.description ? 'изменено' : 'удалено']);
  }
  return lines;
}

export function meetingMail(
  kind: MeetingMailKind,
  event: MeetingEvent,
  recipientName: string,
  previous?: PreviousEntry,
  /** The meeting's day in the app, for a recipient who can sign in. */
  appUrl: string | null = null,
): MeetingMail {
  const title = titles[kind];
  const changes = kind === 'update' && previous ? changeLines(previous, event) : [];
  const rows: [string, string][] = [
    ['Тема', event.theme],
    ['Дата', formatDateRu(event.event_date)],
    ['Время', `${event.event_start_time}–${event.event_end_time}, ${timeZoneLabel(event.timezone, zonedInstant(event.event_date, event.event_start_time, event.timezone))}`],
  ];
  if (event.link) rows.push([placeLabel(event.link), event.link]);
  if (event.description) rows.push(['Описание', event.description]);
  rows.push(['Организатор', `${event.organizer.name} <${event.organizer.email}>`]);

  const invites = mailMethod(kind) === 'REQUEST';
  const closing = invites
    ? 'Приглашение приложено к письму в формате календаря (.ics): откройте его, чтобы добавить совещание в свой календарь.'
    : 'Событие будет удалено из вашего календаря, если вы откроете приложенный файл (.ics).';
  const greeting = emailGreeting(recipientName);

  const tableOf = (lines: [string, string][]) =>
    '<table role="presentation" cellspacing="0" cellpadding="0">' +
    lines
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top">${escapeHtml(label)}</td>` +
          `<td style="padding:4px 0;white-space:pre-line">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    '</table>';
  const button = invites && isWebLink(event.link) ? emailButton(event.link, 'Перейти по ссылке') : '';
  const changed = changes.length > 0 ? `<p><strong>${CHANGED}</strong></p>${tableOf(changes)}<p><strong>${CURRENT}</strong></p>` : '';
  const html = emailLayout(
    title,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(leads[kind])}</p>` +
      `${changed}${tableOf(rows)}${button}${appUrl ? emailButton(appUrl, OPEN_APP_LABEL) : ''}` +
      `<p style="color:#666;font-size:13px">${escapeHtml(closing)}</p>`,
  );
  const changedText = changes.length > 0 ? [CHANGED, ...changes.map(([label, value]) => `${label}: ${value}`), '', CURRENT] : [];
  const text = [
    greeting,
    '',
    leads[kind],
    '',
    ...changedText,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(appUrl ? [`${OPEN_APP_LABEL}: ${appUrl}`, ''] : []),
    closing,
  ].join('\n');
  return { subject: `${title}: ${event.theme}`, html, text };
}
