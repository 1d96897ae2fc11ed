import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';
import { zonedInstant } from '../../lib/time-zones.ts';

export interface Person {
  name: string;
  email: string;
}

/** Everything a calendar entry of a meeting needs, captured at one moment (jobs carry it as is). */
export interface MeetingEvent {
  meeting_id: number;
  sequence: number;
  theme: string;
  description: string | null;
  link: string | null;
  event_date: string;
  event_start_time: string;
  event_end_time: string;
  timezone: string;
  organizer: Person;
  attendees: Person[];
}

/**
 * What a calendar entry was before an update: the change mail spells out old → new from it. `description` is
 * absent in jobs queued before it was kept.
 */
export type PreviousEntry = Pick<MeetingEvent, 'event_date' | 'event_start_time' | 'event_end_time' | 'theme' | 'link'> &
  Partial<Pick<MeetingEvent, 'description'>>;

const PRODUCT_ID = { company: 'Protocolist', product: 'Protocolist', language: 'RU' };

/** Stable across every invitation, update, cancellation and the feed, so calendars merge them into one entry. */
export function meetingUid(meetingId: number, publicUrl: string): string {
  return `meeting-${meetingId}@${new URL(publicUrl).hostname}`;
}

export const isWebLink = (link: string | null): link is string => !!link && /^https?:\/\/\S+$/i.test(link);

function eventData(event: MeetingEvent, publicUrl: string, cancelled: boolean): ICalEventData {
  return {
    id: meetingUid(event.meeting_id, publicUrl),
    sequence: event.sequence,
    // UTC instants: every client places them right without a VTIMEZONE block.
    start: zonedInstant(event.event_date, event.event_start_time, event.timezone),
    end: zonedInstant(event.event_date, event.event_end_time, event.timezone),
    summary: event.theme,
    description: event.description ?? undefined,
    location: event.link ?? undefined,
    url: isWebLink(event.link) ? event.link : undefined,
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: event.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancelled,
    })),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  };
}

/** An iTIP message (RFC 5546): METHOD:REQUEST for an invitation or update, METHOD:CANCEL to withdraw it. */
export function invitationIcs(event: MeetingEvent, method: 'REQUEST' | 'CANCEL', publicUrl: string): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    scale: 'GREGORIAN',
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent(eventData(event, publicUrl, method === 'CANCEL'));
  return calendar.toString();
}

/** A subscription calendar (METHOD:PUBLISH) with a name and the zone calendar apps show it in. */
export function feedIcs(options: { name: string; timezone: string; events: MeetingEvent[]; publicUrl: string }): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
    name: options.name,
    ttl: 60 * 60,
    x: [{ key: 'X-WR-TIMEZONE', value: options.timezone }],
  });
  for (const event of options.events) calendar.createEvent(eventData(event, options.publicUrl, false));
  return calendar.toString();
}
