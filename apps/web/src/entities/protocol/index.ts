export {
  protocolApi,
  useGetProtocolsQuery,
  useGetProtocolQuery,
  useCreateProtocolMutation,
  useUpdateProtocolMutation,
  useDeleteProtocolMutation,
  useChangeProtocolStageMutation,
} from './api/protocol-api';
export {
  protocolContentApi,
  useUpdateTranscriptMutation,
  useUpdateSectionsMutation,
  useRebuildSectionsMutation,
  useGetFinalProtocolQuery,
  useSaveFinalProtocolMutation,
  useSendProtocolMutation,
} from './api/protocol-content-api';
export type { SectionInput, Versioned } from './api/protocol-content-api';
export {
  protocolMemberApi,
  useGetProtocolMembersQuery,
  useAddProtocolMemberMutation,
  useRemoveProtocolMemberMutation,
} from './api/protocol-member-api';
export { protocolNumberLabel } from './model/format';
export { protocolListParams } from './model/list-params';
export type { ProtocolListParams } from './model/list-params';
export { sameSections, toEditableSections, transcriptToText } from './model/sections';
export type { EditableSection } from './model/sections';
export { ProtocolDocumentPreview } from './ui/ProtocolDocumentPreview';
export type { PreviewText } from './ui/ProtocolDocumentPreview';
export { ProtocolStageBadge } from './ui/ProtocolStageBadge';
export { SectionListField } from './ui/SectionListField';
export type { Protocol, ProtocolListItem, ProtocolMember, TranscriptSegment } from '@protocolist/contracts/protocols';
export { PROTOCOL_FIELDS, PROTOCOL_TEXTS } from './config/messages';
