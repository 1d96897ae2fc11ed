import { createPercentSlice } from '../../../shared/lib';

/** Percent of the server's video processing by protocol id, as the live events report it. */
export const processingProgressSlice = createPercentSlice('processingProgress', { round: true });

export const { changed: processingProgressChanged, cleared: processingProgressCleared } = processingProgressSlice.actions;
export const { selectOne: selectProcessingProgress } = processingProgressSlice.selectors;
