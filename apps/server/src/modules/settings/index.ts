import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from './routes.ts';

export { getOrganizationSettings, organizationToday, saveOrganizationSettings } from './service.ts';

/** The organisation's name and time zone. */
export async function settingsModule(app: FastifyInstance): Promise<void> {
  await settingsRoutes(app);
}
