import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Organisation settings (PRODUCT.md §2): the name printed on documents and the organisation's timezone. */
export interface OrganizationSettings {
  organization_name: string;
  timezone: string;
}

export const DEFAULT_ORGANIZATION_NAME = 'Наша организация';

export const SETTINGS_MESSAGES = {
  timezone: 'Неизвестный часовой пояс, ожидается название вида Europe/Moscow',
  saved: 'Настройки сохранены',
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
});
export type UpdateSettingsRequest = z.input<typeof updateSettingsRequest>;
