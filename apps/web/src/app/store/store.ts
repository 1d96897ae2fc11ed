import { configureStore, createDynamicMiddleware, type Middleware } from '@reduxjs/toolkit';
import { sessionEnded } from '../../shared/api';
import { clearPersistedAuth, writePersistedAuth } from '../../entities/session';
import { browserStorage } from '../../shared/lib';
import { createRootReducer, type RootState } from './root-reducer';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createAppStore(storage: KeyValueStorage | null = browserStorage()) {
  // When a session ends its keys leave localStorage too (after the reducers ran). A plain middleware rather than
  // RTK's listener middleware, which /login would otherwise download for this one effect (issue 16).
  const forgetEndedSession: Middleware = () => (next) => (action) => {
    const result = next(action);
    if (sessionEnded.match(action)) clearPersistedAuth(storage);
    return result;
  };
  const rootReducer = createRootReducer();
  const lateMiddleware = createDynamicMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(forgetEndedSession).concat(lateMiddleware.middleware),
    // RTK Query's results (auto-batched actions) reach the components at the end of the task, not at the next
    // animation frame: a frame that comes late (a busy machine, a stopped page clock) or never (a hidden tab) held
    // a fresh answer off the screen until some other action happened to follow it (e2e/stats/secretaries).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });

  // token, role and userId live in localStorage too, so a reload keeps the session (seed §3).
  let persisted = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth.token === persisted.token && auth.role === persisted.role && auth.userId === persisted.userId) return;
    persisted = auth;
    writePersistedAuth(storage, auth);
  });

  // What loads after /login joins through these (app/store/screen-state.ts): slices with `inject`, middleware with
  // `addMiddleware`, which runs where RTK Query's always ran, after the default ones.
  return Object.assign(store, { inject: rootReducer.inject, addMiddleware: lateMiddleware.addMiddleware });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
