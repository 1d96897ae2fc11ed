import { combineSlices, type Action, type WithSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/api';
import type { baseApi } from '../../shared/api';
import { authSlice } from '../../entities/session';
import { notificationSlice } from '../../entities/notification';
import type { uploadProgressSlice } from '../../entities/upload';
import type { processingProgressSlice } from '../../entities/video';
import type { videoUploadSlice } from '../../features/video-upload';

/** What joins the store with the first screen after /login (`attachScreenState`, app/store/screen-state.ts). */
export type LateState = WithSlice<typeof baseApi> &
  WithSlice<typeof uploadProgressSlice> &
  WithSlice<typeof processingProgressSlice> &
  WithSlice<typeof videoUploadSlice>;

/**
 * The slices /login needs. RTK Query's cache (`api`) and the upload and processing slices join with the first
 * screen after it, so that /login does not download them (issue 16).
 */
function createAppReducer() {
  return combineSlices(authSlice, notificationSlice).withLazyLoadedSlices<LateState>();
}

export type AppReducer = ReturnType<typeof createAppReducer>;
export type RootState = ReturnType<AppReducer>;

/**
 * One store's reducer. When a session ends every slice starts over, so nothing of the previous user stays in
 * memory. `inject` adds a lazily loaded slice to this store only.
 */
export function createRootReducer() {
  const appReducer = createAppReducer();
  const rootReducer = (state: RootState | undefined, action: Action): RootState =>
    appReducer(sessionEnded.match(action) ? undefined : state, action);
  return Object.assign(rootReducer, { inject: appReducer.inject });
}
