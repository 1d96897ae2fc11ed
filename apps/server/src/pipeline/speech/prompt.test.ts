import { describe, expect, it } from 'vitest';
import { clampPrompt, MAX_PROMPT_CHARS } from './prompt.ts';

describe('clampPrompt', () => {
  it('keeps short prompts and cuts long ones at a word', () => {
    expect(clampPrompt('  Повестка дня,\n Решили ')).toBe('Повестка дня, Решили');
    expect(clampPrompt('')).toBeNull();
    const long = Array.from({ length: 200 }, (_, i) => `слово${i}`).join(', ');
    const clamped = clampPrompt(long)!;
    expect(clamped.length).toBeLessThanOrEqual(MAX_PROMPT_CHARS);
    expect(long.startsWith(clamped)).toBe(true);
    expect(clamped).toMatch(/слово\d+$/);
  });
});
