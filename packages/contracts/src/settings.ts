import { z } from 'zod';
import { requiredText } from './fields.ts';
import type { organizationSettings } from './responses/settings.ts';
import { PROTOCOL_NUMBERINGS } from './enums.ts';
export { PROTOCOL_NUMBERINGS };

export type ProtocolNumbering = (typeof PROTOCOL_NUMBERINGS)[number];
export const DEFAULT_PROTOCOL_NUMBERING: ProtocolNumbering = 'yearly';
export const PROTOCOL_NUMBERING_LABELS: Record<ProtocolNumbering, string> = {
  yearly: 'С начала календарного года, общая для организации',
  secretary: 'Сквозная у каждого секретаря',
};

export const DEFAULT_ORGANIZATION_NAME = 'Наша организация';

export const SETTINGS_MESSAGES = {
  timezone: 'Неизвестный часовой пояс, ожидается название вида Europe/Moscow',
  saved: 'Настройки сохранены',
  numbering: 'Выберите нумерацию протоколов из списка',
} as const;

/** Whole-hour zones as IANA names, UTC−12…UTC+14 ('Etc/GMT-3' is UTC+3: the Etc names carry the POSIX, inverted sign). */
const ETC_ZONES = Array.from({ length: 27 }, (_, i) => i - 14)
  .filter((h) => h !== 0)
  .map((h) => `Etc/GMT${h > 0 ? '+' : ''}${h}`);

let knownZones: Set<string> | null = null;

/**
 * The time zones the application accepts: the runtime's own list (`Intl.supportedValuesOf('timeZone')`, the
 * canonical IANA names PostgreSQL also knows), 'UTC' and the whole-hour 'Etc/GMT±N' zones. Aliases that only
 * some runtimes know (US/Pacific-New, Europe/Kiev) and bare offsets are not names: see normalizeTimezone.
 */
export function knownTimezones(): ReadonlySet<string> {
  if (!knownZones) {
    const runtime = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    knownZones = new Set(['UTC', ...runtime, ...ETC_ZONES]);
  }
  return knownZones;
}

export function isKnownTimezone(value: string): boolean {
  return knownTimezones().has(value);
}

/**
 * A time zone as typed: an IANA name, 'UTC'/'GMT', or an offset ('+03:00', 'UTC+3', 'GMT-05'), which becomes the
 * matching 'Etc/GMT∓N' zone (so '+03:00' is three hours ahead of UTC, as ISO 8601 means it). Null when unknown or
 * not a whole-hour offset.
 */
export function normalizeTimezone(input: string): string | null {
  const value = input.trim();
  if (isKnownTimezone(value)) return value;
  if (/^(utc|gmt|z)$/i.test(value)) return 'UTC';
  const offset = /^(?:utc|gmt)?\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(value);
  if (!offset) return null;
  const hours = Number(offset[2]);
  const minutes = Number(offset[3] ?? 0);
  if (minutes !== 0 || hours > 14) return null;
  if (hours === 0) return 'UTC';
  const ahead = offset[1] === '+';
  const name = `Etc/GMT${ahead ? '-' : '+'}${hours}`;
  return isKnownTimezone(name) ? name : null;
}

export const updateSettingsRequest = z.object({
  organization_name: requiredText(255),
  timezone: requiredText(64).transform((value, ctx) => {
    const zone = normalizeTimezone(value);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.timezone });
    return z.NEVER;
  }),
  protocol_numbering: z.enum(PROTOCOL_NUMBERINGS, { error: SETTINGS_MESSAGES.numbering }).default(DEFAULT_PROTOCOL_NUMBERING),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;

export type OrganizationSettings = z.infer<typeof organizationSettings>;
