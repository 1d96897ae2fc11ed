import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A percent per protocol id, clamped to 0–100. */
export interface PercentByProtocol {
  progress: Record<number, number>;
}

const initialState: PercentByProtocol = { progress: {} };

/** A slice that keeps one percent per protocol (upload, processing), set by `changed` and dropped by `cleared`. */
export function createPercentSlice<Name extends string>(name: Name, { round = false }: { round?: boolean } = {}) {
  return createSlice({
    name,
    initialState,
    reducers: {
      changed(state, action: PayloadAction<{ protocolId: number; progress: number }>) {
        const { protocolId, progress } = action.payload;
        const clamped = Math.min(100, Math.max(0, progress));
        state.progress[protocolId] = round ? Math.round(clamped) : clamped;
      },
      cleared(state, action: PayloadAction<number>) {
        delete state.progress[action.payload];
      },
    },
    selectors: {
      selectOne: (state, protocolId: number): number | undefined => state.progress[protocolId],
      selectAll: (state) => state.progress,
    },
  });
}
