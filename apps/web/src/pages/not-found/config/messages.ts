/** Seed §2, verbatim. */
export const NOT_FOUND_TEXTS = {
  text: 'Упс ... Такой страницы нет',
  back: 'Назад',
} as const;
