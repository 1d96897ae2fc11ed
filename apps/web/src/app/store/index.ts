export { createAppStore } from './store';
export type { AppDispatch, AppStore, RootState } from './store';
