import { describe, expect, it } from 'vitest';
import { formatDateRu, localIsoDate, parseDateRu } from '../../../shared/lib';
import { protocolNumberLabel } from './format';
import { isProtocolPage, protocolListParams } from './list-params';
import { listErrorOf, sameSections, sectionErrorsOf, toEditableSections, transcriptToText } from './sections';

describe('protocol formatting', () => {
  it('shows dates as ДД.ММ.ГГГГ and reads them back', () => {
    expect(formatDateRu('2026-11-02')).toBe('02.11.2026');
    expect(parseDateRu('2.11.2026')).toBe('2026-11-02');
    expect(parseDateRu('31.02.2026')).toBeNull();
    expect(localIsoDate(1, new Date(2026, 11, 31))).toBe('2027-01-01');
    expect(protocolNumberLabel(12)).toBe('№ 12');
  });

  it('builds the first unfiltered page as exactly {limit: 15, page: 1}', () => {
    expect(protocolListParams(1)).toEqual({ limit: 15, page: 1 });
    expect(protocolListParams(2, '  план ', 'final')).toEqual({ limit: 15, page: 2, search: 'план', stage: 'final' });
  });

  it('accepts only pages whose data is an array (seed §8)', () => {
    expect(isProtocolPage({ data: [], meta: {} })).toBe(true);
    expect(isProtocolPage({ data: {} })).toBe(false);
    expect(isProtocolPage(null)).toBe(false);
  });
});

describe('section editing', () => {
  it('keeps uids unique and tells edited sections from saved ones', () => {
    const sections = toEditableSections([
      { key: ' Решили ', value: 'Утвердить' },
      { key: '', value: 'Без названия' },
    ]);
    expect(new Set(sections.map((s) => s.uid)).size).toBe(2);
    expect(sameSections(sections, [{ key: ' Решили ', value: 'Утвердить' }, { key: '', value: 'Без названия' }])).toBe(true);
    expect(sameSections(sections, [])).toBe(false);
  });

  it('reads the form’s section errors by index and the list’s own message', () => {
    const listErrors = Object.assign(
      [undefined, { value: { message: 'Недопустимый символ в тексте (нулевой байт)' } }, { key: { message: 'Поле обязательно' } }],
      { root: { message: 'Добавьте хотя бы один раздел' } },
    );
    expect(sectionErrorsOf(listErrors)).toEqual({
      1: { value: 'Недопустимый символ в тексте (нулевой байт)' },
      2: { key: 'Поле обязательно' },
    });
    expect(sectionErrorsOf([{ key: { message: 'Поле обязательно' }, value: { message: 'Не более 500000 символов' } }])).toEqual({
      0: { key: 'Поле обязательно', value: 'Не более 500000 символов' },
    });
    expect(sectionErrorsOf(undefined)).toEqual({});
    expect(listErrorOf(listErrors)).toBe('Добавьте хотя бы один раздел');
    expect(listErrorOf({ message: 'Не более 1000' })).toBe('Не более 1000');
  });

  it('writes the transcript one remark a line', () => {
    expect(transcriptToText([{ speaker: 'Иванов', text: 'Начнём' }, { speaker: null, text: 'Решили' }])).toBe('Иванов: Начнём\nРешили');
  });
});
