export {
  videoApi,
  useGetVideoUrlQuery,
  useProcessVideoMutation,
  useRerunRecognitionMutation,
  useUpdateTranscriptSegmentsMutation,
} from './api/video-api';
export {
  processingProgressSlice,
  processingProgressChanged,
  processingProgressCleared,
  selectProcessingProgress,
} from './model/processing-progress-slice';
export { formatTimecode, segmentIndexAt } from './model/timecode';
export { VIDEO_TEXTS } from './config/messages';
