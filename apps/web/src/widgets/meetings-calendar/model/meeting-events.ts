import type { EventInput } from '@fullcalendar/core';
import { meetingEnd, meetingStart, timeRange, type Meeting } from '../../../entities/meeting';

export const meetingOfEvent = (event: { extendedProps: Record<string, unknown> }): Meeting =>
  event.extendedProps.meeting as Meeting;

/** A meeting as a calendar event; the meeting itself rides along for the click and drag handlers. */
export function meetingEvent(meeting: Meeting, now: Date = new Date()): EventInput {
  const classNames = ['meeting-event'];
  if (meeting.protocol_id) classNames.push('meeting-event--protocol');
  if (new Date(meetingEnd(meeting)) < now) classNames.push('meeting-event--past');
  return {
    id: String(meeting.id),
    title: meeting.theme,
    start: meetingStart(meeting),
    end: meetingEnd(meeting),
    classNames,
    extendedProps: { meeting },
  };
}

/** The native tooltip of an event: time, theme and place. */
export function meetingTooltip(meeting: Meeting): string {
  return [`${timeRange(meeting)} ${meeting.theme}`, meeting.link].filter(Boolean).join('\n');
}
