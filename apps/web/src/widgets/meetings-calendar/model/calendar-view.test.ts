import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { beforeAll, describe, expect, it } from 'vitest';
import { viewTitle } from './calendar-view';

describe('calendar toolbar title', () => {
  beforeAll(() => {
    dayjs.locale('ru');
  });

  it('names the month, the week and the day in Russian', () => {
    expect(viewTitle('dayGridMonth', new Date('2025-07-01T00:00'), new Date('2025-08-01T00:00'))).toBe('Июль 2025');
    expect(viewTitle('timeGridWeek', new Date('2025-07-07T00:00'), new Date('2025-07-14T00:00'))).toBe('7–13 июля 2025');
    expect(viewTitle('timeGridWeek', new Date('2025-06-30T00:00'), new Date('2025-07-07T00:00'))).toBe(
      '30 июня – 6 июля 2025',
    );
    expect(viewTitle('timeGridWeek', new Date('2025-12-29T00:00'), new Date('2026-01-05T00:00'))).toBe(
      '29 декабря 2025 – 4 января 2026',
    );
    expect(viewTitle('timeGridDay', new Date('2025-07-01T00:00'), new Date('2025-07-02T00:00'))).toBe('Вторник, 1 июля 2025');
  });
});
