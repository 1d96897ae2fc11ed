/**
 * Speed and time left of an upload from byte counts sampled as it goes: the rate is over the last few seconds
 * (a moving window), so it follows a connection that speeds up or slows down.
 */
export class TransferMeter {
  private samples: { at: number; bytes: number }[] = [];
  private readonly windowMs: number;

  constructor(windowMs = 5000) {
    this.windowMs = windowMs;
  }

  /** `bytes`: the total sent so far (it only grows within one run). */
  sample(bytes: number, at: number): void {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - this.samples[0]!.at > this.windowMs) this.samples.shift();
  }

  /** Bytes per second over the window; null until there is half a second of data. */
  rate(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 500) return null;
    return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
  }
}

/** Seconds left at `bytesPerSecond`; null when the rate is unknown or zero. */
export function secondsLeft(remainingBytes: number, bytesPerSecond: number | null): number | null {
  if (!bytesPerSecond || bytesPerSecond <= 0) return null;
  return Math.ceil(remainingBytes / bytesPerSecond);
}

/** «меньше минуты» is not used: «45 с», «2 мин 10 с», «1 ч 5 мин». */
export function formatSecondsRu(seconds: number): string {
  const total = Math.max(1, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} ч ${minutes} мин` : `${hours} ч`;
  if (minutes > 0) return rest > 0 && minutes < 10 ? `${minutes} мин ${rest} с` : `${minutes} мин`;
  return `${rest} с`;
}
