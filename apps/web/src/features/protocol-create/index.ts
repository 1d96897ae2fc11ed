export { ProtocolCreateForm } from './ui/ProtocolCreateForm';
export type { ProtocolCreateFormProps } from './ui/ProtocolCreateForm';
export { meetingPrefillApi } from './api/meeting-prefill-api';
