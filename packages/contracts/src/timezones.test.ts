import { describe, expect, it } from 'vitest';
import { isKnownTimezone, normalizeTimezone, timezoneLabel, updateSettingsRequest } from './settings.ts';

describe('time zones (issue 14, item 2)', () => {
  it('accepts the runtime list, UTC and whole-hour Etc zones; refuses aliases PostgreSQL does not know', () => {
    expect(isKnownTimezone('Europe/Moscow')).toBe(true);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Etc/GMT-14')).toBe(true);
    expect(isKnownTimezone('Etc/GMT+12')).toBe(true);
    expect(isKnownTimezone('Etc/GMT+13')).toBe(false);
    expect(isKnownTimezone('US/Pacific-New')).toBe(false);
    expect(isKnownTimezone('+03:00')).toBe(false);
  });

  it('reads offsets with the ISO sign: +03:00 is three hours ahead of UTC', () => {
    for (const typed of ['+03:00', 'UTC+3', 'GMT+03', '+3', 'utc +03:00']) expect(normalizeTimezone(typed), typed).toBe('Etc/GMT-3');
    for (const typed of ['-05:00', 'UTC-5', 'GMT−5']) expect(normalizeTimezone(typed), typed).toBe('Etc/GMT+5');
    expect(normalizeTimezone('+00:00')).toBe('UTC');
    expect(normalizeTimezone('Z')).toBe('UTC');
    for (const typed of ['+05:30', '+15:00', '-13:00', 'US/Pacific-New', 'Moscow']) expect(normalizeTimezone(typed), typed).toBeNull();
    // The zone the offset becomes is really that far ahead.
    const noonUtc = new Date('2025-07-01T12:00:00Z');
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: normalizeTimezone('+03:00')!, hour: '2-digit', hourCycle: 'h23' }).format(noonUtc);
    expect(hour).toBe('15');
  });

  it('labels zones in Russian with their offset and name', () => {
    const winter = new Date('2025-01-15T12:00:00Z');
    expect(timezoneLabel('Europe/Moscow', winter)).toBe('Москва, стандартное время (UTC+03:00) — Europe/Moscow');
    expect(timezoneLabel('Etc/GMT-3', winter)).toBe('UTC+03:00 — Etc/GMT-3');
    expect(timezoneLabel('UTC', winter)).toBe('UTC+00:00 — UTC');
  });

  it('saves an offset as its zone and refuses unknown names in Russian', () => {
    expect(updateSettingsRequest.parse({ organization_name: 'Орг', timezone: ' +03:00 ' }).timezone).toBe('Etc/GMT-3');
    const bad = updateSettingsRequest.safeParse({ organization_name: 'Орг', timezone: 'US/Pacific-New' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe('Неизвестный часовой пояс, ожидается название вида Europe/Moscow');
  });
});
