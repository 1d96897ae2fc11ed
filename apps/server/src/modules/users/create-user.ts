import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { USER_MESSAGES, type createUserRequest } from '@protocolist/contracts/users';
import type { Role } from '@protocolist/contracts/enums';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { HttpError, fieldError } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { hashPassword, sendPasswordLink } from '../auth/index.ts';
import { ensureDefaultKeywords } from '../keywords/index.ts';
import { encodeAvatar, removeAvatar, storeAvatar } from './avatars.ts';
import { emailTaken, ensureEmailFree, isUniqueViolation } from './email-uniqueness.ts';
import { directoryUsers, managerOnlyForSecretary, roleToCreate } from './policy.ts';
import { foldRu, parsePersonName } from '../../lib/russian/index.ts';
import type { UserRow } from './presenter.ts';

export type CreateUserBody = z.output<typeof createUserRequest>;

/** A manager id that really is a manager, for a secretary. */
export async function ensureManager(db: Db, managerId: number | null | undefined): Promise<number> {
  if (managerId === null || managerId === undefined) throw fieldError('manager_id', USER_MESSAGES.managerRequired);
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, managerId), eq(users.role, 'manager')));
  if (!manager) throw fieldError('manager_id', USER_MESSAGES.managerNotFound);
  return manager.id;
}

async function managerFor(db: Db, actor: CurrentUser, role: Role, requested: number | null | undefined) {
  if (role !== 'secretary') {
    if (requested !== null && requested !== undefined) throw managerOnlyForSecretary();
    return null;
  }
  // A manager's secretaries are his own, whatever the form says.
  return actor.role === 'manager' ? actor.id : ensureManager(db, requested);
}

/**
 * Creates a user as PRODUCT.md §5 allows the actor. Without a password (externals aside) the user gets a
 * welcome e-mail with a set-password link; if that mail fails the user still exists and `mailFailed` says so.
 */
export async function createUser(
  app: FastifyInstance,
  actor: CurrentUser,
  body: CreateUserBody,
  avatarUpload: UploadedFile | undefined,
): Promise<{ user: UserRow; mailFailed: boolean }> {
  const role = roleToCreate(actor, body.role);
  const managerId = await managerFor(app.db, actor, role, body.manager_id);
  if (role === 'external' && body.password !== undefined) throw fieldError('password', USER_MESSAGES.externalHasNoPassword);
  await ensureEmailFree(app.db, body.email);
  const avatar = avatarUpload ? await encodeAvatar(avatarUpload) : null;
  const passwordHash = body.password === undefined ? null : await hashPassword(body.password);

  const avatarKey = avatar ? await storeAvatar(app.config.dataDir, avatar) : null;
  let user: UserRow;
  try {
    [user] = (await app.db
      .insert(users)
      .values({
        full_name: body.full_name,
        email: body.email,
        role,
        password_hash: passwordHash,
        department: body.department ?? null,
        position: body.position ?? null,
        manager_id: managerId,
        created_by: actor.id,
        avatar_key: avatarKey,
      })
      .returning()) as [UserRow];
  } catch (error) {
    await removeAvatar(app.config.dataDir, avatarKey);
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }

  // A new secretary starts with the default keywords (PRODUCT.md §9), so her statistics count them from day one.
  if (role === 'secretary') await ensureDefaultKeywords(app.db, user.id);

  let mailFailed = false;
  if (role !== 'external' && passwordHash === null) {
    try {
      await sendPasswordLink(app, user, 'welcome');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      mailFailed = true;
    }
  }
  return { user, mailFailed };
}

/**
 * An external member known only by the name heard in a recording (a speaker in no directory): created by the
 * secretary who accepts the suggestion, without e-mail; she may add one later, as for any external she created.
 * A directory person of exactly that name is taken instead of a second one, and so is the one person whose surname
 * a bare surname is («Кузнецов» for the «Кузнецов Дмитрий Андреевич» just added from the speakers).
 */
export async function findOrCreateExternal(db: Db, actor: CurrentUser, fullName: string): Promise<number> {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(directoryUsers, sql`lower(${users.full_name}) = lower(${name})`))
    .limit(1);
  if (existing) return existing.id;
  if (!name.includes(' ')) {
    const namesakes = await db
      .select({ id: users.id, fullName: users.full_name })
      .from(users)
      .where(and(directoryUsers, sql`lower(${users.full_name}) LIKE lower(${`${name} %`})`));
    const bySurname = namesakes.filter((person) => foldRu(parsePersonName(person.fullName).surname) === foldRu(name));
    if (bySurname.length === 1) return bySurname[0]!.id;
  }
  const [created] = await db
    .insert(users)
    .values({ full_name: name, email: null, role: 'external', password_hash: null, created_by: actor.id })
    .returning({ id: users.id });
  return created!.id;
}
