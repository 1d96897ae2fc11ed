import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './routes.ts';

/** Chunked, resumable video upload into a protocol. */
export async function uploadsModule(app: FastifyInstance): Promise<void> {
  await uploadRoutes(app);
}
