import { foldRu } from '../../lib/russian/index.ts';

/** Lowercase with ё folded to е (lib/russian). */
export const fold = foldRu;

/** A first name or patronymic in any case starts with its stem (Дмитрий → дмитри-: Дмитрия, Дмитрию). */
export function nameStem(name: string): string {
  const n = fold(name);
  const stem = n.replace(/(ий|ия|ей|ай|а|я|ь|й|о)$/, '');
  return stem.length >= 3 ? stem : n;
}

/** The nominative of a surname heard in another case, for display when it matches no one: Сидорову → Сидоров. */
export function guessNominative(word: string): string {
  const rules: [RegExp, string][] = [
    [/(ов|ев|ин|ын)(а|у|ым|е)$/i, '$1'],
    [/(ов|ев|ин|ын)ой$/i, '$1а'],
    [/(ск|цк)(ого|ому|им|ом)$/i, '$1ий'],
    [/(ск|цк)(ой|ую)$/i, '$1ая'],
  ];
  for (const [pattern, replacement] of rules) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}
