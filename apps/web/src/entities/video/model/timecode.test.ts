import { describe, expect, it } from 'vitest';
import { formatTimecode, segmentIndexAt } from './timecode';

describe('timecodes', () => {
  it('shows minutes and seconds, and hours from an hour on', () => {
    expect(formatTimecode(0)).toBe('00:00');
    expect(formatTimecode(65.9)).toBe('01:05');
    expect(formatTimecode(3599)).toBe('59:59');
    expect(formatTimecode(3600)).toBe('01:00:00');
    expect(formatTimecode(36_000 + 61)).toBe('10:01:01');
    expect(formatTimecode(-3)).toBe('00:00');
    expect(formatTimecode(Number.NaN)).toBe('00:00');
  });
});

describe('the fragment playing at a moment', () => {
  const segments = [{ start: 0 }, { start: 12.7 }, { start: 17.3 }, { start: 26.5 }];

  it('is the last fragment that has started', () => {
    expect(segmentIndexAt(segments, 0)).toBe(0);
    expect(segmentIndexAt(segments, 12.69)).toBe(0);
    expect(segmentIndexAt(segments, 12.7)).toBe(1);
    expect(segmentIndexAt(segments, 20)).toBe(2);
    expect(segmentIndexAt(segments, 999)).toBe(3);
  });

  it('is none before the first fragment or without fragments', () => {
    expect(segmentIndexAt([{ start: 5 }], 1)).toBe(-1);
    expect(segmentIndexAt([], 10)).toBe(-1);
  });
});
