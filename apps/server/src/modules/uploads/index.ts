import type { FastifyInstance } from 'fastify';
import { forgetDeadAssemblies } from './assembly.ts';
import { uploadRoutes } from './routes.ts';

/** Chunked, resumable video upload into a protocol. */
export async function uploadsModule(app: FastifyInstance): Promise<void> {
  // An embedded database serves this one process: an assembly marker left in it is from a killed run.
  if (app.database.kind === 'pglite') await forgetDeadAssemblies(app);
  await uploadRoutes(app);
}
