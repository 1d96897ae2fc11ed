import { createAction, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, sessionEnded } from '../../shared/api';
import { selectCurrentUser, sessionApi } from '../../entities/session';
import { uploadProgressSlice } from '../../entities/upload';
import { processingProgressSlice } from '../../entities/video';
import { videoUploadSlice } from '../../features/video-upload';
import type { AppStore, RootState } from './store';

/** The store's state once the API has joined (its type keeps `api` optional, the API's thunks want it there). */
export type StateWithApi = RootState & Required<Pick<RootState, 'api'>>;
export type DispatchWithApi = ThunkDispatch<StateWithApi, unknown, UnknownAction>;

const screenStateAdded = createAction('app/screenStateAdded');

/** When a session ends, RTK Query forgets its cache and subscriptions as well (after the reducers ran). */
const resetApiOnSessionEnd: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (sessionEnded.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
};

const attached = new WeakSet<AppStore>();

/**
 * Adds what the screens after /login keep in the store: RTK Query (its cache and middleware, the focus/online
 * refetching, the cache reset when a session ends) and the upload and processing slices. Loaded with every screen
 * but /login and the password-reset pages, before it renders (app/router), so that those stay within their
 * JavaScript budget (issue 16).
 */
export function attachScreenState(store: AppStore): void {
  if (attached.has(store)) return;
  attached.add(store);
  store.inject(baseApi);
  store.inject(uploadProgressSlice);
  store.inject(processingProgressSlice);
  store.inject(videoUploadSlice);
  store.addMiddleware(baseApi.middleware, resetApiOnSessionEnd);
  // The new slices' state appears with the next action.
  store.dispatch(screenStateAdded());
  setupListeners(store.dispatch);
  // The profile the sign-in page loaded is the cache's: the signed-in area does not ask for it again.
  const user = selectCurrentUser(store.getState());
  if (user) void (store.dispatch as DispatchWithApi)(sessionApi.util.upsertQueryData('getMe', undefined, user));
}
