export {
  videoApi,
  useGetVideoUrlQuery,
  useProcessVideoMutation,
  useRerunRecognitionMutation,
  useUpdateTranscriptSegmentsMutation,
} from './api/video-api';
export type { SignedVideoUrl } from './api/video-api';
export {
  processingProgressSlice,
  processingProgressChanged,
  processingProgressCleared,
  selectProcessingProgress,
  selectAllProcessingProgress,
} from './model/processing-progress-slice';
export type { ProcessingProgressState } from './model/processing-progress-slice';
export { formatTimecode, segmentIndexAt } from './model/timecode';
