import type { ApiDispatch } from '../../../shared/api';
import { recordingApi } from '../../../entities/recording';
import { canRetry, describeError, isNetworkError, onReconnect } from '../../../shared/api';
import { RECORDING_TEXTS } from '../config/messages';
import { pieceStore, type StoredPiece } from './piece-store';


export interface SenderStatus {
  /** Pieces kept in the browser that the server has not confirmed yet. */
  pending: number;
  /** The last attempt found no connection. */
  offline: boolean;
  /** Seconds until the next attempt after a failure; null while nothing waits. */
  retryInSeconds: number | null;
  /** A refusal that another try will not change (the server holds other bytes under that index, the protocol is gone). */
  failure: string | null;
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export function retryDelayMs(failures: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Sends a recording's stored pieces one at a time, in take and index order, and removes each from the browser only
 * after the server confirmed it. Failures worth another try wait with a growing pause (cut short when the browser
 * comes back online); a refusal stops the queue until `retry()`.
 */
export class PieceSender {
  private status: SenderStatus = { pending: 0, offline: false, retryInSeconds: null, failure: null };
  private readonly listeners = new Set<() => void>();
  private readonly controller = new AbortController();
  private wake: (() => void) | null = null;
  private idleWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  private failures = 0;
  private createdTakes = new Set<number>();
  private running = false;
  private readonly stopListening: () => void;

  private readonly recordingId: number;
  private readonly dispatch: ApiDispatch;

  constructor(recordingId: number, dispatch: ApiDispatch) {
    this.recordingId = recordingId;
    this.dispatch = dispatch;
    window.addEventListener('online', this.nudge);
    // The server answers again (after a restart, a lost network): no need to sit out the rest of the pause.
    this.stopListening = onReconnect(() => this.nudge());
  }

  getStatus = (): SenderStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Something new was stored, or the connection came back: look at the queue now. */
  nudge = (): void => {
    if (!this.running && !this.status.failure) void this.run();
    this.wake?.();
  };

  /** After a refusal: try the queue again. */
  retry(): void {
    this.update({ failure: null });
    this.failures = 0;
    this.nudge();
  }

  /** Takes the server already holds (from GET /api/recordings/:rid): no need to create them again. */
  knowTakes(takes: number[]): void {
    for (const take of takes) this.createdTakes.add(take);
  }

  /** Resolves once nothing is left to send; rejects on a refusal. */
  drained(): Promise<void> {
    if (this.status.failure) return Promise.reject(new Error(this.status.failure));
    const waiting = new Promise<void>((resolve, reject) => this.idleWaiters.push({ resolve, reject }));
    this.nudge();
    return waiting;
  }

  dispose(): void {
    this.controller.abort();
    window.removeEventListener('online', this.nudge);
    this.stopListening();
    this.wake?.();
  }

  private update(change: Partial<SenderStatus>): void {
    this.status = { ...this.status, ...change };
    for (const listener of this.listeners) listener();
  }

  private async refreshCount(): Promise<void> {
    this.update({ pending: await pieceStore.pendingCount(this.recordingId) });
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = ms === Infinity ? undefined : setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    const signal = this.controller.signal;
    try {
      while (!signal.aborted && !this.status.failure) {
        await this.refreshCount();
        const piece = await pieceStore.firstPending(this.recordingId);
        if (!piece) {
          for (const waiter of this.idleWaiters.splice(0)) waiter.resolve();
          await this.pause(Infinity);
          continue;
        }
        try {
          await this.send(piece);
          this.failures = 0;
          this.update({ offline: false, retryInSeconds: null });
        } catch (error) {
          if (signal.aborted) return;
          if (!canRetry(error)) {
            const failure = describeError(error, RECORDING_TEXTS.sendFailed);
            this.update({ failure, retryInSeconds: null });
            for (const waiter of this.idleWaiters.splice(0)) waiter.reject(new Error(failure));
            return;
          }
          this.failures += 1;
          const delay = retryDelayMs(this.failures);
          this.update({ offline: isNetworkError(error), retryInSeconds: Math.round(delay / 1000) });
          await this.pause(delay);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async send(piece: StoredPiece): Promise<void> {
    if (!this.createdTakes.has(piece.take)) await this.createTake(piece.take);
    const request = this.dispatch(
      recordingApi.endpoints.putPiece.initiate(
        { recordingId: this.recordingId, take: piece.take, index: piece.index, body: piece.blob, sha256: piece.sha256 },
        { track: false },
      ),
    );
    await request.unwrap();
    await pieceStore.removePiece(this.recordingId, piece.take, piece.index);
  }

  private async createTake(take: number): Promise<void> {
    const stored = (await pieceStore.takes(this.recordingId)).find((known) => known.take === take);
    if (!stored) throw { status: 409, data: { message: RECORDING_TEXTS.sendFailed } };
    const created = await this.dispatch(
      recordingApi.endpoints.createTake.initiate({ recordingId: this.recordingId, take, mimeType: stored.mimeType }, { track: false }),
    ).unwrap();
    if (created.take !== take) throw { status: 409, data: { message: RECORDING_TEXTS.sendFailed } };
    await pieceStore.saveTake({ ...stored, created: true });
    this.createdTakes.add(take);
  }
}
