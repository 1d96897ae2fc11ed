export {
  applySpeechModelEvent,
  speechApi,
  useCheckSpeechMutation,
  useDeleteModelMutation,
  useDownloadModelMutation,
  useGetSpeechEnginesQuery,
  useGetSpeechQuery,
  useGetSpeechReadinessQuery,
  useSetActiveModelMutation,
  useUploadModelArchiveMutation,
} from './api/speech-api';
export type { SpeechCheckResult, SpeechEngineChoice, SpeechModel, SpeechOverview, SpeechReadiness } from './api/speech-api';
export { SPEECH_TEXTS } from './config/messages';
