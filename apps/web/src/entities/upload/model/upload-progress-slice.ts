import { createPercentSlice } from '../../../shared/lib';

/** Upload progress of protocol videos in percent, by protocol id; kept while the user moves between pages. */
export const uploadProgressSlice = createPercentSlice('uploadProgress');

export const { changed: uploadProgressChanged, cleared: uploadProgressCleared } = uploadProgressSlice.actions;
export const { selectOne: selectUploadProgress, selectAll: selectAllUploadProgress } = uploadProgressSlice.selectors;
