export { ProtocolCreateForm } from './ui/ProtocolCreateForm';
export { meetingPrefillApi } from './api/meeting-prefill-api';
