import type { FastifyInstance } from 'fastify';
import { protocolContentRoutes } from './content-routes.ts';
import { protocolMemberRoutes } from './member-routes.ts';
import { protocolRoutes } from './routes.ts';

export { transitionStage } from './stages.ts';
export { draftSections } from './sections-service.ts';

export async function protocolsModule(app: FastifyInstance): Promise<void> {
  await protocolRoutes(app);
  await protocolContentRoutes(app);
  await protocolMemberRoutes(app);
}
