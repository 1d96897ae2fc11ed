import { z } from 'zod';
import { MAX_PAGE_SIZE, MIN_PASSWORD_LENGTH } from './constants.ts';
import { VALIDATION } from './messages.ts';
import { EMAIL_PATTERN } from './auth-check.ts';

/** Building blocks for request schemas. Multipart sends every field as a string, hence the coercions. */
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));
export const email = z.string().trim().min(1).pipe(z.email({ pattern: EMAIL_PATTERN, message: VALIDATION.email })).transform((v) => v.toLowerCase());
export const password = z.string().min(1).min(MIN_PASSWORD_LENGTH, VALIDATION.passwordMin);
/**
 * The largest row id: ids are PostgreSQL `integer` (int4) columns, so every id in a path, query or body is
 * checked against that range (issue 14) and OpenAPI says `maximum: 2147483647`.
 */
export const MAX_ID = 2_147_483_647;
/** A row id, as a JSON number or a form/URL string; a missing one reads 'Поле обязательно для заполнения', not NaN. */
export const id = z.preprocess(
  (v) => (v === null || v === '' ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(1, VALIDATION.idRange).max(MAX_ID, VALIDATION.idRange),
);
/** Calendar dates the application accepts anywhere (a meeting, a deadline, a statistics range). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: VALIDATION.date, abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, { message: VALIDATION.date, abort: true })
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= MIN_YEAR && year <= MAX_YEAR;
  }, VALIDATION.dateRange);
/** A 24-hour time of day, ЧЧ:ММ. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && TIME_OF_DAY.test(value);
export const time = z.string().regex(TIME_OF_DAY, VALIDATION.time);
/** Booleans as JSON or as form values ('1', '0', 'true', 'false'). */
export const flag = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false', 'on', 'off'])]).transform(
  (v) => v === true || v === '1' || v === 'true' || v === 'on',
);

/** A period «с … по …» of a list's filter: either end may be left open, but «по» never before «с». */
export const PERIOD_MESSAGES = { toBeforeFrom: 'Дата «по» не может быть раньше даты «с»' } as const;
export const periodFields = { from: isoDate.optional(), to: isoDate.optional() };
export const periodInOrder: [(q: { from?: string; to?: string }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.to >= q.from,
  { path: ['to'], message: PERIOD_MESSAGES.toBeforeFrom },
];

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  search: z.string().trim().max(255).optional(),
});

export interface Paged<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

export interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
  errors: Record<string, string[]>;
}
