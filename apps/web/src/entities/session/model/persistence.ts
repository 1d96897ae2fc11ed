import { ROLES, type Role } from '@protocolist/contracts/enums';

/** localStorage keys of the session (seed §3). */
const STORAGE_KEYS = { token: 'token', role: 'role', userId: 'userId', user: 'user' } as const;

interface PersistedAuth {
  token: string | null;
  role: Role | null;
  userId: number | null;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readPersistedAuth(storage: KeyValueStorage | null): PersistedAuth {
  const token = storage?.getItem(STORAGE_KEYS.token) || null;
  const role = storage?.getItem(STORAGE_KEYS.role) ?? null;
  const userId = Number(storage?.getItem(STORAGE_KEYS.userId));
  return {
    token,
    role: token && (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : null,
    userId: token && Number.isInteger(userId) && userId > 0 ? userId : null,
  };
}

function writeOrRemove(storage: KeyValueStorage, key: string, value: string | number | null): void {
  if (value === null || value === '') storage.removeItem(key);
  else storage.setItem(key, String(value));
}

export function writePersistedAuth(storage: KeyValueStorage | null, auth: PersistedAuth): void {
  if (!storage) return;
  writeOrRemove(storage, STORAGE_KEYS.token, auth.token);
  writeOrRemove(storage, STORAGE_KEYS.role, auth.role);
  writeOrRemove(storage, STORAGE_KEYS.userId, auth.userId);
}

export function clearPersistedAuth(storage: KeyValueStorage | null): void {
  if (!storage) return;
  for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
}
