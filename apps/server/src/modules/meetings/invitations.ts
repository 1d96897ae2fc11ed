import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { meetings, users } from '../../db/schema.ts';
import { getOrganizationSettings } from '../settings/index.ts';
import type { MeetingEvent, Person, PreviousEntry } from './ical.ts';
import type { MeetingMailJob } from './mail-jobs.ts';
import type { MemberState } from './members.ts';

export type MeetingRow = typeof meetings.$inferSelect;

/** 'HH:MM:SS' from the database → 'HH:MM'. */
export const hhmm = (time: string) => time.slice(0, 5);

/** Who gets calendar mail: asked to be notified, has an address, not blocked. */
export const reachable = (member: MemberState): member is MemberState & { email: string } =>
  member.should_notify && !!member.email && member.active;

const person = (member: MemberState & { email: string }): Person => ({ name: member.name, email: member.email });

/** The address mail comes from, for an organiser without one of her own. */
function fromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
}

/** The calendar entry of a meeting; `attendees` are its reachable members. */
export function eventOf(meeting: MeetingRow, organizer: Person, timezone: string, members: MemberState[]): MeetingEvent {
  return {
    meeting_id: meeting.id,
    sequence: meeting.ical_sequence,
    theme: meeting.theme,
    description: meeting.description,
    link: meeting.link,
    event_date: meeting.event_date,
    event_start_time: hhmm(meeting.event_start_time),
    event_end_time: hhmm(meeting.event_end_time),
    timezone,
    organizer,
    attendees: members.filter(reachable).map(person),
  };
}

/** The organiser (the meeting's secretary) as calendars show her. */
export async function organizerOf(app: FastifyInstance, secretaryId: number): Promise<Person> {
  const [secretary] = await app.db
    .select({ name: users.full_name, email: users.email })
    .from(users)
    .where(eq(users.id, secretaryId));
  return { name: secretary?.name ?? 'Протоколист', email: secretary?.email || fromAddress(app.config.mailFrom) };
}

/** The meeting as calendars see it now, in the organisation's timezone. */
export async function meetingEvent(app: FastifyInstance, meeting: MeetingRow, members: MemberState[]): Promise<MeetingEvent> {
  const { timezone } = await getOrganizationSettings(app);
  return eventOf(meeting, await organizerOf(app, meeting.secretary_id), timezone, members);
}

export const previousEntryOf = (meeting: MeetingRow): PreviousEntry => ({
  event_date: meeting.event_date,
  event_start_time: hhmm(meeting.event_start_time),
  event_end_time: hhmm(meeting.event_end_time),
  theme: meeting.theme,
  link: meeting.link,
  description: meeting.description,
});

/** Whether calendars must be told: date, time, theme or place changed (a new SEQUENCE). */
export function changesCalendarEntry(before: MeetingRow, after: Pick<MeetingRow, 'event_date' | 'event_start_time' | 'event_end_time' | 'theme' | 'link'>) {
  return (
    before.event_date !== after.event_date ||
    hhmm(before.event_start_time) !== hhmm(after.event_start_time) ||
    hhmm(before.event_end_time) !== hhmm(after.event_end_time) ||
    before.theme !== after.theme ||
    (before.link ?? null) !== (after.link ?? null)
  );
}

export function invitationsForNewMeeting(event: MeetingEvent, members: MemberState[]): MeetingMailJob[] {
  return members.filter(reachable).map((m) => ({ kind: 'invitation', event, recipient: person(m), member_row_id: m.row_id, signs_in: m.signs_in }));
}

/**
 * After an update: people left out or muted get a withdrawal (METHOD:CANCEL); when the entry changed (`previous`
 * is what it was) every reachable member gets the update saying old → new; otherwise only those newly asked to be
 * notified get an invitation. `quiet`: the secretary chose not to mail anyone (a calendar drag) — nothing is queued.
 */
export function mailsForUpdatedMeeting(
  event: MeetingEvent,
  before: MemberState[],
  after: MemberState[],
  previous: PreviousEntry | null,
  quiet = false,
): MeetingMailJob[] {
  if (quiet) return [];
  const entryChanged = previous !== null;
  const jobs: MeetingMailJob[] = [];
  const afterById = new Map(after.map((m) => [m.member_id, m]));
  const beforeById = new Map(before.map((m) => [m.member_id, m]));
  for (const old of before.filter(reachable)) {
    if (afterById.get(old.member_id)?.should_notify) continue;
    const recipient = person(old);
    jobs.push({ kind: 'withdrawal', event: { ...event, attendees: [recipient] }, recipient, member_row_id: null });
  }
  for (const member of after.filter(reachable)) {
    const wasNotified = beforeById.get(member.member_id)?.should_notify === true;
    if (wasNotified && !entryChanged) continue;
    if (wasNotified) jobs.push({ kind: 'update', event, previous: previous!, recipient: person(member), member_row_id: member.row_id, signs_in: member.signs_in });
    else jobs.push({ kind: 'invitation', event, recipient: person(member), member_row_id: member.row_id, signs_in: member.signs_in });
  }
  return jobs;
}

/** Deleting cancels the whole event: STATUS:CANCELLED with a higher SEQUENCE, to everyone who was invited. */
export function cancellationsForDeletedMeeting(event: MeetingEvent, members: MemberState[]): MeetingMailJob[] {
  const cancelled = { ...event, sequence: event.sequence + 1 };
  return members
    .filter(reachable)
    .map((m) => ({ kind: 'cancellation', event: cancelled, recipient: person(m), member_row_id: null, signs_in: m.signs_in }));
}
