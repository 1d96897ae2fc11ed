export {
  uploadProgressSlice,
  uploadProgressChanged,
  uploadProgressCleared,
  selectUploadProgress,
  selectAllUploadProgress,
} from './model/upload-progress-slice';
export type { UploadProgressState } from './model/upload-progress-slice';
export { uploadApi, useGetUploadStatusQuery, useUploadSubtitlesMutation, useUploadVideoChunkMutation } from './api/upload-api';
export type { VideoChunk } from './api/upload-api';
