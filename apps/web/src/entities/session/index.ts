export {
  sessionApi,
  useGetMeQuery,
  useLogoutMutation,
} from './api/session-api';
export { passwordReset } from './api/password-reset';
export {
  authSlice,
  selectCurrentUser,
  selectRole,
  selectToken,
  selectUserId,
  tokenDiscarded,
  userLoaded,
} from './model/auth-slice';
export { signIn } from './model/sign-in';
export { clearPersistedAuth, writePersistedAuth } from './model/persistence';
export { sessionEnded, tokenReceived } from '../../shared/api';
