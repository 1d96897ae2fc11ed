export { MeetingEditorModal } from './ui/MeetingEditorModal';
export { useMeetingEditor } from './model/use-meeting-editor';
export type { MeetingEditor } from './model/use-meeting-editor';
export type { MeetingEditorTarget } from './model/meeting-form';
export { MEETING_EDITOR_TEXTS } from './config/messages';
