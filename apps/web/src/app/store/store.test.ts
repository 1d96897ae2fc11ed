import { describe, expect, it, vi } from 'vitest';
import { sessionEnded, tokenReceived } from '../../shared/api';
import { showNotification } from '../../entities/notification';
import { uploadProgressChanged } from '../../entities/upload';
import { sessionApi, userLoaded } from '../../entities/session';
import { userApi } from '../../entities/user';
import type { User } from '@protocolist/contracts/users';
import { attachScreenState, type DispatchWithApi } from './screen-state';
import { createAppStore } from './store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('app store', () => {
  it('persists the token under the seed key as soon as it is stored', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    store.dispatch(tokenReceived('abc'));
    expect(storage.items.get('token')).toBe('abc');
    expect(store.getState().auth.isLoggedOut).toBe(false);
  });

  it('resets every slice and the API cache when the session ends, and clears storage', async () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    attachScreenState(store);
    storage.items.set('user', '{}');
    store.dispatch(tokenReceived('abc'));
    store.dispatch(showNotification({ message: 'Готово', protocolId: 4 }));
    store.dispatch(uploadProgressChanged({ protocolId: 4, progress: 50 }));
    await (store.dispatch as DispatchWithApi)(
      userApi.util.upsertQueryData('getUsers', { page: 1 }, { data: [{ id: 4, full_name: 'Анна' }] } as never),
    );
    expect(Object.keys(store.getState().api!.queries)).toHaveLength(1);

    store.dispatch(sessionEnded());

    const state = store.getState();
    expect(state.auth).toEqual({ token: null, role: null, userId: null, user: null, isLoggedOut: true });
    expect(state.notification).toEqual({ message: '', isVisible: false, protocolId: null });
    expect(state.uploadProgress).toEqual({ progress: {} });
    expect(state.api!.queries).toEqual({});
    expect(storage.items.size).toBe(0);
  });

  it('starts without RTK Query and the upload slices (issue 16: /login); they join with the profile the sign-in loaded', async () => {
    const store = createAppStore(memoryStorage());
    expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'notification']);
    store.dispatch(tokenReceived('abc'));
    const user = { id: 4, role: 'secretary', full_name: 'Анна' } as User;
    store.dispatch(userLoaded(user));

    attachScreenState(store);
    attachScreenState(store);
    expect(Object.keys(store.getState()).sort()).toEqual(['api', 'auth', 'notification', 'processingProgress', 'uploadProgress', 'videoUpload']);
    await vi.waitFor(() => expect(sessionApi.endpoints.getMe.select()(store.getState() as never).data).toEqual(user));
    // Its middleware runs in this store (it marks the cache's config when it first sees an action).
    expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    // Another store (another test, another tab's worth of state) has none of it.
    expect(Object.keys(createAppStore(memoryStorage()).getState()).sort()).toEqual(['auth', 'notification']);
  });

  it('hands RTK Query\'s answer to the subscribed components without waiting for a frame or a timer', async () => {
    // A stopped page clock (or a busy machine, a hidden tab) holds animation frames and timers back.
    vi.useFakeTimers();
    try {
      const store = createAppStore(memoryStorage());
      store.dispatch(tokenReceived('abc'));
      attachScreenState(store);
      const users = { data: [{ id: 4, full_name: 'Анна' }] } as never;
      const shown: unknown[] = [];
      store.subscribe(() => shown.push(userApi.endpoints.getUsers.select({ page: 1 })(store.getState() as never).data));

      await (store.dispatch as DispatchWithApi)(userApi.util.upsertQueryData('getUsers', { page: 1 }, users));
      await Promise.resolve();

      expect(shown.at(-1)).toEqual(users);
    } finally {
      vi.useRealTimers();
    }
  });
});
