export const SECRETARIES_PAGE_TEXTS = {
  /** The drawer's way to the secretary's protocols and tasks. */
  work: 'Протоколы и поручения',
} as const;
