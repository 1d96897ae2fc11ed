import type { ApiDispatch } from '../../../shared/api';
import { recordingApi, type Recording, type TakeCount } from '../../../entities/recording';
import { describeError, errorStatus, serverFieldErrors } from '../../../shared/api';
import { RECORDING_TEXTS } from '../config/messages';
import { PieceSender } from './piece-sender';
import { pieceStore, type StoredTake } from './piece-store';
import { TakeRecorder } from './take-recorder';


export type SessionPhase = 'idle' | 'recording' | 'paused' | 'interrupted' | 'stopping' | 'stopped';

export interface SessionSnapshot {
  phase: SessionPhase;
  /** Seconds recorded by the takes before the current one (earlier visits of the page included). */
  earlierSeconds: number;
  /** Seconds safely kept, in the browser or on the server: what a dying tab would not lose. */
  keptSeconds: number;
  /** This recording already has takes: «Продолжить запись» rather than «Начать запись». */
  resumed: boolean;
  /** IndexedDB refused to keep a piece. */
  storeFailure: string | null;
  stopFailure: string | null;
}

/** Rounds of «stop → 409 missing → send → stop» before giving up. */
const STOP_ROUNDS = 3;

/** The pieces each take has: what this browser recorded, or what the server holds when this browser lost its notes. */
export function takeCounts(local: StoredTake[], server: Recording['takes']): TakeCount[] {
  const counts = new Map<number, number>();
  for (const take of server) counts.set(take.take, take.pieces.length ? Math.max(...take.pieces) + 1 : 0);
  for (const take of local) counts.set(take.take, Math.max(counts.get(take.take) ?? 0, take.pieces));
  return [...counts.entries()]
    .filter(([, pieces]) => pieces > 0)
    .sort(([a], [b]) => a - b)
    .map(([take, pieces]) => ({ take, pieces }));
}

/**
 * A recording as the screen drives it: takes (one MediaRecorder each) write pieces to IndexedDB, the sender takes
 * them to the server. On a return to the page (reload, another visit) what the server already holds is dropped
 * from the browser and the rest is sent; a new take continues the recording.
 */
export class RecordingSession {
  readonly sender: PieceSender;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private take: TakeRecorder | null = null;
  private startingTake = false;
  private takeNumber = -1;

  readonly recordingId: number;
  readonly protocolId: number;
  private readonly dispatch: ApiDispatch;
  private readonly serverTakes: Recording['takes'];
  private localTakes: StoredTake[];

  private readonly ownerId: number | undefined;

  private constructor(recording: Recording, dispatch: ApiDispatch, localTakes: StoredTake[], ownerId: number | undefined) {
    this.ownerId = ownerId;
    const { id: recordingId, takes: serverTakes, duration_seconds: serverSeconds } = recording;
    this.recordingId = recordingId;
    this.protocolId = recording.protocol_id;
    this.dispatch = dispatch;
    this.serverTakes = serverTakes;
    this.localTakes = localTakes;
    this.sender = new PieceSender(recordingId, dispatch);
    this.sender.knowTakes([...serverTakes.map((take) => take.take), ...localTakes.filter((take) => take.created).map((take) => take.take)]);
    const localSeconds = localTakes.reduce((sum, take) => sum + take.seconds, 0);
    this.snapshot = {
      phase: 'idle',
      earlierSeconds: Math.max(serverSeconds, localSeconds),
      keptSeconds: Math.max(serverSeconds, localSeconds),
      resumed: serverTakes.length > 0 || localTakes.length > 0,
      storeFailure: null,
      stopFailure: null,
    };
  }

