export { settingsRoutes } from './routes.ts';
export { getOrganizationSettings, organizationToday } from './service.ts';
