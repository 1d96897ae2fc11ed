import { z } from 'zod';
import type { UserRef } from '../../../entities/user';
import { MEETING_MESSAGES, type Meeting, type MeetingFields, type MeetingTimes } from '../../../entities/meeting';
import { VALIDATION } from '../../../shared/config';
import { optionalString, requiredString } from '../../../shared/lib';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = () => requiredString().regex(TIME, VALIDATION.time);

export const meetingFormSchema = z
  .object({
    theme: requiredString().max(255, VALIDATION.maxLength(255)),
    event_date: z.string().min(1, VALIDATION.required),
    event_start_time: timeField(),
    event_end_time: timeField(),
    link: optionalString(1000),
    description: optionalString(5000),
  })
  .superRefine((values, ctx) => {
    if (TIME.test(values.event_start_time) && TIME.test(values.event_end_time) && values.event_end_time <= values.event_start_time) {
      ctx.addIssue({ code: 'custom', path: ['event_end_time'], message: MEETING_MESSAGES.endBeforeStart });
    }
  });

export type MeetingFormValues = z.input<typeof meetingFormSchema>;

/** Form fields the server's 422 `errors` may name directly. */
export const MEETING_FORM_FIELDS = ['theme', 'event_date', 'event_start_time', 'event_end_time', 'link', 'description'] as const;

export const isTime = (value: string | undefined): value is string => !!value && TIME.test(value);

/** A member as the form holds it: the person, the toggle, and whether the last invitation went out. */
export interface MemberDraft {
  user: UserRef;
  should_notify: boolean;
  email_sent: boolean;
}

/** What the editor opens with: a new meeting at a time, or an existing one. */
export type MeetingEditorTarget = { mode: 'create'; draft: MeetingTimes } | { mode: 'edit'; meeting: Meeting };

export function formValuesFor(target: MeetingEditorTarget): MeetingFormValues {
  if (target.mode === 'create') return { theme: '', link: '', description: '', ...target.draft };
  const { meeting } = target;
  return {
    theme: meeting.theme,
    event_date: meeting.event_date,
    event_start_time: meeting.event_start_time,
    event_end_time: meeting.event_end_time,
    link: meeting.link ?? '',
    description: meeting.description ?? '',
  };
}

export function membersFor(target: MeetingEditorTarget): MemberDraft[] {
  if (target.mode === 'create') return [];
  return target.meeting.members.flatMap((member) =>
    member.member ? [{ user: member.member, should_notify: member.should_notify, email_sent: member.email_sent }] : [],
  );
}

/** A member without an e-mail cannot be invited. */
export const canNotify = (user: UserRef): boolean => !!user.email;

export function meetingPayload(values: MeetingFormValues, members: MemberDraft[], document: File | null): MeetingFields {
  return {
    theme: values.theme.trim(),
    event_date: values.event_date,
    event_start_time: values.event_start_time,
    event_end_time: values.event_end_time,
    link: values.link?.trim() || null,
    description: values.description?.trim() || null,
    members: members.map((member) => ({
      member_id: member.user.id,
      should_notify: member.should_notify && canNotify(member.user),
    })),
    document,
  };
}

const memberField = /^members\.(\d+)\.\w+$/;

/**
 * 422 messages about members (`members.N.member_id`) keyed by the user they concern, so they show beside
 * that person; a message about the list as a whole under the key 0.
 */
export function memberErrorsFrom(errors: Record<string, string>, members: MemberDraft[]): Record<number, string> {
  const result: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (field === 'members') result[0] = message;
    const index = memberField.exec(field)?.[1];
    const user = index === undefined ? undefined : members[Number(index)]?.user;
    if (user) result[user.id] = message;
  }
  return result;
}
