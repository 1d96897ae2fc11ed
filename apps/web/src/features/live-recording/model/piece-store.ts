import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One MediaRecorder slice, kept until the server confirms it. */
export interface StoredPiece {
  recordingId: number;
  take: number;
  index: number;
  blob: Blob;
  sha256: string;
}

/** One MediaRecorder session of a recording, as this browser made it. */
export interface StoredTake {
  recordingId: number;
  take: number;
  mimeType: string;
  /** Pieces recorded so far (indexes 0…pieces-1). */
  pieces: number;
  /** Seconds recorded in this take up to its last stored piece. */
  seconds: number;
  /** The server has the take (POST …/takes answered). */
  created: boolean;
  /** The user who recorded it (absent in takes kept before it was noted): only hers are dropped on a 404. */
  ownerId?: number;
  /** When the take last changed (ms since epoch; set by the store): a recording idle too long is dropped. */
  updatedAt?: number;
}

/** What the browser keeps of one recording, for dropping abandoned ones. */
export interface KeptRecording {
  recordingId: number;
  ownerId: number | undefined;
  /** The latest change of any of its takes; undefined when none noted it. */
  updatedAt: number | undefined;
}

interface RecordingDb extends DBSchema {
  pieces: { key: [number, number, number]; value: StoredPiece };
  takes: { key: [number, number]; value: StoredTake };
}

const DB_NAME = 'protocolist-recordings';
let opening: Promise<IDBPDatabase<RecordingDb>> | null = null;

function db(): Promise<IDBPDatabase<RecordingDb>> {
  opening ??= openDB<RecordingDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('pieces', { keyPath: ['recordingId', 'take', 'index'] });
      database.createObjectStore('takes', { keyPath: ['recordingId', 'take'] });
    },
  });
  return opening;
}

/** Keys [recordingId, …] of one recording, in take and piece order (IndexedDB sorts array keys element by element). */
function ofRecording(recordingId: number): IDBKeyRange {
  return IDBKeyRange.bound([recordingId], [recordingId, []]);
}

export async function hexSha256(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const pieceStore = {
  async takes(recordingId: number): Promise<StoredTake[]> {
    return (await db()).getAll('takes', ofRecording(recordingId));
  },

  async saveTake(take: StoredTake): Promise<void> {
    await (await db()).put('takes', { ...take, updatedAt: Date.now() });
  },

  /** Every recording with something kept here. */
  async recordings(): Promise<KeptRecording[]> {
    const kept = new Map<number, KeptRecording>();
    for (const take of await (await db()).getAll('takes')) {
      const known = kept.get(take.recordingId);
      kept.set(take.recordingId, {
        recordingId: take.recordingId,
        ownerId: known?.ownerId ?? take.ownerId,
        updatedAt: known?.updatedAt === undefined || take.updatedAt === undefined ? (known?.updatedAt ?? take.updatedAt) : Math.max(known.updatedAt, take.updatedAt),
      });
    }
    return [...kept.values()];
  },

  /** The piece and its take's count in one transaction: a crash leaves both or neither. */
  async addPiece(piece: StoredPiece, seconds: number): Promise<void> {
    const tx = (await db()).transaction(['pieces', 'takes'], 'readwrite');
    const takes = tx.objectStore('takes');
    const take = await takes.get([piece.recordingId, piece.take]);
    if (!take) throw new Error(`take ${piece.take} of recording ${piece.recordingId} is not stored`);
    await tx.objectStore('pieces').put(piece);
    await takes.put({ ...take, pieces: Math.max(take.pieces, piece.index + 1), seconds, updatedAt: Date.now() });
    await tx.done;
  },

  /** The first unconfirmed piece of the recording (lowest take, then lowest index). */
  async firstPending(recordingId: number, after?: [number, number]): Promise<StoredPiece | undefined> {
    const range = after
      ? IDBKeyRange.bound([recordingId, after[0], after[1]], [recordingId, []], true)
      : ofRecording(recordingId);
    const cursor = await (await db()).transaction('pieces').store.openCursor(range);
    return cursor?.value;
  },

  async pendingCount(recordingId: number): Promise<number> {
    return (await db()).count('pieces', ofRecording(recordingId));
  },

  async removePiece(recordingId: number, take: number, index: number): Promise<void> {
    await (await db()).delete('pieces', [recordingId, take, index]);
  },

  /** After the server took the recording over: nothing of it stays in the browser. */
  async forget(recordingId: number): Promise<void> {
    const tx = (await db()).transaction(['pieces', 'takes'], 'readwrite');
    await Promise.all([tx.objectStore('pieces').delete(ofRecording(recordingId)), tx.objectStore('takes').delete(ofRecording(recordingId))]);
    await tx.done;
  },
};
