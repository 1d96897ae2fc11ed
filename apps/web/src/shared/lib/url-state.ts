import { MAX_ID, MAX_YEAR, MIN_YEAR } from '@protocolist/contracts/fields';

/**
 * One value kept in the address (issue 15): how it reads from its search parameter and how it is written back.
 * A parameter that is absent, or whose text `parse` refuses, reads as `fallback`; a value equal to `fallback` is
 * left out of the address, so the plain page has a plain URL.
 */
export interface UrlParam<T> {
  /** The value of the parameter's text, or undefined when the text is not a valid value. */
  parse: (raw: string) => T | undefined;
  serialize: (value: T) => string;
  fallback: T;
}

/** The values a page keeps in its address, by parameter name. */
export type UrlSchema<S> = { [K in keyof S]: UrlParam<S[K]> };

/** The longest search text kept: the API refuses longer ones (`pageQuery.search`). */
const MAX_TEXT = 255;
const DIGITS = /^\d{1,10}$/;

const isRealDate = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  const year = Number(iso.slice(0, 4));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso && year >= MIN_YEAR && year <= MAX_YEAR;
};

function whole(raw: string, min: number, max: number): number | undefined {
  if (!DIGITS.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

export const urlParam = {
  /** Free text (a search box); empty by default. */
  text: (): UrlParam<string> => ({
    parse: (raw) => (raw.length <= MAX_TEXT ? raw : undefined),
    serialize: (value) => value,
    fallback: '',
  }),
  /** A page number, 1 … MAX_ID (the API's own range); 1 by default. */
  page: (): UrlParam<number> => ({
    parse: (raw) => whole(raw, 1, MAX_ID),
    serialize: String,
    fallback: 1,
  }),
  /** A row id, or null (nothing chosen). */
  id: (): UrlParam<number | null> => ({
    parse: (raw) => whole(raw, 1, MAX_ID),
    serialize: (value) => (value === null ? '' : String(value)),
    fallback: null,
  }),
  /** One of `values`; `fallback` when absent or unknown. */
  oneOf: <T extends string>(values: readonly T[], fallback: T): UrlParam<T> => ({
    parse: (raw) => (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
    serialize: (value) => value,
    fallback,
  }),
  /** One of `values`, or null (no filter). */
  optionalOneOf: <T extends string>(values: readonly T[]): UrlParam<T | null> => ({
    parse: (raw) => (values as readonly string[]).includes(raw) ? (raw as T) : undefined,
    serialize: (value) => value ?? '',
    fallback: null,
  }),
  /** A checkbox: '1' when set, absent when not. */
  flag: (): UrlParam<boolean> => ({
    parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
    serialize: (value) => (value ? '1' : '0'),
    fallback: false,
  }),
  /** 'YYYY-MM-DD' of a real day in the years the application accepts, or null (today, for the page to decide). */
  date: (): UrlParam<string | null> => ({
    parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) && isRealDate(raw) ? raw : undefined),
    serialize: (value) => value ?? '',
    fallback: null,
  }),
  /** 'YYYY-MM' of a month in the years the application accepts, or null (the current month). */
  month: (): UrlParam<string | null> => ({
    parse: (raw) => (/^\d{4}-\d{2}$/.test(raw) && isRealDate(`${raw}-01`) ? raw : undefined),
    serialize: (value) => value ?? '',
    fallback: null,
  }),
};

/** The values of `schema` as the address holds them (absent or invalid ones: their fallbacks). */
export function readUrlState<S>(params: URLSearchParams, schema: UrlSchema<S>): S {
  const state = {} as S;
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const param = schema[key];
    const raw = params.get(key);
    const parsed = raw === null ? undefined : param.parse(raw);
    state[key] = parsed === undefined ? param.fallback : parsed;
  }
  return state;
}

/**
 * A copy of `params` with `patch` written in: each value equal to its fallback is removed, and so is any invalid
 * text of the schema's parameters; parameters the schema does not name (another widget's) are kept.
 */
export function writeUrlState<S>(params: URLSearchParams, schema: UrlSchema<S>, patch: Partial<NoInfer<S>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const param = schema[key];
    if (!(key in patch)) {
      const raw = next.get(key);
      if (raw !== null && param.parse(raw) === undefined) next.delete(key);
      continue;
    }
    const text = param.serialize(patch[key] as S[typeof key]);
    if (text === '' || text === param.serialize(param.fallback)) next.delete(key);
    else next.set(key, text);
  }
  return next;
}
