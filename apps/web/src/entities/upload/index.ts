export {
  uploadProgressSlice,
  uploadProgressChanged,
  uploadProgressCleared,
  selectUploadProgress,
  selectAllUploadProgress,
} from './model/upload-progress-slice';
export { uploadApi, useGetUploadStatusQuery, useUploadSubtitlesMutation } from './api/upload-api';
