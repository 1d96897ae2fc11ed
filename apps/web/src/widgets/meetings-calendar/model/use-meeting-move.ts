import type { EventChangeArg } from '@fullcalendar/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { formatMeetingWhen, timesFromSpan, useUpdateMeetingMutation } from '../../../entities/meeting';
import { runWithToast } from '../../../shared/ui';
import { meetingOfEvent } from './meeting-events';
import { CALENDAR_TEXTS } from '../config/messages';

type MovedEvent = Pick<EventChangeArg, 'event' | 'revert'>;

/** Saves a dragged or resized meeting (PUT with the new date and times); puts it back when the server refuses. */
export function useMeetingMove(): (change: MovedEvent) => Promise<void> {
  const [updateMeeting] = useUpdateMeetingMutation();
  return useCallback(
    async ({ event, revert }: MovedEvent) => {
      const meeting = meetingOfEvent(event);
      const times = event.start ? timesFromSpan(event.start, event.end) : null;
      if (!times) {
        revert();
        notifications.show({ color: 'red', title: CALENDAR_TEXTS.moveFailed, message: CALENDAR_TEXTS.oneDay });
        return;
      }
      const moved = await runWithToast({
        run: () => updateMeeting({ id: meeting.id, ...times }).unwrap(),
        done: CALENDAR_TEXTS.moved(formatMeetingWhen(times)),
        failureTitle: CALENDAR_TEXTS.moveFailed,
      });
      if (!moved) revert();
    },
    [updateMeeting],
  );
}
