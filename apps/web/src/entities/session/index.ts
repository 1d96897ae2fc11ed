export {
  sessionApi,
  useLoginMutation,
  useGetMeQuery,
  useLogoutMutation,
  useSendResetLinkMutation,
  useCheckResetTokenQuery,
  useResetPasswordMutation,
} from './api/session-api';
export {
  authSlice,
  initialAuthState,
  selectCurrentUser,
  selectIsLoggedOut,
  selectRole,
  selectToken,
  selectUserId,
  tokenDiscarded,
  userLoaded,
} from './model/auth-slice';
export type { AuthState } from './model/auth-slice';
export { clearPersistedAuth, readPersistedAuth, STORAGE_KEYS, writePersistedAuth } from './model/persistence';
export type { PersistedAuth } from './model/persistence';
export { sessionEnded, tokenReceived } from '../../shared/api';
