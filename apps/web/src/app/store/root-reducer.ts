import { combineReducers, type Action } from '@reduxjs/toolkit';
import { baseApi, sessionEnded } from '../../shared/api';
import { authSlice } from '../../entities/session';
import { notificationSlice } from '../../entities/notification';
import { uploadProgressSlice } from '../../entities/upload';
import { processingProgressSlice } from '../../entities/video';
import { videoUploadSlice } from '../../features/video-upload';

const appReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [notificationSlice.reducerPath]: notificationSlice.reducer,
  [uploadProgressSlice.reducerPath]: uploadProgressSlice.reducer,
  [processingProgressSlice.reducerPath]: processingProgressSlice.reducer,
  [videoUploadSlice.reducerPath]: videoUploadSlice.reducer,
});

export type RootState = ReturnType<typeof appReducer>;

/** When a session ends every slice starts over, so nothing of the previous user stays in memory. */
export function rootReducer(state: RootState | undefined, action: Action): RootState {
  return appReducer(sessionEnded.match(action) ? undefined : state, action);
}
