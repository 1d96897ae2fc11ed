import { recordingApi } from '../../../entities/recording';
import { errorStatus, type ApiDispatch } from '../../../shared/api';
import { pieceStore } from './piece-store';

/** A recording nothing was recorded into for this long is dropped from the browser, whatever the server says. */
export const KEEP_RECORDING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops from IndexedDB the pieces of recordings nobody will send any more: those the server has finished (state
 * «stopped»: it joined them), those it no longer knows (404: the protocol was deleted) when this user recorded
 * them (on a shared computer another user's may be hers to send), and any left untouched for KEEP_RECORDING_DAYS.
 * A recording the server could not be asked about (offline, a server fault) stays. Returns the ids dropped.
 */
export async function collectAbandonedRecordings(dispatch: ApiDispatch, userId: number, now = Date.now()): Promise<number[]> {
  const dropped: number[] = [];
  for (const kept of await pieceStore.recordings()) {
    let abandoned = kept.updatedAt !== undefined && now - kept.updatedAt > KEEP_RECORDING_DAYS * DAY_MS;
    if (!abandoned) {
      const answer = await dispatch(recordingApi.endpoints.getRecording.initiate(kept.recordingId, { subscribe: false, forceRefetch: true }));
      if (answer.data) abandoned = answer.data.state === 'stopped';
      else if (answer.error) abandoned = errorStatus(answer.error) === 404 && kept.ownerId === userId;
    }
    if (!abandoned) continue;
    await pieceStore.forget(kept.recordingId);
    dropped.push(kept.recordingId);
  }
  return dropped;
}
