export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** substitutions + deletions + insertions */
  errors: number;
  /** Words in the normalised reference. */
  words: number;
  /** errors / words; for an empty reference 0 when the hypothesis is empty too, else 1. */
  wer: number;
}

/** Lowercase, ё → е, punctuation and dashes → spaces; returns the words. */
export function normalizeWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level Levenshtein alignment of a hypothesis against a reference, after normalizeWords. */
export function wordErrorRate(reference: string, hypothesis: string): WordErrors {
  const ref = normalizeWords(reference);
  const hyp = normalizeWords(hypothesis);
  // cost[i][j]: [total, substitutions, deletions, insertions] aligning ref[0..i) with hyp[0..j)
  type Cell = [number, number, number, number];
  let previous: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j) => [j, 0, 0, j]);
  for (let i = 1; i <= ref.length; i++) {
    const current: Cell[] = [[i, 0, i, 0]];
    for (let j = 1; j <= hyp.length; j++) {
      const diagonal = previous[j - 1]!;
      const same = ref[i - 1] === hyp[j - 1];
      const options: Cell[] = [
        [diagonal[0] + (same ? 0 : 1), diagonal[1] + (same ? 0 : 1), diagonal[2], diagonal[3]],
        [previous[j]![0] + 1, previous[j]![1], previous[j]![2] + 1, previous[j]![3]],
        [current[j - 1]![0] + 1, current[j - 1]![1], current[j - 1]![2], current[j - 1]![3] + 1],
      ];
      current.push(options.reduce((best, option) => (option[0] < best[0] ? option : best)));
    }
    previous = current;
  }
  const [errors, substitutions, deletions, insertions] = previous[hyp.length]!;
  const wer = ref.length ? errors / ref.length : hyp.length ? 1 : 0;
  return { substitutions, deletions, insertions, errors, words: ref.length, wer };
}

/** Corpus WER: all errors over all reference words (not the mean of per-clip rates). */
export function totalWordErrorRate(results: readonly WordErrors[]): number {
  const words = results.reduce((sum, r) => sum + r.words, 0);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  return words ? errors / words : 0;
}
