/**
 * The Russian plural form for a count: `pluralRu(21, ['минуту', 'минуты', 'минут'])` → 'минуту'.
 * Forms: for 1 (21, 101…), for 2–4 (22–24…), for 0 and 5–20 (11–14 too).
 */
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

/** The count with its word: `countRu(5, ['минуту', 'минуты', 'минут'])` → '5 минут'. */
export const countRu = (count: number, forms: readonly [string, string, string]) => `${count} ${pluralRu(count, forms)}`;
