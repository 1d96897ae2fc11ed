import { z } from 'zod';
import type { CreateProtocolRequest } from '@protocolist/contracts/protocols';
import type { Meeting } from '@protocolist/contracts/meetings';
import type { UserRef } from '@protocolist/contracts/users';
import { VALIDATION } from '../../../shared/config';
import { optionalString, requiredString } from '../../../shared/lib';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const protocolFormSchema = z.object({
  theme: requiredString().max(255, VALIDATION.maxLength(255)),
  agenda: optionalString(10_000),
  event_date: z.string().nullable().refine((value) => !!value, VALIDATION.required),
  event_start_time: z.string().refine((value) => value === '' || TIME.test(value), VALIDATION.time),
  location: optionalString(),
  city: optionalString(),
  director_id: z.number().nullable(),
  member_ids: z.array(z.number()),
});

export type ProtocolFormValues = z.input<typeof protocolFormSchema>;

/** Fields the server may report 422 errors on. */
export const PROTOCOL_FORM_FIELDS = [
  'theme',
  'agenda',
  'event_date',
  'event_start_time',
  'location',
  'city',
  'director_id',
  'member_ids',
] as const;

export function emptyProtocolForm(today: string): ProtocolFormValues {
  return {
    theme: '',
    agenda: '',
    event_date: today,
    event_start_time: '',
    location: '',
    city: '',
    director_id: null,
    member_ids: [],
  };
}

/** A meeting's theme, date, start, link (as the place) and people fill a new protocol. */
export function protocolFormFromMeeting(meeting: Meeting, base: ProtocolFormValues): ProtocolFormValues {
  return {
    ...base,
    theme: meeting.theme,
    agenda: meeting.description ?? base.agenda,
    event_date: meeting.event_date,
    event_start_time: meeting.event_start_time.slice(0, 5),
    location: meeting.link ?? base.location,
    member_ids: meetingPeople(meeting).map((user) => user.id),
  };
}

export function meetingPeople(meeting: Meeting): UserRef[] {
  return meeting.members.flatMap((member) => (member.member ? [member.member] : []));
}

export function protocolRequest(values: ProtocolFormValues, meetingId: number | null): CreateProtocolRequest {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    theme: values.theme.trim(),
    agenda: text(values.agenda),
    event_date: values.event_date ?? '',
    event_start_time: values.event_start_time || null,
    location: text(values.location),
    city: text(values.city),
    director_id: values.director_id,
    meeting_id: meetingId,
    member_ids: values.member_ids,
  };
}
