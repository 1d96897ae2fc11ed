import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * uploading → (retrying ↔ uploading) → processingSoon (all chunks in, process-video in 3 s) → gone;
 * uploading ↔ paused (the user's «Пауза» / «Продолжить»);
 * failed stays until the user retries, picks another file or leaves the upload.
 */
export type VideoUploadPhase = 'uploading' | 'retrying' | 'paused' | 'processingSoon' | 'failed';

export interface VideoUploadEntry {
  phase: VideoUploadPhase;
  fileName: string;
  fileSize: number;
  /** Why it is retrying or why it failed. */
  message: string | null;
  /** A problem that does not stop the upload (the subtitles file was refused). */
  warning: string | null;
  /** Bytes of the video the server holds or is receiving now. */
  sentBytes: number;
  /** Over the last seconds; null while unknown. */
  bytesPerSecond: number | null;
}

export interface VideoUploadState {
  uploads: Record<number, VideoUploadEntry>;
}

const initialState: VideoUploadState = { uploads: {} };

type ForProtocol<T = object> = PayloadAction<{ protocolId: number } & T>;

export const videoUploadSlice = createSlice({
  name: 'videoUpload',
  initialState,
  reducers: {
    uploadStarted(state, action: ForProtocol<{ fileName: string; fileSize: number }>) {
      const { protocolId, fileName, fileSize } = action.payload;
      const sentBytes = state.uploads[protocolId]?.sentBytes ?? 0;
      state.uploads[protocolId] = { phase: 'uploading', fileName, fileSize, message: null, warning: null, sentBytes, bytesPerSecond: null };
    },
    uploadBytes(state, action: ForProtocol<{ sentBytes: number; bytesPerSecond: number | null }>) {
      const entry = state.uploads[action.payload.protocolId];
      if (entry) Object.assign(entry, { sentBytes: action.payload.sentBytes, bytesPerSecond: action.payload.bytesPerSecond });
    },
    uploadPaused(state, action: PayloadAction<number>) {
      const entry = state.uploads[action.payload];
      if (entry) Object.assign(entry, { phase: 'paused', message: null, bytesPerSecond: null });
    },
    uploadRetrying(state, action: ForProtocol<{ message: string }>) {
      const entry = state.uploads[action.payload.protocolId];
      if (entry) Object.assign(entry, { phase: 'retrying', message: action.payload.message });
    },
    uploadResumed(state, action: PayloadAction<number>) {
      const entry = state.uploads[action.payload];
      if (entry?.phase === 'retrying') Object.assign(entry, { phase: 'uploading', message: null });
    },
    uploadWarned(state, action: ForProtocol<{ warning: string }>) {
      const entry = state.uploads[action.payload.protocolId];
      if (entry) entry.warning = action.payload.warning;
    },
    uploadCompleted(state, action: PayloadAction<number>) {
      const entry = state.uploads[action.payload];
      if (entry) Object.assign(entry, { phase: 'processingSoon', message: null });
    },
    uploadFailed(state, action: ForProtocol<{ message: string }>) {
      const entry = state.uploads[action.payload.protocolId];
      if (entry) Object.assign(entry, { phase: 'failed', message: action.payload.message });
    },
    uploadDismissed(state, action: PayloadAction<number>) {
      delete state.uploads[action.payload];
    },
  },
  selectors: {
    selectVideoUpload: (state, protocolId: number): VideoUploadEntry | undefined => state.uploads[protocolId],
  },
});

export const { uploadStarted, uploadBytes, uploadPaused, uploadRetrying, uploadResumed, uploadWarned, uploadCompleted, uploadFailed, uploadDismissed } =
  videoUploadSlice.actions;
export const { selectVideoUpload } = videoUploadSlice.selectors;
