import type { FastifyInstance } from 'fastify';
import { avatarRoute } from './avatars.ts';
import { userRoutes } from './routes.ts';

/** Users: directory, management and avatars. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  avatarRoute(app);
  await userRoutes(app);
}
