export {
  meetingApi,
  useGetMeetingsQuery,
  useGetMeetingOverlapsQuery,
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useDeleteMeetingMutation,
} from './api/meeting-api';
export type { MeetingFields } from './api/meeting-api';
export {
  defaultDraft,
  draftFromSelection,
  formatMeetingWhen,
  meetingEnd,
  meetingStart,
  timeRange,
  timesFromSpan,
  visibleRange,
} from './model/time';
export type { MeetingRange, MeetingTimes } from './model/time';
export { MeetingDocumentLink } from './ui/MeetingDocumentLink';
export type { Meeting, MeetingDocument } from '@protocolist/contracts/meetings';
export { MEETING_DOCUMENT_MAX_BYTES, MEETING_DOCUMENT_TYPES, MEETING_MESSAGES } from '@protocolist/contracts/meetings';
