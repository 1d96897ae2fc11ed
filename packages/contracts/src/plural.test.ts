import { describe, expect, it } from 'vitest';
import { countRu, pluralRu } from './plural.ts';

describe('Russian plural forms', () => {
  const minutes = ['минуту', 'минуты', 'минут'] as const;

  it('picks the form by the last digits', () => {
    const cases: [number, string][] = [
      [0, 'минут'], [1, 'минуту'], [2, 'минуты'], [4, 'минуты'], [5, 'минут'], [11, 'минут'], [12, 'минут'],
      [14, 'минут'], [15, 'минут'], [21, 'минуту'], [22, 'минуты'], [25, 'минут'], [101, 'минуту'], [111, 'минут'], [112, 'минут'],
    ];
    for (const [n, form] of cases) expect(pluralRu(n, minutes)).toBe(form);
  });

  it('prints the count with its word', () => {
    expect(countRu(12, minutes)).toBe('12 минут');
    expect(countRu(3, ['секунду', 'секунды', 'секунд'])).toBe('3 секунды');
  });
});
