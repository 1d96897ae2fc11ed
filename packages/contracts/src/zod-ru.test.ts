import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useRussianZodMessages } from './zod-ru.ts';
import { id, isoDate } from './fields.ts';

useRussianZodMessages();

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues[0]!.message;
};

describe('Russian validation messages without English type names (issue 14, item 2)', () => {
  it('words type, size and pattern errors itself', () => {
    expect(messageOf(z.number(), 'x')).toBe('Неверный тип: ожидается число, получено строка');
    expect(messageOf(z.string(), 5)).toBe('Неверный тип: ожидается строка, получено число');
    expect(messageOf(z.array(z.string()), {})).toBe('Неверный тип: ожидается список, получено объект');
    expect(messageOf(z.object({}), [])).toBe('Неверный тип: ожидается объект, получено список');
    expect(messageOf(z.number().int(), 1.5)).toBe('Неверный тип: ожидается целое число, получено число');
    expect(messageOf(z.number().max(5), 7)).toBe('Значение должно быть не больше 5');
    expect(messageOf(z.number().min(3), 1)).toBe('Значение должно быть не меньше 3');
    expect(messageOf(z.array(z.string()).min(1), [])).toBe('Нужно не менее 1 элемента');
    expect(messageOf(z.array(z.string()).max(5), ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('Не более 5 элементов');
    expect(messageOf(z.string().regex(/^x$/), 'y')).toBe('Неверное значение');
    expect(messageOf(z.string(), undefined)).toBe('Поле обязательно для заполнения');
  });

  it('keeps ids within the integer columns and dates within 1900–2100', () => {
    expect(messageOf(id, 2147483648)).toBe('Неверный идентификатор');
    expect(messageOf(id, '0')).toBe('Неверный идентификатор');
    expect(id.parse('2147483647')).toBe(2147483647);
    expect(messageOf(isoDate, '0000-01-01')).toBe('Дата должна быть в пределах 1900–2100 годов');
    expect(messageOf(isoDate, '2101-01-01')).toBe('Дата должна быть в пределах 1900–2100 годов');
    expect(messageOf(isoDate, '2025-02-30')).toBe('Неверная дата, ожидается ГГГГ-ММ-ДД');
    expect(isoDate.parse('1900-01-01')).toBe('1900-01-01');
  });
});
