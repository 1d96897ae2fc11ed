import type { Meeting } from '../../../entities/meeting';
import { COMMON } from '../../../shared/config';
import { GuardedModal } from '../../../shared/ui';
import type { MeetingEditor } from '../model/use-meeting-editor';
import { MeetingForm } from './MeetingForm';
import { MEETING_EDITOR_TEXTS } from '../config/messages';

interface MeetingEditorModalProps {
  editor: MeetingEditor;
  onDelete?: (meeting: Meeting) => void;
}

export function MeetingEditorModal({ editor, onDelete }: MeetingEditorModalProps) {
  const { target } = editor;
  return (
    <GuardedModal
      opened={editor.opened}
      onClose={editor.close}
      title={target?.mode === 'edit' ? MEETING_EDITOR_TEXTS.editTitle : MEETING_EDITOR_TEXTS.createTitle}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': COMMON.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && <MeetingForm key={editor.session} target={target} onDone={editor.close} onDelete={onDelete} />}
    </GuardedModal>
  );
}
