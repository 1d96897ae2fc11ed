import type { TranscriptSegment } from '@protocolist/contracts/protocols';

const two = (value: number) => String(value).padStart(2, '0');

/** Seconds as 'ММ:СС', or 'ЧЧ:ММ:СС' from an hour on. */
export function formatTimecode(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * The fragment playing at `time`: the last one that started by then, while it lasts (a pause between
 * fragments keeps the previous one lit until the next begins). -1 before the first fragment.
 * Fragments come ordered by start, so this is a binary search.
 */
export function segmentIndexAt(segments: readonly Pick<TranscriptSegment, 'start'>[], time: number): number {
  let low = 0;
  let high = segments.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (segments[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
