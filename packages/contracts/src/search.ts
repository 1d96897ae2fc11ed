import { z } from 'zod';
import { PROTOCOL_STAGES, ROLES, type ProtocolStage, type Role, type TaskStatus } from './enums.ts';
import { USER_VISIBILITY } from './policies.ts';
import { id, isoDate, type Paged } from './fields.ts';

/**
 * Full-text search (issue 17) over what the caller may read: protocols (header, sections, final text),
 * transcripts, tasks and meetings. Words are matched by their stem («поставщикам» finds «поставщики»), ё as е;
 * a phrase in quotes matches those words in that order, `-слово` excludes a word, `или` offers alternatives.
 */

export const SEARCH_KINDS = ['protocol', 'transcript', 'task', 'meeting'] as const;
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

/** A piece of a snippet; `hit` marks the words that matched (the web renders them in <mark>). */
export interface SnippetPart {
  text: string;
  hit: boolean;
}

export interface SearchHit {
  /** Unique within one answer (the list key). */
  key: string;
  kind: SearchKind;
  /** The day of the meeting (a task's: its protocol's). */
  event_date: string;
  secretary: { id: number; full_name: string };
  protocol: { id: number; protocol_number: number; theme: string; stage: ProtocolStage } | null;
  task: { id: number; essence: string; status: TaskStatus; deadline: string; responsible: string | null } | null;
  meeting: { id: number; theme: string; event_start_time: string } | null;
  /** The section's title for a hit in a section of a protocol; null for its header. */
  section: string | null;
  /** For a transcript hit: the second of the video where the matching words begin. */
  start: number | null;
  snippet: SnippetPart[];
}

/** A person found by an admin's search. */
export interface SearchUserHit {
  id: number;
  full_name: string;
  email: string | null;
  role: Role;
  department: string | null;
  position: string | null;
  is_active: boolean;
}

export interface SearchResults extends Paged<SearchHit> {
  /** People matching every word (SEARCH_FINDS_USERS only, first page without a kind filter; else empty). */
  users: SearchUserHit[];
  /** How many hits each kind has for this query and filters (the kind filter aside): the tabs of the UI. */
  counts: Record<SearchKind, number>;
  /** Some kind has more than SEARCH_COUNT_LIMIT hits: its count (and meta.total) stop there. */
  capped: boolean;
}
