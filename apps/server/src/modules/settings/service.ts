import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_ORGANIZATION_NAME,
  DEFAULT_PROTOCOL_NUMBERING,
  PROTOCOL_NUMBERINGS,
  isKnownTimezone,
  type OrganizationSettings,
} from '@protocolist/contracts/settings';
import { settings } from '../../db/schema.ts';
import { todayIn } from '../../lib/time-zones.ts';

const KEY = 'organization';

/**
 * The organisation's name, timezone and protocol numbering: what the admin saved, else the defaults (timezone from the
 * TZ_ORGANIZATION environment variable). Other modules use it for documents and for deadline days.
 */
export async function getOrganizationSettings(app: FastifyInstance): Promise<OrganizationSettings> {
  const [row] = await app.db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const stored = (row?.value ?? {}) as Partial<OrganizationSettings>;
  return {
    organization_name: stored.organization_name?.trim() || DEFAULT_ORGANIZATION_NAME,
    timezone: stored.timezone && isKnownTimezone(stored.timezone) ? stored.timezone : app.config.timezone,
    protocol_numbering: PROTOCOL_NUMBERINGS.find((value) => value === stored.protocol_numbering) ?? DEFAULT_PROTOCOL_NUMBERING,
  };
}

/** Today's date ('YYYY-MM-DD') in the organisation's timezone: the day deadlines and statistics count by. */
export async function organizationToday(app: FastifyInstance): Promise<string> {
  return todayIn((await getOrganizationSettings(app)).timezone);
}

export async function saveOrganizationSettings(
  app: FastifyInstance,
  value: Omit<OrganizationSettings, 'protocol_numbering'> & Partial<Pick<OrganizationSettings, 'protocol_numbering'>>,
): Promise<OrganizationSettings> {
  await app.db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  return getOrganizationSettings(app);
}
