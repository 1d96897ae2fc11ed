import { describe, expect, it } from 'vitest';
import type { User } from '@protocolist/contracts/users';
import { sessionEnded, tokenReceived } from '../../../shared/api';
import { authSlice, profileLoaded, tokenDiscarded, type AuthState } from './auth-slice';
import { clearPersistedAuth, readPersistedAuth, writePersistedAuth } from './persistence';

const reduce = authSlice.reducer;
const user = { id: 7, role: 'secretary', full_name: 'Анна Смирнова' } as User;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const loggedOut: AuthState = { token: null, role: null, userId: null, user: null, isLoggedOut: true };

describe('auth slice', () => {
  it('storing a token clears the logged-out flag', () => {
    const state = reduce(loggedOut, tokenReceived('abc'));
    expect(state).toMatchObject({ token: 'abc', isLoggedOut: false });
  });

  it('ending the session forgets everything and marks it logged out', () => {
    const signedIn: AuthState = { token: 't', role: 'admin', userId: 1, user, isLoggedOut: false };
    expect(reduce(signedIn, sessionEnded())).toEqual(loggedOut);
  });

  it('takes role, id and user from GET /api/me', () => {
    const state = reduce({ ...loggedOut, token: 't', isLoggedOut: false }, profileLoaded(user));
    expect(state).toMatchObject({ role: 'secretary', userId: 7, user });
  });

  it('ignores a profile that arrives after the session ended', () => {
    expect(reduce(loggedOut, profileLoaded(user))).toEqual(loggedOut);
  });

  it('drops a token whose profile could not be loaded', () => {
    expect(reduce({ ...loggedOut, token: 't', isLoggedOut: false }, tokenDiscarded())).toMatchObject({ token: null });
  });
});

describe('auth persistence', () => {
  it('restores token, role and userId from the seed keys', () => {
    const storage = memoryStorage({ token: 'abc', role: 'manager', userId: '12' });
    expect(readPersistedAuth(storage)).toEqual({ token: 'abc', role: 'manager', userId: 12 });
  });

  it('ignores an unknown role or a role without a token', () => {
    expect(readPersistedAuth(memoryStorage({ token: 'abc', role: 'root' }))).toEqual({ token: 'abc', role: null, userId: null });
    expect(readPersistedAuth(memoryStorage({ role: 'admin', userId: '1' }))).toEqual({ token: null, role: null, userId: null });
    expect(readPersistedAuth(null)).toEqual({ token: null, role: null, userId: null });
  });

  it('writes and clears token, role, userId and user', () => {
    const storage = memoryStorage({ user: '{}' });
    writePersistedAuth(storage, { token: 'abc', role: 'admin', userId: 3 });
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'abc', role: 'admin', userId: '3', user: '{}' });
    writePersistedAuth(storage, { token: 'abc', role: null, userId: null });
    expect(Object.fromEntries(storage.items)).toEqual({ token: 'abc', user: '{}' });
    clearPersistedAuth(storage);
    expect(storage.items.size).toBe(0);
  });
});
