import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Percent of the server's video processing by protocol id, as the live events report it. */
export interface ProcessingProgressState {
  progress: Record<number, number>;
}

const initialState: ProcessingProgressState = { progress: {} };

export const processingProgressSlice = createSlice({
  name: 'processingProgress',
  initialState,
  reducers: {
    processingProgressChanged(state, action: PayloadAction<{ protocolId: number; progress: number }>) {
      const { protocolId, progress } = action.payload;
      state.progress[protocolId] = Math.min(100, Math.max(0, Math.round(progress)));
    },
    processingProgressCleared(state, action: PayloadAction<number>) {
      delete state.progress[action.payload];
    },
  },
  selectors: {
    selectProcessingProgress: (state, protocolId: number): number | undefined => state.progress[protocolId],
    selectAllProcessingProgress: (state) => state.progress,
  },
});

export const { processingProgressChanged, processingProgressCleared } = processingProgressSlice.actions;
export const { selectProcessingProgress, selectAllProcessingProgress } = processingProgressSlice.selectors;
