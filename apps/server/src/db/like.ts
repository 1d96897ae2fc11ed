/** An ILIKE pattern that finds `search` anywhere, with the user's % and _ taken literally. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
