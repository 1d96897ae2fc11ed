export { videoUploadSlice } from './model/video-upload-slice';
export { NO_VIDEO_FILES } from './model/upload-manager';
export type { VideoFiles } from './model/upload-manager';
export { useStartVideoUpload, useVideoUpload } from './model/use-video-upload';
export { VideoFilesSection } from './ui/VideoFilesSection';
export { VideoUploadPanel } from './ui/VideoUploadPanel';
