export { statsRoutes } from './routes.ts';
