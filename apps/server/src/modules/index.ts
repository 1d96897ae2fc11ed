import type { FastifyInstance } from 'fastify';
import { assignmentsModule } from './assignments/index.ts';
import { authModule } from './auth/index.ts';
import { calendarModule } from './calendar/index.ts';
import { documentsModule } from './documents/index.ts';
import { eventsModule } from './events/index.ts';
import { keywordsModule } from './keywords/index.ts';
import { mediaModule } from './media/index.ts';
import { meetingsModule } from './meetings/index.ts';
import { processingModule } from './processing/index.ts';
import { recordingsModule } from './recordings/index.ts';
import { protocolsModule } from './protocols/index.ts';
import { searchModule } from './search/index.ts';
import { settingsModule } from './settings/index.ts';
import { statsModule } from './stats/index.ts';
import { tasksModule } from './tasks/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { usersModule } from './users/index.ts';
import { speechModule } from './speech/index.ts';

/** Every domain module registers its routes (and, where this process runs workers, its jobs) here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // Called directly, not registered: their decorations (app.events) are for every module.
  await mediaModule(app);
  await eventsModule(app);
  // Called directly too: app.speechModels is used by processing.
  await speechModule(app);
  await app.register(settingsModule);
  await app.register(documentsModule);
  await app.register(statsModule);
  await app.register(authModule);
  await app.register(usersModule);
  await app.register(meetingsModule);
  await app.register(calendarModule);
  await app.register(protocolsModule);
  await app.register(tasksModule);
  await app.register(assignmentsModule);
  await app.register(keywordsModule);
  await app.register(uploadsModule);
  await app.register(processingModule);
  await app.register(recordingsModule);
  await app.register(searchModule);
}
