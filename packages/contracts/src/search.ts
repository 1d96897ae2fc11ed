import { z } from 'zod';
import { PROTOCOL_STAGES, ROLES, type Role } from './enums.ts';
import { USER_VISIBILITY } from './policies.ts';
import { id, isoDate } from './fields.ts';
import type { snippetPart, searchHit, searchResults, searchUserHit } from './responses/search.ts';
import { SEARCH_KINDS } from './enums.ts';
export { SEARCH_KINDS };

/**
 * Full-text search (issue 17) over what the caller may read: protocols (header, sections, final text),
 * transcripts, tasks and meetings. Words are matched by their stem («поставщикам» finds «поставщики»), ё as е;
 * a phrase in quotes matches those words in that order, `-слово` excludes a word, `или` offers alternatives.
 */

export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  protocol: 'Протоколы',
  transcript: 'Стенограммы',
  task: 'Задачи',
  meeting: 'Совещания',
};

/**
 * Roles whose search also finds people (by name, e-mail, department, position): those who see everyone in the user
 * directory (USER_VISIBILITY) and so can open each one found there.
 */
export const SEARCH_FINDS_USERS: readonly Role[] = ROLES.filter((role) => USER_VISIBILITY[role] === 'everyone');
/** People found per query, on the first page only (the best of them; the directory has the rest). */
export const SEARCH_USER_LIMIT = 8;

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Counts stop here («больше 1000»). */
export const SEARCH_COUNT_LIMIT = 1000;

export const SEARCH_MESSAGES = {
  queryRequired: 'Введите, что искать',
  queryTooLong: `Запрос не длиннее ${SEARCH_QUERY_MAX_LENGTH} символов`,
  kind: 'Неизвестный раздел поиска: протоколы, стенограммы, задачи или совещания',
  toBeforeFrom: 'Дата «по» не может быть раньше даты «с»',
  page: 'Номер страницы — целое число от 1',
  limit: `На странице от 1 до ${SEARCH_MAX_PAGE_SIZE} результатов`,
} as const;

export const searchQuery = z
  .object({
    q: z.string({ error: SEARCH_MESSAGES.queryRequired }).trim().min(1, SEARCH_MESSAGES.queryRequired).max(SEARCH_QUERY_MAX_LENGTH, SEARCH_MESSAGES.queryTooLong),
    kind: z.enum(SEARCH_KINDS, { error: SEARCH_MESSAGES.kind }).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Only the protocols, transcripts, tasks and meetings of this secretary (within the caller's scope). */
    secretary: id.optional(),
    /** Only what belongs to protocols at this stage (meetings have no stage and drop out). */
    stage: z.enum(PROTOCOL_STAGES).optional(),
    page: z.coerce.number({ error: SEARCH_MESSAGES.page }).int(SEARCH_MESSAGES.page).min(1, SEARCH_MESSAGES.page).default(1),
    limit: z.coerce
      .number({ error: SEARCH_MESSAGES.limit })
      .int(SEARCH_MESSAGES.limit)
      .min(1, SEARCH_MESSAGES.limit)
      .max(SEARCH_MAX_PAGE_SIZE, SEARCH_MESSAGES.limit)
      .optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ['to'], message: SEARCH_MESSAGES.toBeforeFrom });
export type SearchQuery = z.input<typeof searchQuery>;

export type SnippetPart = z.infer<typeof snippetPart>;
export type SearchHit = z.infer<typeof searchHit>;
export type SearchResults = z.infer<typeof searchResults>;
export type SearchUserHit = z.infer<typeof searchUserHit>;
