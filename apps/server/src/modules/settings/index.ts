export { settingsRoutes } from './routes.ts';
export { getOrganizationSettings } from './service.ts';
