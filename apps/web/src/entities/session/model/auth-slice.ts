import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@protocolist/contracts/enums';
import type { User } from '@protocolist/contracts/users';
import { sessionEnded, tokenReceived } from '../../../shared/api';
import { browserStorage } from '../../../shared/lib';
import { readPersistedAuth } from './persistence';

export interface AuthState {
  token: string | null;
  role: Role | null;
  userId: number | null;
  user: User | null;
  isLoggedOut: boolean;
}

/** Restored from localStorage every time the state is (re)built. */
function initialAuthState(): AuthState {
  return { ...readPersistedAuth(browserStorage()), user: null, isLoggedOut: false };
}

const signedOut: Omit<AuthState, 'isLoggedOut'> = { token: null, role: null, userId: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.role = action.payload.role;
      state.userId = action.payload.id;
    },
    /** GET /api/me answered: role, id and profile, unless the session ended while it was on its way. */
    profileLoaded(state, action: PayloadAction<User>) {
      if (!state.token) return;
      state.user = action.payload;
      state.role = action.payload.role;
      state.userId = action.payload.id;
    },
    /** Drops a token that never became a session (e.g. the profile could not be loaded after login). */
    tokenDiscarded(state) {
      Object.assign(state, signedOut);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenReceived, (state, action) => {
        state.token = action.payload;
        state.isLoggedOut = false;
      })
      .addCase(sessionEnded, (state) => {
        Object.assign(state, signedOut, { isLoggedOut: true });
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    selectRole: (state) => state.role,
    selectUserId: (state) => state.userId,
    selectCurrentUser: (state) => state.user,
  },
});

export const { userLoaded, profileLoaded, tokenDiscarded } = authSlice.actions;
export const { selectToken, selectRole, selectUserId, selectCurrentUser } = authSlice.selectors;
