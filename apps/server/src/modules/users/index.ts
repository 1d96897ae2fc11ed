import type { FastifyInstance } from 'fastify';
import { avatarRoute } from './avatars.ts';
import { startEmailChangeMail } from './email-change.ts';
import { userRoutes } from './routes.ts';

export { bootstrapAdmin } from './bootstrap-admin.ts';
export { assertDirectoryUsers, directoryUsers } from './directory.ts';
export { findOrCreateExternal } from './create-user.ts';
export { avatarUrl, loadUserRefs, presentUserRef, userRefColumnsOf } from './presenter.ts';
export type { RefSource as UserRefSource } from './presenter.ts';

/** Users: the current user, the directory, management, avatars and the notice of a changed e-mail. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  avatarRoute(app);
  await userRoutes(app);
  await startEmailChangeMail(app);
}
