/** Milliseconds spent running: a paused stretch does not count (MediaRecorder records nothing then either). */
export class ActiveClock {
  private total = 0;
  private since: number | null = null;

  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  start(): void {
    this.since ??= this.now();
  }

  stop(): void {
    if (this.since === null) return;
    this.total += this.now() - this.since;
    this.since = null;
  }

  get running(): boolean {
    return this.since !== null;
  }

  elapsedMs(): number {
    return this.total + (this.since === null ? 0 : this.now() - this.since);
  }
}
