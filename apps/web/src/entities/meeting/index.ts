export {
  meetingApi,
  useGetMeetingsQuery,
  useGetMeetingOverlapsQuery,
  useCreateMeetingMutation,
  useUpdateMeetingMutation,
  useDeleteMeetingMutation,
  useDownloadMeetingDocumentMutation,
} from './api/meeting-api';
export type {
  CreateMeetingPayload,
  MeetingFields,
  MeetingMemberInput,
  OverlapsQuery,
  UpdateMeetingPayload,
} from './api/meeting-api';
export {
  dateKey,
  defaultDraft,
  draftFromSelection,
  formatMeetingWhen,
  LAST_MINUTE,
  meetingEnd,
  meetingStart,
  timeKey,
  timeRange,
  timesFromSpan,
  visibleRange,
} from './model/time';
export type { MeetingRange, MeetingTimes } from './model/time';
export { MeetingDocumentLink } from './ui/MeetingDocumentLink';
export type { Meeting, MeetingDocument, MeetingMember } from '@protocolist/contracts/meetings';
export { MEETING_DOCUMENT_MAX_BYTES, MEETING_DOCUMENT_TYPES, MEETING_MESSAGES } from '@protocolist/contracts/meetings';
