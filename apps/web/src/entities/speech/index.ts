export {
  applySpeechModelEvent,
  speechApi,
  useCheckSpeechMutation,
  useDeleteModelMutation,
  useDownloadModelMutation,
  useGetSpeechQuery,
  useGetSpeechReadinessQuery,
  useSetActiveModelMutation,
  useUploadModelArchiveMutation,
} from './api/speech-api';
export type { SpeechCheckResult, SpeechModel, SpeechOverview, SpeechReadiness } from './api/speech-api';
