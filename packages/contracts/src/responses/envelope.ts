import { z } from 'zod';

/**
 * Response schemas: what the server answers, for its OpenAPI document and for the serializer that sends every
 * answer through them (fields not listed here never leave the server). Kept apart from the request schemas so
 * that the web, which reads only their types, does not bundle them.
 */

export const fieldErrors = z.record(z.string(), z.array(z.string()));

/** Every error: a Russian message, the field errors of a 422 (field → messages), empty data. */
export const errorResponse = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    data: z.object({}),
    errors: fieldErrors,
  })
  .meta({
    id: 'Error',
    description: 'Ошибка: сообщение по-русски; у 422 — ошибки полей (поле → сообщения)',
  });

/** The success envelope around `data`. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data,
    errors: fieldErrors,
  });

/** The empty data of an answer that only confirms (a deletion, a started download). */
export const nothing = z.object({});

/** The Laravel-style page (data, links, meta) the seed's clients read. */
export const pagedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({
      first: z.string(),
      last: z.string(),
      prev: z.string().nullable(),
      next: z.string().nullable(),
    }),
    meta: z.object({
      current_page: z.number().int(),
      from: z.number().int().nullable(),
      last_page: z.number().int(),
      path: z.string(),
      per_page: z.number().int(),
      to: z.number().int().nullable(),
      total: z.number().int(),
    }),
  });
