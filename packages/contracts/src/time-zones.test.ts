import { describe, expect, it } from 'vitest';
import { RUSSIAN_TIME_ZONES, timeZoneLabel, timeZoneOptions, utcOffsetLabel } from './time-zones.ts';

describe('time zones in Russian', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('names each zone by its city with the UTC offset; every Russian zone is one Intl knows', () => {
    for (const zone of Object.keys(RUSSIAN_TIME_ZONES)) expect(() => new Intl.DateTimeFormat('ru', { timeZone: zone })).not.toThrow();
    expect(timeZoneLabel('Europe/Moscow', winter)).toBe('Москва (UTC+3)');
    expect(timeZoneLabel('Europe/Kaliningrad', winter)).toBe('Калининград (UTC+2)');
    expect(timeZoneLabel('Asia/Yekaterinburg', winter)).toBe('Екатеринбург (UTC+5)');
    expect(timeZoneLabel('Asia/Novosibirsk', winter)).toBe('Новосибирск (UTC+7)');
    expect(timeZoneLabel('Asia/Kamchatka', winter)).toBe('Петропавловск-Камчатский (UTC+12)');
    expect(timeZoneLabel('UTC', winter)).toBe('Всемирное координированное время (UTC)');
  });

  it('follows daylight saving where a zone has it, and writes half hours and negative offsets', () => {
    expect(utcOffsetLabel('Europe/Berlin', winter)).toBe('UTC+1');
    expect(utcOffsetLabel('Europe/Berlin', summer)).toBe('UTC+2');
    expect(utcOffsetLabel('Asia/Kolkata', winter)).toBe('UTC+5:30');
    expect(utcOffsetLabel('America/New_York', winter)).toBe('UTC−5');
  });

  it('lists every Russian zone west to east and UTC, all in Cyrillic; a saved other zone stays on top', () => {
    const options = timeZoneOptions(undefined, winter);
    expect(options).toHaveLength(Object.keys(RUSSIAN_TIME_ZONES).length + 1);
    expect(options[0]).toEqual({ value: 'Europe/Kaliningrad', label: 'Калининград (UTC+2)' });
    expect(options.at(-2)!.label).toMatch(/\(UTC\+12\)$/);
    expect(options.at(-1)!.value).toBe('UTC');
    for (const option of options) expect(option.label).toMatch(/^[А-ЯЁа-яё]/);
    expect(options.slice(0, 6).map((o) => o.label)).toContain('Москва (UTC+3)');
    expect(timeZoneOptions('Europe/Berlin', winter)[0]).toEqual({ value: 'Europe/Berlin', label: 'Германия (UTC+1)' });
  });
});
