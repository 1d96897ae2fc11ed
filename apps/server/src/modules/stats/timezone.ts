import type { FastifyInstance } from 'fastify';
import { getOrganizationSettings } from '../settings/index.ts';

export async function organizationTimezone(app: FastifyInstance): Promise<string> {
  return (await getOrganizationSettings(app)).timezone;
}

/** The calendar date (YYYY-MM-DD) of `moment` in `zone`. */
export function dateIn(zone: string, moment: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}
