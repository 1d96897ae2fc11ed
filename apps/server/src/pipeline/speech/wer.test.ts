import { describe, expect, it } from 'vitest';
import { normalizeWords, totalWordErrorRate, wordErrorRate } from './wer.ts';

describe('normalizeWords', () => {
  it('lowercases, folds ё and drops punctuation', () => {
    expect(normalizeWords('Ёлка, «зелёная» — какие-то: ДА!')).toEqual(['елка', 'зеленая', 'какие', 'то', 'да']);
  });
});

describe('wordErrorRate', () => {
  it('is zero for the same words written differently', () => {
    expect(wordErrorRate('Решили: отчёт принять.', 'решили отчет принять')).toMatchObject({ errors: 0, words: 3, wer: 0 });
  });

  it('counts substitutions, deletions and insertions', () => {
    expect(wordErrorRate('мама мыла раму', 'мама мыла')).toMatchObject({ deletions: 1, errors: 1, wer: 1 / 3 });
    expect(wordErrorRate('мама мыла раму', 'папа мыла раму')).toMatchObject({ substitutions: 1, wer: 1 / 3 });
    expect(wordErrorRate('мама мыла раму', 'мама утром мыла раму')).toMatchObject({ insertions: 1, wer: 1 / 3 });
    expect(wordErrorRate('а б в г', 'б в г д е')).toMatchObject({ deletions: 1, insertions: 2, substitutions: 0, errors: 3 });
  });

  it('is 100% for an empty hypothesis and can exceed 100% with insertions', () => {
    expect(wordErrorRate('пришла домой', '').wer).toBe(1);
    expect(wordErrorRate('да', 'нет нет нет').wer).toBe(3);
  });

  it('handles an empty reference', () => {
    expect(wordErrorRate('', '').wer).toBe(0);
    expect(wordErrorRate('…', 'шум').wer).toBe(1);
  });
});

describe('totalWordErrorRate', () => {
  it('weights clips by their length', () => {
    const short = wordErrorRate('да', 'нет');
    const long = wordErrorRate('раз два три четыре пять шесть семь восемь девять', 'раз два три четыре пять шесть семь восемь девять');
    expect(totalWordErrorRate([short, long])).toBeCloseTo(0.1, 10);
    expect(totalWordErrorRate([])).toBe(0);
  });
});
