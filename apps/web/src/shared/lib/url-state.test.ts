import { describe, expect, it } from 'vitest';
import { readUrlState, urlParam, writeUrlState } from './url-state';

const LIST = {
  search: urlParam.text(),
  stage: urlParam.optionalOneOf(['draft', 'final'] as const),
  blocked: urlParam.flag(),
  page: urlParam.page(),
};

const read = (query: string) => readUrlState(new URLSearchParams(query), LIST);
const write = (query: string, patch: Partial<ReturnType<typeof read>>) =>
  writeUrlState(new URLSearchParams(query), LIST, patch).toString();

describe('state kept in the address', () => {
  it('reads what the address holds and the defaults for what it lacks', () => {
    expect(read('')).toEqual({ search: '', stage: null, blocked: false, page: 1 });
    expect(read('search=%D0%BF%D0%BB%D0%B0%D0%BD&stage=final&blocked=1&page=3')).toEqual({
      search: 'план',
      stage: 'final',
      blocked: true,
      page: 3,
    });
  });

  it('reads invalid values as the defaults, without throwing', () => {
    for (const page of ['abc', '0', '-1', '1.5', '1e3', ' 2', '999999999999', '2147483648', '']) {
      expect(read(`page=${encodeURIComponent(page)}`).page).toBe(1);
    }
    expect(read('page=2147483647').page).toBe(2147483647);
    expect(read('stage=unknown').stage).toBeNull();
    expect(read('stage=toString').stage).toBeNull();
    expect(read('blocked=yes').blocked).toBe(false);
    expect(read(`search=${'x'.repeat(256)}`).search).toBe('');
    expect(read(`search=${'x'.repeat(255)}`).search).toHaveLength(255);
  });

  it('leaves defaults out of the address and keeps parameters it does not own', () => {
    expect(write('', { page: 1, search: '', stage: null, blocked: false })).toBe('');
    expect(write('page=3&tab=tasks', { page: 1 })).toBe('tab=tasks');
    expect(write('tab=tasks', { stage: 'draft', page: 2 })).toBe('tab=tasks&stage=draft&page=2');
    expect(write('blocked=1', { blocked: false })).toBe('');
    expect(write('', { search: 'план' })).toBe('search=%D0%BF%D0%BB%D0%B0%D0%BD');
  });

  it('drops invalid values of its own parameters when it writes', () => {
    expect(write('page=abc&stage=bogus&other=x', { search: 'a' })).toBe('other=x&search=a');
  });

  it('reads dates and months only when they are real, within the accepted years', () => {
    const dates = { date: urlParam.date(), month: urlParam.month(), id: urlParam.id() };
    const at = (query: string) => readUrlState(new URLSearchParams(query), dates);
    expect(at('date=2026-02-28&month=2026-11&id=7')).toEqual({ date: '2026-02-28', month: '2026-11', id: 7 });
    expect(at('date=2026-02-30&month=2026-13&id=0')).toEqual({ date: null, month: null, id: null });
    expect(at('date=1899-12-31&month=2101-01&id=x')).toEqual({ date: null, month: null, id: null });
    expect(at('date=26-1-1&month=2026-1')).toEqual({ date: null, month: null, id: null });
  });

  it('one of a list: its fallback for anything else', () => {
    const sort = { order: urlParam.oneOf(['asc', 'desc'] as const, 'asc') };
    expect(readUrlState(new URLSearchParams('order=desc'), sort).order).toBe('desc');
    expect(readUrlState(new URLSearchParams('order=DESC'), sort).order).toBe('asc');
    expect(writeUrlState(new URLSearchParams('order=desc'), sort, { order: 'asc' }).toString()).toBe('');
  });
});
