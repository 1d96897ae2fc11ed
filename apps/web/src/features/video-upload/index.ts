export { videoUploadSlice, selectVideoUpload } from './model/video-upload-slice';
export type { VideoUploadEntry, VideoUploadPhase, VideoUploadState } from './model/video-upload-slice';
export {
  NO_VIDEO_FILES,
  cancelVideoUpload,
  dismissVideoUpload,
  retryVideoUpload,
  startVideoUpload,
} from './model/upload-manager';
export type { VideoFiles } from './model/upload-manager';
export { useStartVideoUpload, useVideoUpload } from './model/use-video-upload';
export { VideoFilesField } from './ui/VideoFilesField';
export { VideoFilesSection } from './ui/VideoFilesSection';
export { VideoUploadPanel } from './ui/VideoUploadPanel';
