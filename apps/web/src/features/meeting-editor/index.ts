export { MeetingEditorModal } from './ui/MeetingEditorModal';
export { useMeetingEditor } from './model/use-meeting-editor';
export { MEETING_EDITOR_TEXTS } from './config/messages';
