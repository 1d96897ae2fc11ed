import { createMeetingRequest } from '@protocolist/contracts/meetings';
import type { z } from 'zod';
import type { UserRef } from '../../../entities/user';
import type { Meeting, MeetingFields, MeetingTimes } from '../../../entities/meeting';

/** The meeting form checks against the create request (members and the document are kept beside it). */
export const meetingFormSchema = createMeetingRequest;
type MeetingRequest = z.output<typeof meetingFormSchema>;

/** What the inputs hold; an emptied date or time is null, so that it reads «Поле обязательно». */
export interface MeetingFormValues {
  theme: string;
  event_date: string | null;
  event_start_time: string | null;
  event_end_time: string | null;
  link: string;
  description: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (value: string | null | undefined): value is string => !!value && TIME.test(value);

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

/** The checked fields with the members (nobody without an e-mail is notified) and the new attachment. */
export function meetingPayload(request: MeetingRequest, members: MemberDraft[], document: File | null): MeetingFields {
  return {
    ...request,
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
