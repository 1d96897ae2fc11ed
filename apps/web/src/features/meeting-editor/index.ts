export { MeetingEditorModal } from './ui/MeetingEditorModal';
export { useMeetingEditor } from './model/use-meeting-editor';
export type { MeetingEditor } from './model/use-meeting-editor';
export type { MeetingEditorTarget } from './model/meeting-form';
