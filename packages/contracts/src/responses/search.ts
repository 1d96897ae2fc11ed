import { z } from 'zod';
import { PROTOCOL_STAGES, ROLES, SEARCH_KINDS, TASK_STATUSES } from '../enums.ts';
import { pagedOf } from './envelope.ts';

/** A piece of a snippet; `hit` marks the words that matched (the web renders them in <mark>). */
export const snippetPart = z.object({ text: z.string(), hit: z.boolean() });

export const searchHit = z.object({
  /** Unique within one answer (the list key). */
  key: z.string(),
  kind: z.enum(SEARCH_KINDS),
  /** The day of the meeting (a task's: its protocol's). */
  event_date: z.string(),
  secretary: z.object({ id: z.number().int(), full_name: z.string() }),
  protocol: z
    .object({
      id: z.number().int(),
      protocol_number: z.number().int(),
      theme: z.string(),
      stage: z.enum(PROTOCOL_STAGES),
    })
    .nullable(),
  task: z
    .object({
      id: z.number().int(),
      essence: z.string(),
      status: z.enum(TASK_STATUSES),
      deadline: z.string(),
      responsible: z.string().nullable(),
    })
    .nullable(),
  meeting: z
    .object({
      id: z.number().int(),
      theme: z.string(),
      event_start_time: z.string(),
    })
    .nullable(),
  /** The section's title for a hit in a section of a protocol; null for its header. */
  section: z.string().nullable(),
  /** For a transcript hit: the second of the video where the matching words begin. */
  start: z.number().nullable(),
  snippet: z.array(snippetPart),
});

/** A person found by an admin's search. */
export const searchUserHit = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  department: z.string().nullable(),
  position: z.string().nullable(),
  is_active: z.boolean(),
});

export const searchResults = pagedOf(searchHit).extend({
  /** People matching every word (SEARCH_FINDS_USERS only, first page without a kind filter; else empty). */
  users: z.array(searchUserHit),
  /** How many hits each kind has for this query and filters (the kind filter aside): the tabs of the UI. */
  counts: z.object({
    protocol: z.number().int(),
    transcript: z.number().int(),
    task: z.number().int(),
    meeting: z.number().int(),
  }),
  /** Some kind has more than SEARCH_COUNT_LIMIT hits: its count (and meta.total) stop there. */
  capped: z.boolean(),
});
