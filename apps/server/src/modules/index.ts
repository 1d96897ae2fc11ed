import type { FastifyInstance } from 'fastify';

/** Every domain module registers its routes (and, where this process runs workers, its jobs) here. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
