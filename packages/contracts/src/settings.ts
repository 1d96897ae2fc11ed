import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Organisation settings (PRODUCT.md §2): the name printed on documents and the organisation's timezone. */
export interface OrganizationSettings {
  organization_name: string;
  timezone: string;
  protocol_numbering: ProtocolNumbering;
}

/**
 * How protocols are numbered on their documents: `yearly` — one sequence per calendar year for the whole
 * organisation, given when the final version is first saved (ГОСТ Р 7.0.97-2025); `secretary` — each secretary's
 * own running number, as before.
 */
export const PROTOCOL_NUMBERINGS = ['yearly', 'secretary'] as const;
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

/** True for a timezone name Intl knows: IANA names such as 'Europe/Moscow', and 'UTC'. */
export function isKnownTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const updateSettingsRequest = z.object({
  organization_name: requiredText(255),
  timezone: requiredText(64).refine(isKnownTimezone, SETTINGS_MESSAGES.timezone),
  protocol_numbering: z.enum(PROTOCOL_NUMBERINGS, { error: SETTINGS_MESSAGES.numbering }).default(DEFAULT_PROTOCOL_NUMBERING),
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;
