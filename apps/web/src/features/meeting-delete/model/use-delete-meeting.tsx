import { useCallback } from 'react';
import { useDeleteMeetingMutation, type Meeting } from '../../../entities/meeting';
import { COMMON } from '../../../shared/config';
import { confirmAction } from '../../../shared/ui';
import { MEETING_DELETE_TEXTS } from '../config/messages';

/** Deletes a meeting after «Удалить совещание?»; the server then sends the members a cancellation. */
export function useDeleteMeeting(): (meeting: Meeting, onDeleted?: () => void) => void {
  const [deleteMeeting] = useDeleteMeetingMutation();
  return useCallback(
    (meeting: Meeting, onDeleted?: () => void) =>
      confirmAction({
        title: MEETING_DELETE_TEXTS.title,
        text: MEETING_DELETE_TEXTS.text(meeting.theme),
        confirmLabel: COMMON.delete,
        confirmColor: 'red',
        run: () => deleteMeeting(meeting.id).unwrap(),
        done: MEETING_DELETE_TEXTS.deleted,
        onDone: onDeleted,
      }),
    [deleteMeeting],
  );
}
