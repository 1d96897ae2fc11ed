import type { EventChangeArg } from '@fullcalendar/core';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { formatMeetingWhen, timesFromSpan, useUpdateMeetingMutation, type Meeting, type MeetingTimes } from '../../../entities/meeting';
import { runWithToast } from '../../../shared/ui';
import { meetingOfEvent } from './meeting-events';
import { CALENDAR_TEXTS } from '../config/messages';

type MovedEvent = Pick<EventChangeArg, 'event' | 'revert'>;

/** A drag waiting for the secretary's answer: where the meeting was, where it would go. */
export interface PendingMove {
  meeting: Meeting;
  from: MeetingTimes;
  to: MeetingTimes;
  /** Members the change would be mailed to (asked to be notified, with an address). */
  notifiable: number;
  revert: () => void;
}

const timesOf = (meeting: Meeting): MeetingTimes => ({
  event_date: meeting.event_date,
  event_start_time: meeting.event_start_time,
  event_end_time: meeting.event_end_time,
});

export const notifiableMembers = (meeting: Meeting): number =>
  meeting.members.filter((member) => member.should_notify && !!member.member?.email).length;

const UNDO_TOAST = 'meeting-move-undo';

/**
 * A dragged or resized meeting is not saved at once: the secretary sees old → new and chooses whether the members
 * are mailed («Перенести и уведомить» / «Перенести без письма») or cancels (the event goes back). Once saved, the
 * toast offers «Отменить», which puts the meeting back with the same choice about mail.
 */
export function useMeetingMove() {
  const [updateMeeting] = useUpdateMeetingMutation();
  const [pending, setPending] = useState<PendingMove | null>(null);

  const propose = useCallback(({ event, revert }: MovedEvent) => {
    const meeting = meetingOfEvent(event);
    const to = event.start ? timesFromSpan(event.start, event.end) : null;
    if (!to) {
      revert();
      notifications.show({ color: 'red', title: CALENDAR_TEXTS.moveFailed, message: CALENDAR_TEXTS.oneDay });
      return;
    }
    setPending({ meeting, from: timesOf(meeting), to, notifiable: notifiableMembers(meeting), revert });
  }, []);

  const save = useCallback(
    async (id: number, times: MeetingTimes, notify: boolean) =>
      runWithToast({ run: () => updateMeeting({ id, ...times, notify }).unwrap(), failureTitle: CALENDAR_TEXTS.moveFailed }),
    [updateMeeting],
  );

  const cancel = useCallback(() => {
    pending?.revert();
    setPending(null);
  }, [pending]);

  const confirm = useCallback(
    async (notify: boolean) => {
      if (!pending) return;
      const { meeting, from, to, revert } = pending;
      setPending(null);
      if (!(await save(meeting.id, to, notify))) {
        revert();
        return;
      }
      const undo = async () => {
        notifications.hide(UNDO_TOAST);
        if (await save(meeting.id, from, notify)) {
          notifications.show({ color: 'green', message: CALENDAR_TEXTS.moveUndone(formatMeetingWhen(from), notify) });
        }
      };
      notifications.show({
        id: UNDO_TOAST,
        color: 'green',
        autoClose: 10_000,
        title: CALENDAR_TEXTS.moved(formatMeetingWhen(to)),
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" c="dimmed">
              {CALENDAR_TEXTS.movedMail(notify)}
            </Text>
            <Button size="compact-sm" variant="light" leftSection={<IconArrowBackUp size={14} />} onClick={() => void undo()}>
              {CALENDAR_TEXTS.undo}
            </Button>
          </Group>
        ),
      });
    },
    [pending, save],
  );

  return { pending, propose, confirm, cancel };
}

