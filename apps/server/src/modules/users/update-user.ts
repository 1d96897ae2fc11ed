import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { canEditField, type UserField, type UserRelation } from '@protocolist/contracts/policies';
import { USER_MESSAGES, type updateUserRequest } from '@protocolist/contracts/users';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { fieldError, forbidden } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { encodeAvatar, removeAvatar, storeAvatar } from './avatars.ts';
import { ensureManager } from './create-user.ts';
import { emailTaken, ensureEmailFree, isUniqueViolation } from './email-uniqueness.ts';
import { noticeOfEmailChange } from './email-change.ts';
import { managerOnlyForSecretary, relationTo } from './policy.ts';
import type { UserRow } from './presenter.ts';

export type UpdateUserBody = z.output<typeof updateUserRequest>;
type UserChanges = Partial<typeof users.$inferInsert>;

/** The fields this request really changes (a form sent back with unchanged values changes nothing). */
function changedFields(target: UserRow, body: UpdateUserBody, avatarUpload: UploadedFile | undefined): UserField[] {
  const changes: [UserField, boolean][] = [
    ['full_name', body.full_name !== undefined && body.full_name !== target.full_name],
    ['email', body.email !== undefined && body.email !== target.email?.toLowerCase()],
    ['department', body.department !== undefined && body.department !== target.department],
    ['position', body.position !== undefined && body.position !== target.position],
    ['password', body.password !== undefined],
    ['is_active', body.is_active !== undefined && body.is_active !== target.is_active],
    ['manager_id', body.manager_id !== undefined && body.manager_id !== target.manager_id],
    ['avatar', avatarUpload !== undefined || (body.remove_avatar === true && target.avatar_key !== null)],
  ];
  return changes.filter(([, changed]) => changed).map(([field]) => field);
}

/** 403 unless the relation may change every field the request changes (USER_EDITABLE_FIELDS). */
function assertMayChange(relation: UserRelation, target: UserRow, fields: UserField[]): void {
  if (fields.includes('is_active') && relation === 'self') throw fieldError('is_active', USER_MESSAGES.selfBlock);
  if (fields.includes('password') && target.role === 'external') {
    throw fieldError('password', USER_MESSAGES.externalHasNoPassword);
  }
  if (fields.some((field) => !canEditField(relation, field))) throw forbidden();
  if (fields.includes('manager_id') && target.role !== 'secretary') throw managerOnlyForSecretary();
}

/**
 * Applies an edit as USER_EDITABLE_FIELDS allows the actor's relation to the target. A new password or blocking
 * voids every token of the target (the user signs in again); a new avatar replaces the old file; a new e-mail of
 * someone with open tasks is announced to the old address.
 */
export async function updateUser(
  app: FastifyInstance,
  actor: CurrentUser,
  target: UserRow,
  body: UpdateUserBody,
  avatarUpload: UploadedFile | undefined,
): Promise<{ user: UserRow; passwordChanged: boolean }> {
  const relation = relationTo(actor, target);
  if (relation === 'none') throw forbidden();
  const fields = changedFields(target, body, avatarUpload);
  assertMayChange(relation, target, fields);

  const changes: UserChanges = {
    ...(fields.includes('full_name') && { full_name: body.full_name }),
    ...(fields.includes('department') && { department: body.department }),
    ...(fields.includes('position') && { position: body.position }),
    ...(fields.includes('is_active') && { is_active: body.is_active }),
  };
  if (fields.includes('manager_id')) changes.manager_id = await ensureManager(app.db, body.manager_id);
  if (fields.includes('email')) {
    await ensureEmailFree(app.db, body.email!, target.id);
    changes.email = body.email;
  }
  if (fields.includes('password')) {
    if (relation === 'self' && !(await verifyPassword(target.password_hash, body.current_password ?? ''))) {
      throw fieldError('current_password', USER_MESSAGES.wrongCurrentPassword);
    }
    changes.password_hash = await hashPassword(body.password!);
  }
  const avatar = avatarUpload ? await encodeAvatar(avatarUpload) : null;
  if (avatar) changes.avatar_key = await storeAvatar(app.config.dataDir, avatar);
  else if (fields.includes('avatar')) changes.avatar_key = null;

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
  if (changes.email !== undefined && target.email) await noticeOfEmailChange(app, actor, target, changes.email!);
  return { user, passwordChanged };
}
