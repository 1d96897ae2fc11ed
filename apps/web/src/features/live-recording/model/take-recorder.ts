import { ActiveClock } from './active-clock';
import { PIECE_MS } from './media-format';
import { hexSha256, pieceStore } from './piece-store';

export interface TakeRecorderOptions {
  stream: MediaStream;
  mimeType: string;
  recordingId: number;
  take: number;
  /** A piece is safely in IndexedDB; `seconds` of this take are kept up to its end. */
  onStored: (seconds: number) => void;
  /** IndexedDB refused a piece (the device is out of space); it is kept in memory and written again. */
  onStoreFailed: (error: unknown) => void;
  /** The recorder stopped by itself: the microphone went away (unplugged, the phone put it to sleep). */
  onInterrupted: () => void;
}

/**
 * One MediaRecorder session (a take). Each slice is numbered in the order the recorder hands it over and written to
 * IndexedDB before anything tries to send it; writes are chained so a slow write never lets a later piece overtake.
 */
export class TakeRecorder {
  private readonly recorder: MediaRecorder;
  private readonly clock = new ActiveClock();
  private nextIndex = 0;
  private writes: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly stopped: Promise<void>;

  private readonly options: TakeRecorderOptions;

  constructor(options: TakeRecorderOptions) {
    this.options = options;
    this.recorder = new MediaRecorder(options.stream, options.mimeType ? { mimeType: options.mimeType } : undefined);
    this.recorder.addEventListener('dataavailable', (event) => this.keep(event.data));
    this.stopped = new Promise((resolve) => {
      this.recorder.addEventListener('stop', () => {
        this.clock.stop();
        if (!this.stopping) options.onInterrupted();
        resolve();
      });
    });
  }

  get mimeType(): string {
    return this.recorder.mimeType || this.options.mimeType;
  }

  get paused(): boolean {
    return this.recorder.state === 'paused';
  }

  get active(): boolean {
    return this.recorder.state !== 'inactive';
  }

  elapsedMs(): number {
    return this.clock.elapsedMs();
  }

  start(): void {
    this.recorder.start(PIECE_MS);
    this.clock.start();
  }

  pause(): void {
    if (this.recorder.state !== 'recording') return;
    this.recorder.pause();
    this.clock.stop();
  }

  resume(): void {
    if (this.recorder.state !== 'paused') return;
    this.recorder.resume();
    this.clock.start();
  }

  /** Stops and resolves once the last piece is in IndexedDB. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.recorder.state !== 'inactive') this.recorder.stop();
    await this.stopped;
    await this.writes;
  }

  /** Asks the recorder for what it holds now (the page is going away): the slice may still reach IndexedDB. */
  flush(): void {
    if (this.recorder.state === 'recording') this.recorder.requestData();
  }

  private keep(blob: Blob): void {
    if (blob.size === 0) return;
    const index = this.nextIndex++;
    const seconds = this.clock.elapsedMs() / 1000;
    const { recordingId, take } = this.options;
    this.writes = this.writes.then(() => this.store({ recordingId, take, index, blob }, seconds));
  }

  /**
   * Writes one piece, trying again (1 s, 2 s, … up to 30 s apart) while IndexedDB refuses it: the piece waits in
   * memory, and so do the later ones behind it, so the take never gets a gap that no resend could fill.
   */
  private async store(piece: { recordingId: number; take: number; index: number; blob: Blob }, seconds: number): Promise<void> {
    const sha256 = await hexSha256(piece.blob);
    for (let attempt = 0; ; attempt += 1) {
      try {
        await pieceStore.addPiece({ ...piece, sha256 }, seconds);
        this.options.onStored(seconds);
        return;
      } catch (error) {
        this.options.onStoreFailed(error);
        await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * 2 ** attempt)));
      }
    }
  }
}