  /** `ownerId`: the signed-in user, noted on the takes kept in this browser (see recording-cleanup). */
  static async open(recording: Recording, dispatch: ApiDispatch, ownerId: number | undefined): Promise<RecordingSession> {
    // A piece the server confirmed may still be here when the page died between the answer and the delete.
    for (const take of recording.takes) {
      for (const index of take.pieces) await pieceStore.removePiece(recording.id, take.take, index);
    }
    const localTakes = await pieceStore.takes(recording.id);
    const session = new RecordingSession(recording, dispatch, localTakes, ownerId);
    session.sender.nudge();
    return session;
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Seconds of the whole recording so far (earlier takes and the current one). */
  elapsedSeconds(): number {
    return this.snapshot.earlierSeconds + (this.take ? this.take.elapsedMs() / 1000 : 0);
  }

  async startTake(stream: MediaStream, mimeType: string): Promise<void> {
    // A second press while the first take is being set up (or running) must not open a second recorder.
    if (this.startingTake || this.take) return;
    this.startingTake = true;
    try {
      await this.openTake(stream, mimeType);
    } finally {
      this.startingTake = false;
    }
  }

  private async openTake(stream: MediaStream, mimeType: string): Promise<void> {
    const known = [...this.serverTakes.map((take) => take.take), ...this.localTakes.map((take) => take.take), this.takeNumber];
    const takeNumber = Math.max(-1, ...known) + 1;
    const recorder = new TakeRecorder({
      stream,
      mimeType,
      recordingId: this.recordingId,
      take: takeNumber,
      onStored: (seconds) => {
        this.update({ keptSeconds: this.snapshot.earlierSeconds + seconds, storeFailure: null });
        this.sender.nudge();
      },
      onStoreFailed: () => this.update({ storeFailure: RECORDING_TEXTS.storageFailed }),
      onInterrupted: () => void this.closeTake('interrupted'),
    });
    const stored: StoredTake = {
      recordingId: this.recordingId,
      take: takeNumber,
      mimeType: recorder.mimeType,
      pieces: 0,
      seconds: 0,
      created: false,
      ownerId: this.ownerId,
    };
    await pieceStore.saveTake(stored);
    this.localTakes = [...this.localTakes, stored];
    this.takeNumber = takeNumber;
    this.take = recorder;
    recorder.start();
    this.update({ phase: 'recording', stopFailure: null });
  }

  pause(): void {
    this.take?.pause();
    if (this.take) this.update({ phase: 'paused' });
  }

  resume(): void {
    this.take?.resume();
    if (this.take) this.update({ phase: 'recording' });
  }

  /** The page is going away: hand what the recorder holds to IndexedDB while there is time. */
  flush(): void {
    this.take?.flush();
  }

  /** Ends the current take, sends everything and asks the server to join and process the recording. */
  async stop(): Promise<boolean> {
    this.update({ phase: 'stopping', stopFailure: null });
    try {
      await this.closeTake(null);
      for (let round = 1; ; round += 1) {
        await this.sender.drained();
        const takes = takeCounts(await pieceStore.takes(this.recordingId), this.serverTakes);
        const request = this.dispatch(
          recordingApi.endpoints.stopRecording.initiate({ recordingId: this.recordingId, protocolId: this.protocolId, takes }, { track: false }),
        );
        try {
          await request.unwrap();
          break;
        } catch (error) {
          // 409 with a list of missing pieces: the server is told about pieces it never got; they are sent again.
          if (errorStatus(error) !== 409 || !serverFieldErrors(error).missing || round >= STOP_ROUNDS) throw error;
        }
      }
      await pieceStore.forget(this.recordingId);
      this.update({ phase: 'stopped' });
      return true;
    } catch (error) {
      this.update({ phase: this.take ? this.snapshot.phase : 'interrupted', stopFailure: describeError(error, RECORDING_TEXTS.stopFailed) });
      return false;
    }
  }

  /** The screen closed: the take ends (its last piece is kept for next time) and sending stops. */
  dispose(): void {
    void this.closeTake(null);
    this.sender.dispose();
  }

  private async closeTake(phase: SessionPhase | null): Promise<void> {
    const take = this.take;
    if (!take) return;
    this.take = null;
    await take.stop();
    this.update({ earlierSeconds: this.snapshot.earlierSeconds + take.elapsedMs() / 1000, ...(phase ? { phase } : {}) });
  }

  private update(change: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
