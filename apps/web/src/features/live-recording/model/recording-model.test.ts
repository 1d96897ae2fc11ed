import { describe, expect, it } from 'vitest';
import { ActiveClock } from './active-clock';
import { retryDelayMs } from './piece-sender';
import { takeCounts } from './recording-session';

describe('takeCounts: what stop tells the server', () => {
  it('counts each take from what this browser recorded, or from the server when the browser lost its notes', () => {
    const local = [
      { recordingId: 1, take: 1, mimeType: 'audio/webm', pieces: 5, seconds: 14, created: true },
      { recordingId: 1, take: 2, mimeType: 'audio/webm', pieces: 0, seconds: 0, created: false },
    ];
    const server = [
      { take: 0, pieces: [0, 1, 2], mime_type: 'audio/webm' },
      { take: 1, pieces: [0, 1], mime_type: 'audio/webm' },
    ];
    // Take 2 never produced a piece: it is left out rather than named empty.
    expect(takeCounts(local, server)).toEqual([
      { take: 0, pieces: 3 },
      { take: 1, pieces: 5 },
    ]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from a second up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('ActiveClock', () => {
  it('counts only the running stretches', () => {
    let now = 0;
    const clock = new ActiveClock(() => now);
    clock.start();
    now = 4000;
    clock.stop();
    now = 10_000;
    expect(clock.elapsedMs()).toBe(4000);
    clock.start();
    now = 12_500;
    expect(clock.elapsedMs()).toBe(6500);
  });
});
