import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { CREATABLE_ROLES, ROLE_ACTIONS } from '@protocolist/contracts/policies';
import { AVATAR_MAX_BYTES } from '@protocolist/contracts/constants';
import { USER_MESSAGES, createUserRequest, updateUserRequest, userListQuery } from '@protocolist/contracts/users';
import { likePattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { paged, pageRequest } from '../../http/paging.ts';
import { putWithFormOverride } from '../../http/multipart.ts';
import { idParams as userParams } from '../../http/params.ts';
import { createUser } from './create-user.ts';
import { updateUser, type UpdateUserBody } from './update-user.ts';
import { openableUsers, relationTo, visibleUsers } from './policy.ts';
import { presentUser, presentUsers } from './presenter.ts';
import { ok } from '../../http/openapi.ts';
import { userResponse } from '@protocolist/contracts/responses/users';
import { pagedOf } from '@protocolist/contracts/responses/envelope';

/** The user directory and user management (PRODUCT.md §5). */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function findOpenable(request: FastifyRequest, userId: number) {
    const [row] = await app.db.select().from(users).where(and(eq(users.id, userId), openableUsers(request.user)));
    if (!row) throw notFound();
    return row;
  }

  const avatarField = { avatar: { maxBytes: AVATAR_MAX_BYTES, tooLarge: USER_MESSAGES.avatarTooLarge } };

  r.get('/api/me', { schema: { response: ok(userResponse), tags: ['auth'], summary: 'Текущий пользователь' } }, async (request) =>
    success(await presentUser(app.db, app.publicUrl, request.user, request.userManager)),
  );

  r.get(
    '/api/users',
    {
      config: { roles: ROLE_ACTIONS['users.list'] },
      schema: { response: ok(pagedOf(userResponse)), tags: ['users'], summary: 'Пользователи, которых видит текущий (постранично)', querystring: userListQuery },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query);
      const conditions: (SQL | undefined)[] = [visibleUsers(request.user)];
      if (!query.with_blocked) conditions.push(eq(users.is_active, true));
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = likePattern(query.search);
        // and() brackets the or(), so a search can never widen the visibility condition.
        conditions.push(or(ilike(users.full_name, pattern), ilike(users.email, pattern)));
      }
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(users).where(where);
      const rows = await app.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.full_name), asc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      return success(paged(request, page, total, await presentUsers(app.db, app.publicUrl, rows)));
    },
  );

  r.get(
    '/api/users/:id',
    { schema: { response: ok(userResponse), tags: ['users'], summary: 'Пользователь', params: userParams } },
    async (request) => success(await presentUser(app.db, app.publicUrl, await findOpenable(request, request.params.id))),
  );

  r.post(
    '/api/users',
    {
      config: {
        files: {
          fields: avatarField,
          authorize: async (request) => {
            if (CREATABLE_ROLES[request.user.role].length === 0) throw forbidden();
          },
        },
      },
      schema: {
        response: ok(userResponse, 201),
        tags: ['users'],
        summary: 'Создать пользователя (JSON или multipart с файлом avatar)',
        body: createUserRequest,
      },
    },
    async (request, reply) => {
      const { user, mailFailed } = await createUser(app, request.user, request.body, request.uploads.avatar);
      reply.code(201);
      return success(
        await presentUser(app.db, app.publicUrl, user),
        mailFailed ? USER_MESSAGES.createdMailFailed : USER_MESSAGES.created,
      );
    },
  );

  putWithFormOverride(
    app,
    '/api/users/:id',
    {
      config: {
        files: {
          fields: avatarField,
          authorize: async (request, params) => {
            if (relationTo(request.user, await findOpenable(request, (params as { id: number }).id)) === 'none') throw forbidden();
          },
        },
      },
      schema: {
        response: ok(userResponse),
        tags: ['users'],
        summary: 'Изменить пользователя (JSON, или multipart POST с _method=PUT и файлом avatar)',
        params: userParams,
        body: updateUserRequest,
      },
    },
    async (request) => {
      const { id: userId } = request.params as z.output<typeof userParams>;
      const target = await findOpenable(request, userId);
      const body = request.body as UpdateUserBody;
      const { user, passwordChanged } = await updateUser(app, request.user, target, body, request.uploads.avatar);
      return success(
        await presentUser(app.db, app.publicUrl, user),
        passwordChanged && user.id === request.user.id ? USER_MESSAGES.passwordChanged : USER_MESSAGES.updated,
      );
    },
  );
}
