import { useEffect } from 'react';
import { MeetingEditorModal, useMeetingEditor } from '../../../features/meeting-editor';

/** The meeting dialog opened from the home page's empty agenda: open from the moment it is shown. */
export function MeetingCreator() {
  const editor = useMeetingEditor();
  const { openCreate } = editor;
  useEffect(() => openCreate(), [openCreate]);
  return <MeetingEditorModal editor={editor} />;
}
