import { describe, expect, it } from 'vitest';
import { modelSizeLabel } from './speech.ts';

describe('modelSizeLabel', () => {
  it('lists megabytes as sources do, gigabytes from a thousand megabytes on', () => {
    expect(modelSizeLabel(232_000_000)).toBe('232 МБ');
    expect(modelSizeLabel(999_400_000)).toBe('999 МБ');
    expect(modelSizeLabel(1_534_000_000)).toBe('1,5 ГБ');
    expect(modelSizeLabel(3_095_000_000)).toBe('3,1 ГБ');
    expect(modelSizeLabel(10_000)).toBe('1 МБ');
  });
});
