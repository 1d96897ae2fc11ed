import { createProtocolRequest } from '@protocolist/contracts/protocols';
import type { Meeting } from '@protocolist/contracts/meetings';
import type { UserRef } from '@protocolist/contracts/users';

/** The new-protocol form checks against the create request itself. */
export const protocolFormSchema = createProtocolRequest;

/** What the inputs hold: the date picker may be empty, the chair not chosen yet. */
interface ProtocolFormValues {
  theme: string;
  agenda: string;
  event_date: string | null;
  event_start_time: string;
  location: string;
  city: string;
  director_id: number | null;
  member_ids: number[];
  /** The meeting the protocol is made for (not an input). */
  meeting_id: number | null;
}

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
    meeting_id: null,
  };
}

/** A meeting's theme, date, start, link (as the place) and people fill a new protocol linked to it. */
export function protocolFormFromMeeting(meeting: Meeting, base: ProtocolFormValues): ProtocolFormValues {
  return {
    ...base,
    theme: meeting.theme,
    agenda: meeting.description ?? base.agenda,
    event_date: meeting.event_date,
    event_start_time: meeting.event_start_time.slice(0, 5),
    location: meeting.link ?? base.location,
    member_ids: meetingPeople(meeting).map((user) => user.id),
    meeting_id: meeting.id,
  };
}

export function meetingPeople(meeting: Meeting): UserRef[] {
  return meeting.members.flatMap((member) => (member.member ? [member.member] : []));
}
