import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Upload progress of protocol videos in percent, by protocol id; kept while the user moves between pages. */
export interface UploadProgressState {
  progress: Record<number, number>;
}

const initialState: UploadProgressState = { progress: {} };

export const uploadProgressSlice = createSlice({
  name: 'uploadProgress',
  initialState,
  reducers: {
    uploadProgressChanged(state, action: PayloadAction<{ protocolId: number; progress: number }>) {
      const { protocolId, progress } = action.payload;
      state.progress[protocolId] = Math.min(100, Math.max(0, progress));
    },
    uploadProgressCleared(state, action: PayloadAction<number>) {
      delete state.progress[action.payload];
    },
  },
  selectors: {
    selectUploadProgress: (state, protocolId: number): number | undefined => state.progress[protocolId],
    selectAllUploadProgress: (state) => state.progress,
  },
});

export const { uploadProgressChanged, uploadProgressCleared } = uploadProgressSlice.actions;
export const { selectUploadProgress, selectAllUploadProgress } = uploadProgressSlice.selectors;
