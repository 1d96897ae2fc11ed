import { z } from 'zod';
import { VALIDATION } from './messages.ts';

/** Russian names of the value kinds zod reports (its own locale leaves «string», «int», «object» in English). */
const KIND_NAMES: Record<string, string> = {
  string: 'строка',
  number: 'число',
  int: 'целое число',
  bigint: 'целое число',
  boolean: 'да или нет',
  object: 'объект',
  array: 'список',
  null: 'пустое значение',
  undefined: 'пустое значение',
  date: 'дата',
  nan: 'не число',
  symbol: 'символ',
  function: 'функция',
  file: 'файл',
  map: 'словарь',
  set: 'множество',
  tuple: 'список',
  record: 'объект',
};

const kindName = (kind: unknown) => KIND_NAMES[String(kind)] ?? 'другое значение';

function receivedKind(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

/** 'элемент' after «не менее N» / «не более N» (genitive: 1 элемента, 5 элементов, 21 элемента). */
function items(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'элемента' : 'элементов';
}

type Issue = z.core.$ZodRawIssue;

/** The project's wording for the issues zod's Russian locale words with English type names. */
export function russianIssueMessage(issue: Issue): string | undefined {
  const i = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      if (i.input === undefined || i.input === null) return VALIDATION.required;
      return `Неверный тип: ожидается ${kindName(i.expected)}, получено ${kindName(receivedKind(i.input))}`;
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string') return min === 1 ? VALIDATION.required : `Не менее ${min} символов`;
      if (i.origin === 'array' || i.origin === 'set') return `Нужно не менее ${min} ${items(min)}`;
      return i.inclusive === false ? `Значение должно быть больше ${min}` : `Значение должно быть не меньше ${min}`;
    }
    case 'too_big': {
      const max = Number(i.maximum);
      if (i.origin === 'string') return VALIDATION.maxLength(max);
      if (i.origin === 'array' || i.origin === 'set') return `Не более ${max} ${items(max)}`;
      return i.inclusive === false ? `Значение должно быть меньше ${max}` : `Значение должно быть не больше ${max}`;
    }
    case 'invalid_format':
      if (i.format === 'email') return VALIDATION.email;
      if (i.format === 'regex') return VALIDATION.invalid;
      return undefined;
    case 'not_multiple_of':
      return `Значение должно быть кратно ${String(i.divisor)}`;
    case 'invalid_union':
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Russian messages for every zod schema of the project: the seed's wording for missing fields, the
 * project's own wording where zod's Russian locale names types in English, zod's locale for the rest.
 * Imported once by each app before any schema is used.
 */
export function useRussianZodMessages(): void {
  z.config(z.locales.ru());
  const ru = z.config().localeError;
  z.config({
    customError: (issue) => russianIssueMessage(issue) ?? (ru?.(issue as never) as string | undefined),
  });
}
