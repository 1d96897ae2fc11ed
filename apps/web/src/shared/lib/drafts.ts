import { openDB, type IDBPDatabase } from 'idb';

/**
 * Drafts of long texts (the transcript, the protocol's sections and final text) kept in the browser's IndexedDB
 * while they are not saved on the server, so that a reload, a crash or a closed tab loses nothing: the editor
 * offers them back. A draft names the server version it was based on, so restoring it over a text someone has
 * changed since ends in the conflict view rather than a silent overwrite.
 */
export interface Draft<T> {
  key: string;
  value: T;
  /** The server version of the text the edits started from. */
  baseVersion: number;
  /** ISO time of the last keystroke kept. */
  savedAt: string;
}

const DB_NAME = 'protocolist-drafts';
const STORE = 'drafts';

let opening: Promise<IDBPDatabase> | null = null;

function database(): Promise<IDBPDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  opening ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  return opening;
}

/** A browser without IndexedDB (or with it blocked) simply keeps no drafts: editing still works. */
async function withStore<R>(run: (db: IDBPDatabase) => Promise<R>, fallback: R): Promise<R> {
  const db = database();
  if (!db) return fallback;
  try {
    return await run(await db);
  } catch {
    return fallback;
  }
}

export const drafts = {
  get<T>(key: string): Promise<Draft<T> | null> {
    return withStore(async (db) => ((await db.get(STORE, key)) as Draft<T> | undefined) ?? null, null);
  },
  put<T>(key: string, value: T, baseVersion: number): Promise<void> {
    return withStore((db) => db.put(STORE, { key, value, baseVersion, savedAt: new Date().toISOString() }).then(() => undefined), undefined);
  },
  remove(key: string): Promise<void> {
    return withStore((db) => db.delete(STORE, key), undefined);
  },
};
