import { describe, expect, it } from 'vitest';
import { formatSecondsRu, secondsLeft, TransferMeter } from './transfer-rate';

describe('upload speed and time left', () => {
  it('measures the rate over the last seconds, following a change of speed', () => {
    const meter = new TransferMeter(5000);
    meter.sample(0, 0);
    expect(meter.rate()).toBeNull();
    meter.sample(1_000_000, 1000);
    expect(meter.rate()).toBe(1_000_000);
    for (let second = 2; second <= 12; second += 1) meter.sample(1_000_000 + (second - 1) * 200_000, second * 1000);
    expect(meter.rate()).toBeCloseTo(200_000, -3);
  });

  it('turns bytes left into seconds and seconds into Russian', () => {
    expect(secondsLeft(10_000_000, 2_000_000)).toBe(5);
    expect(secondsLeft(10_000_000, null)).toBeNull();
    expect(secondsLeft(10_000_000, 0)).toBeNull();
    expect(formatSecondsRu(45)).toBe('45 с');
    expect(formatSecondsRu(130)).toBe('2 мин 10 с');
    expect(formatSecondsRu(900)).toBe('15 мин');
    expect(formatSecondsRu(3900)).toBe('1 ч 5 мин');
    expect(formatSecondsRu(0.2)).toBe('1 с');
  });
});
