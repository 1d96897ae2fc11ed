import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, sessionEnded } from '../../shared/api';
import { clearPersistedAuth, writePersistedAuth } from '../../entities/session';
import { browserStorage } from '../../shared/lib';
import { rootReducer, type RootState } from './root-reducer';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createAppStore(storage: KeyValueStorage | null = browserStorage()) {
  const sessionListener = createListenerMiddleware();
  sessionListener.startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      clearPersistedAuth(storage);
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(baseApi.middleware),
  });

  // token, role and userId live in localStorage too, so a reload keeps the session (seed §3).
  let persisted = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth.token === persisted.token && auth.role === persisted.role && auth.userId === persisted.userId) return;
    persisted = auth;
    writePersistedAuth(storage, auth);
  });

  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
