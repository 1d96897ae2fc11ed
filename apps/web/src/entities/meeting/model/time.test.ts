import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDraft, draftFromSelection, formatMeetingWhen, timesFromSpan, visibleRange } from './time';

const at = (text: string) => new Date(text);

describe('meeting times in the calendar', () => {
  beforeAll(() => {
    dayjs.locale('ru');
  });

  it('turns the visible range [start, end) into inclusive dates', () => {
    expect(visibleRange(at('2025-06-30T00:00'), at('2025-08-04T00:00'))).toEqual({
      start_date_at: '2025-06-30',
      end_date_at: '2025-08-03',
    });
  });

  it('reads a moved or resized event, refusing one that leaves its day', () => {
    expect(timesFromSpan(at('2025-07-03T14:30'), at('2025-07-03T16:00'))).toEqual({
      event_date: '2025-07-03',
      event_start_time: '14:30',
      event_end_time: '16:00',
    });
    expect(timesFromSpan(at('2025-07-03T23:00'), at('2025-07-04T00:00'))?.event_end_time).toBe('23:59');
    expect(timesFromSpan(at('2025-07-03T23:30'), at('2025-07-04T00:30'))).toBeNull();
    expect(timesFromSpan(at('2025-07-03T09:00'), null)?.event_end_time).toBe('10:00');
  });

  it('prefills a new meeting from a clicked day or time slot', () => {
    const now = at('2025-07-03T15:20');
    expect(draftFromSelection(at('2025-07-10T00:00'), at('2025-07-11T00:00'), true, now)).toEqual({
      event_date: '2025-07-10',
      event_start_time: '10:00',
      event_end_time: '11:00',
    });
    expect(draftFromSelection(at('2025-07-03T00:00'), at('2025-07-04T00:00'), true, now).event_start_time).toBe('16:00');
    expect(draftFromSelection(at('2025-07-10T09:30'), at('2025-07-10T10:00'), false, now)).toEqual({
      event_date: '2025-07-10',
      event_start_time: '09:30',
      event_end_time: '10:30',
    });
    expect(draftFromSelection(at('2025-07-10T09:00'), at('2025-07-10T12:00'), false, now).event_end_time).toBe('12:00');
    expect(draftFromSelection(at('2025-07-10T23:30'), at('2025-07-11T00:00'), false, now).event_end_time).toBe('23:59');
  });

  it('suggests the next full hour for the toolbar button, or tomorrow morning late at night', () => {
    expect(defaultDraft(at('2025-07-03T15:20'))).toMatchObject({ event_date: '2025-07-03', event_start_time: '16:00' });
    expect(defaultDraft(at('2025-07-03T22:10'))).toMatchObject({ event_date: '2025-07-04', event_start_time: '10:00' });
    expect(defaultDraft(at('2025-07-03T01:40'))).toMatchObject({ event_date: '2025-07-03', event_start_time: '10:00' });
    expect(defaultDraft(at('2025-07-03T09:15'))).toMatchObject({ event_date: '2025-07-03', event_start_time: '10:00' });
  });

  it('describes when a meeting is, in Russian', () => {
    expect(formatMeetingWhen({ event_date: '2025-07-01', event_start_time: '10:00', event_end_time: '11:30' })).toBe(
      '1 июля, 10:00–11:30',
    );
  });
});
