import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { USER_MESSAGES, type updateUserRequest } from '@protocolist/contracts/users';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { encodeAvatar, removeAvatar, storeAvatar } from './avatars.ts';
import { ensureManager } from './create-user.ts';
import { emailTaken, ensureEmailFree, isUniqueViolation } from './email-uniqueness.ts';
import { editRight, managerOnlyForSecretary, type EditRight } from './policy.ts';
import type { UserRow } from './presenter.ts';

export type UpdateUserBody = z.output<typeof updateUserRequest>;
type UserChanges = Partial<typeof users.$inferInsert>;

function blockingChange(right: EditRight, target: UserRow, isActive: boolean | undefined): UserChanges {
  if (isActive === undefined || isActive === target.is_active) return {};
  if (right === 'self') throw fieldError('is_active', USER_MESSAGES.selfBlock);
  if (right !== 'admin' && right !== 'manager') throw forbidden();
  return { is_active: isActive };
}

async function managerChange(app: FastifyInstance, right: EditRight, target: UserRow, body: UpdateUserBody): Promise<UserChanges> {
  if (body.manager_id === undefined || body.manager_id === target.manager_id) return {};
  if (right !== 'admin') throw forbidden();
  if (target.role !== 'secretary') throw managerOnlyForSecretary();
  return { manager_id: await ensureManager(app.db, body.manager_id) };
}

async function passwordChange(right: EditRight, target: UserRow, body: UpdateUserBody): Promise<UserChanges> {
  if (body.password === undefined) return {};
  if (target.role === 'external') throw fieldError('password', USER_MESSAGES.externalHasNoPassword);
  if (right === 'self' && !(await verifyPassword(target.password_hash, body.current_password ?? ''))) {
    throw fieldError('current_password', USER_MESSAGES.wrongCurrentPassword);
  }
  if (right !== 'self' && right !== 'admin' && right !== 'manager') throw forbidden();
  return { password_hash: await hashPassword(body.password) };
}

/**
 * Applies an edit as PRODUCT.md §5 allows the actor. A new password or blocking voids every token of the
 * target (the user signs in again); a new avatar replaces the old file.
 */
export async function updateUser(
  app: FastifyInstance,
  actor: CurrentUser,
  target: UserRow,
  body: UpdateUserBody,
  avatarUpload: UploadedFile | undefined,
): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const right = editRight(actor, target);
  if (right === 'none') throw forbidden();
  const changes: UserChanges = {
    ...(body.full_name !== undefined && { full_name: body.full_name }),
    ...(body.department !== undefined && { department: body.department }),
    ...(body.position !== undefined && { position: body.position }),
    ...blockingChange(right, target, body.is_active),
    ...(await managerChange(app, right, target, body)),
  };
  if (body.email !== undefined && body.email !== target.email?.toLowerCase()) {
    await ensureEmailFree(app.db, body.email, target.id);
    changes.email = body.email;
  }
  Object.assign(changes, await passwordChange(right, target, body));
  const avatar = avatarUpload ? await encodeAvatar(avatarUpload) : null;

  if (avatar) changes.avatar_key = await storeAvatar(app.config.dataDir, avatar);
  else if (body.remove_avatar) changes.avatar_key = null;
  let user: UserRow;
  try {
    [user] = (await app.db
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, target.id))
      .returning()) as [UserRow];
  } catch (error) {
    if (avatar) await removeAvatar(app.config.dataDir, changes.avatar_key ?? null);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (changes.avatar_key !== undefined) await removeAvatar(app.config.dataDir, target.avatar_key);
  const passwordChanged = changes.password_hash !== undefined;
  if (passwordChanged || changes.is_active === false) await app.tokens.revokeAllOf(target.id);
  return { user, passwordChanged };
}
