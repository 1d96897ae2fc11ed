import { z } from 'zod';
import { flag, id, isoDate, isTimeOfDay, optionalText, requiredText, time } from './fields.ts';
import type { meetingMember, meetingDocument, meetingResponse, calendarFeed } from './responses/meetings.ts';

export const MEETING_MESSAGES = {
  notFound: 'Совещание не найдено',
  created: 'Совещание создано',
  updated: 'Совещание обновлено',
  deleted: 'Совещание удалено',
  endBeforeStart: 'Время окончания должно быть позже времени начала',
  rangeReversed: 'Дата окончания периода не может быть раньше даты начала',
  rangeTooLong: 'Период не может быть длиннее 366 дней',
  memberNotFound: 'Участник не найден',
  memberDuplicate: 'Уже в списке участников',
  documentType: 'Допустимые форматы файла: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, TXT, PNG, JPG',
  documentTooLarge: 'Размер файла не должен превышать 20 МБ',
  documentMissing: 'К совещанию не приложен документ',
  secretaryNotFound: 'Секретарь не найден',
  feedRegenerated: 'Ссылка на календарь обновлена, прежняя больше не работает',
} as const;

export const MEETING_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Extension → MIME type stored and served (the client's own MIME type is not trusted). */
export const MEETING_DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  txt: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
export const MEETING_RANGE_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

export const meetingListQuery = z
  .object({ start_date_at: isoDate, end_date_at: isoDate, secretary_id: id.optional() })
  .superRefine((query, ctx) => {
    const days = daysBetween(query.start_date_at, query.end_date_at);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['end_date_at'], message: MEETING_MESSAGES.rangeReversed });
    else if (days + 1 > MEETING_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['end_date_at'], message: MEETING_MESSAGES.rangeTooLong });
    }
  });
export type MeetingListQuery = z.input<typeof meetingListQuery>;

export const meetingOverlapsQuery = z
  .object({ event_date: isoDate, event_start_time: time, event_end_time: time, exclude_id: id.optional() })
  .superRefine(endAfterStart);
export type MeetingOverlapsQuery = z.input<typeof meetingOverlapsQuery>;

export const meetingMemberInput = z.object({
  member_id: id,
  should_notify: flag.optional().default(false),
});

function endAfterStart(
  value: { event_start_time?: string; event_end_time?: string },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
): void {
  // Only two real times are compared: a time that is not one has its own message, and no second one about order.
  const { event_start_time: start, event_end_time: end } = value;
  if (isTimeOfDay(start) && isTimeOfDay(end) && end <= start) {
    ctx.addIssue({ code: 'custom', path: ['event_end_time'], message: MEETING_MESSAGES.endBeforeStart });
  }
}

const meetingFields = {
  theme: requiredText(255),
  description: optionalText(5000),
  link: optionalText(1000),
  event_date: isoDate,
  event_start_time: time,
  event_end_time: time,
  /** JSON: an array; a form (multipart): a JSON string or members[0][member_id] / members[0][should_notify] fields. */
  members: z.array(meetingMemberInput).max(500),
};

export const createMeetingRequest = z
  .object({ ...meetingFields, members: meetingFields.members.optional().default([]) })
  .superRefine(endAfterStart);
export type CreateMeetingRequest = z.input<typeof createMeetingRequest>;

/** Every field optional; without `members` the members stay as they are, with it they become exactly that list. */
export const updateMeetingRequest = z
  .object({
    theme: meetingFields.theme.optional(),
    description: meetingFields.description,
    link: meetingFields.link,
    event_date: isoDate.optional(),
    event_start_time: time.optional(),
    event_end_time: time.optional(),
    members: meetingFields.members.optional(),
    remove_document: flag.optional(),
    /** false: save without mailing the members (a calendar drag the secretary chose not to announce). Default true. */
    notify: flag.optional(),
  })
  .superRefine(endAfterStart);
export type UpdateMeetingRequest = z.input<typeof updateMeetingRequest>;

export type MeetingMember = z.infer<typeof meetingMember>;
export type MeetingDocument = z.infer<typeof meetingDocument>;
export type Meeting = z.infer<typeof meetingResponse>;
export type CalendarFeed = z.infer<typeof calendarFeed>;
