import { describe, expect, it } from 'vitest';
import { sessionEnded, tokenReceived } from '../../shared/api';
import { showNotification } from '../../entities/notification';
import { uploadProgressChanged } from '../../entities/upload';
import { userApi } from '../../entities/user';
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

  it('resets every slice and the API cache when the session ends, and clears storage', () => {
    const storage = memoryStorage();
    const store = createAppStore(storage);
    storage.items.set('user', '{}');
    store.dispatch(tokenReceived('abc'));
    store.dispatch(showNotification({ message: 'Готово', protocolId: 4 }));
    store.dispatch(uploadProgressChanged({ protocolId: 4, progress: 50 }));
    store.dispatch(
      userApi.util.upsertQueryData('getUsers', { page: 1 }, { data: [{ id: 4, full_name: 'Анна' }] } as never),
    );
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(sessionEnded());

    const state = store.getState();
    expect(state.auth).toEqual({ token: null, role: null, userId: null, user: null, isLoggedOut: true });
    expect(state.notification).toEqual({ message: '', isVisible: false, protocolId: null });
    expect(state.uploadProgress).toEqual({ progress: {} });
    expect(state.api.queries).toEqual({});
    expect(storage.items.size).toBe(0);
  });
});
