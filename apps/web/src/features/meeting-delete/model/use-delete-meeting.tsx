import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useDeleteMeetingMutation, type Meeting } from '../../../entities/meeting';
import { describeError } from '../../../shared/api';
import { COMMON } from '../../../shared/config';
import { MEETING_DELETE_TEXTS } from '../config/messages';

/** Deletes a meeting after «Удалить совещание?»; the server then sends the members a cancellation. */
export function useDeleteMeeting(): (meeting: Meeting, onDeleted?: () => void) => void {
  const [deleteMeeting] = useDeleteMeetingMutation();
  return useCallback(
    (meeting: Meeting, onDeleted?: () => void) => {
      modals.openConfirmModal({
        title: MEETING_DELETE_TEXTS.title,
        centered: true,
        children: <Text size="sm">{MEETING_DELETE_TEXTS.text(meeting.theme)}</Text>,
        labels: { confirm: COMMON.delete, cancel: COMMON.cancel },
        confirmProps: { color: 'red' },
        onConfirm: async () => {
          try {
            await deleteMeeting(meeting.id).unwrap();
            notifications.show({ color: 'green', message: MEETING_DELETE_TEXTS.deleted });
            onDeleted?.();
          } catch (error) {
            notifications.show({ color: 'red', message: describeError(error) });
          }
        },
      });
    },
    [deleteMeeting],
  );
}
