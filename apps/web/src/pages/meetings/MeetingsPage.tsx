import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MeetingsCalendar } from '../../widgets/meetings-calendar';
import { CalendarFeedButton } from '../../features/calendar-feed';
import { useDeleteMeeting } from '../../features/meeting-delete';
import { MEETING_EDITOR_TEXTS, MeetingEditorModal, useMeetingEditor } from '../../features/meeting-editor';
import { PageFrame } from '../../shared/ui';
import { PAGE_TITLES } from '../../shared/config';

/** /main/meetings: the secretary's calendar (PRODUCT.md §6). */
export function MeetingsPage() {
  const editor = useMeetingEditor();
  const confirmDelete = useDeleteMeeting();

  return (
    <PageFrame
      title={PAGE_TITLES.meetings}
      actions={
        <Group gap="sm">
          <CalendarFeedButton />
          <Button leftSection={<IconPlus size={18} />} onClick={() => editor.openCreate()}>
            {MEETING_EDITOR_TEXTS.createButton}
          </Button>
        </Group>
      }
    >
      <MeetingsCalendar onCreate={editor.openCreate} onOpen={editor.openEdit} />
      <MeetingEditorModal editor={editor} onDelete={(meeting) => confirmDelete(meeting, editor.close)} />
    </PageFrame>
  );
}
