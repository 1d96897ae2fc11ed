import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from './media/routes.ts';
import { eventRoutes } from './events/routes.ts';
import { settingsRoutes } from './settings/index.ts';
import { documentsModule } from './documents/index.ts';
import { statsRoutes } from './stats/index.ts';
import { authModule } from './auth/index.ts';
import { usersModule } from './users/index.ts';
import { meetingsModule } from './meetings/index.ts';
import { calendarModule } from './calendar/index.ts';
import { protocolsModule } from './protocols/index.ts';
import { tasksModule } from './tasks/index.ts';
import { keywordsModule } from './keywords/index.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { processingModule } from './processing/index.ts';
import { speechModule } from './speech/index.ts';

/** Every domain module registers its routes (and, where this process runs workers, its jobs) here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // Called directly, not registered: their decorations (app.events) are for every module.
  await mediaRoutes(app);
  await eventRoutes(app);
  // Called directly too: app.speechModels is used by processing.
  await speechModule(app);
  await app.register(settingsRoutes);
  await app.register(documentsModule);
  await app.register(statsRoutes);
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(meetingsModule);
  await app.register(calendarModule);
  await app.register(protocolsModule);
  await app.register(tasksModule);
  await app.register(keywordsModule);
  await app.register(uploadRoutes);
  await app.register(processingModule);
}
