export { createAppStore } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
export { rootReducer } from './root-reducer';
