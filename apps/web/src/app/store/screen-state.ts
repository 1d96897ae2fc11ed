import { addListener, createAction, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
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
const attached = new WeakSet<AppStore>();

/**
 * Adds what the screens after /login keep in the store: RTK Query (its cache and middleware, the focus/online
 * refetching, the cache reset when a session ends) and the upload and processing slices. Loaded with every screen
 * but /login, before it renders (app/router), so that /login stays within its JavaScript budget (issue 16).
 */
export function attachScreenState(store: AppStore): void {
  if (attached.has(store)) return;
  attached.add(store);
  store.inject(baseApi);
  store.inject(uploadProgressSlice);
  store.inject(processingProgressSlice);
  store.inject(videoUploadSlice);
  store.addMiddleware(baseApi.middleware);
  // The new slices' state appears with the next action.
  store.dispatch(screenStateAdded());
  store.dispatch(
    addListener({ actionCreator: sessionEnded, effect: (_action, api) => void api.dispatch(baseApi.util.resetApiState()) }),
  );
  setupListeners(store.dispatch);
  // The profile the sign-in page loaded is the cache's: the signed-in area does not ask for it again.
  const user = selectCurrentUser(store.getState());
  if (user) void (store.dispatch as DispatchWithApi)(sessionApi.util.upsertQueryData('getMe', undefined, user));
}
