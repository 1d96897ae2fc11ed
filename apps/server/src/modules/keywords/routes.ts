import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { rolesWithAccess } from '@protocolist/contracts/policies';
import {
  KEYWORD_MESSAGES,
  createKeywordsRequest,
  reorderKeywordsRequest,
  updateKeywordRequest,
} from '@protocolist/contracts/keywords';
import { keywords } from '../../db/schema.ts';
import { success } from '../../http/envelope.ts';
import { unprocessable } from '../../http/errors.ts';
import { loadOwned } from '../../http/access.ts';
import { idParams as keywordParams } from '../../http/params.ts';
import { keywordsChanged } from './changes.ts';
import { appendKeywords, ensureDefaultKeywords, listKeywords, moveKeyword, ownKeyword, writeOrder } from './store.ts';
import { ok } from '../../http/openapi.ts';
import { keywordResponse } from '@protocolist/contracts/responses/keywords';
import { nothing } from '@protocolist/contracts/responses/envelope';

/** Keywords are a secretary's own working tool: only a role that owns keywords reaches these routes. */
const secretaryOnly = { roles: rolesWithAccess('keyword', 'write') };

/**
 * A secretary's keywords (PRODUCT.md §9): section titles with the marker phrases that cut transcripts.
 * Every change re-cuts the draft sections of her protocols that are not final and not edited by hand.
 */
export async function keywordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/keywords',
    { config: secretaryOnly, schema: { response: ok(z.array(keywordResponse)), tags: ['keywords'], summary: 'Ключевые слова секретаря по порядку' } },
    async (request) => {
      await ensureDefaultKeywords(app.db, request.user.id);
      return success(await listKeywords(app.db, request.user.id));
    },
  );

  r.post(
    '/api/keywords',
    {
      config: secretaryOnly,
      schema: {
        response: ok(z.union([keywordResponse, z.array(keywordResponse)]), 201),
        tags: ['keywords'],
        summary: 'Добавить ключевое слово {title, phrase} или несколько {keywords: [...]} в конец списка',
        body: createKeywordsRequest,
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      await ensureDefaultKeywords(app.db, userId);
      const { keywords: many, title, phrase } = request.body;
      const created = await appendKeywords(app.db, userId, many ?? [{ title: title!, phrase: phrase! }]);
      await keywordsChanged(app, userId);
      reply.code(201);
      return success(many ? created : created[0]);
    },
  );

  // Before /:id, so that «order» is never read as an id.
  r.put(
    '/api/keywords/order',
    {
      config: secretaryOnly,
      schema: { response: ok(z.array(keywordResponse)), tags: ['keywords'], summary: 'Новый порядок: все id ключевых слов по порядку', body: reorderKeywordsRequest },
    },
    async (request) => {
      const userId = request.user.id;
      const ids = request.body.ids;
      const own = (await listKeywords(app.db, userId)).map((keyword) => keyword.id);
      const sameSet = new Set(ids).size === ids.length && ids.length === own.length && own.every((id) => ids.includes(id));
      if (!sameSet) throw unprocessable({ ids: [KEYWORD_MESSAGES.orderMismatch] });
      await writeOrder(app.db, userId, ids);
      await keywordsChanged(app, userId);
      return success(await listKeywords(app.db, userId));
    },
  );

  r.put(
    '/api/keywords/:id',
    {
      config: secretaryOnly,
      schema: {
        response: ok(keywordResponse),
        tags: ['keywords'],
        summary: 'Изменить ключевое слово или его место в списке (position с 1)',
        params: keywordParams,
        body: updateKeywordRequest,
      },
    },
    async (request) => {
      const userId = request.user.id;
      const keyword = await loadOwned(app.db, 'keyword', request.params.id, request.user, 'write');
      const { title, phrase, position } = request.body;
      if (title !== undefined || phrase !== undefined) {
        await app.db
          .update(keywords)
          .set({ ...(title !== undefined ? { title } : {}), ...(phrase !== undefined ? { phrase } : {}), updated_at: new Date() })
          .where(and(eq(keywords.id, keyword.id), eq(keywords.user_id, userId)));
      }
      if (position !== undefined) await moveKeyword(app.db, userId, keyword.id, position);
      await keywordsChanged(app, userId);
      return success(await ownKeyword(app.db, userId, keyword.id));
    },
  );

  r.delete(
    '/api/keywords/:id',
    { config: secretaryOnly, schema: { response: ok(nothing), tags: ['keywords'], summary: 'Удалить ключевое слово', params: keywordParams } },
    async (request) => {
      const userId = request.user.id;
      const keyword = await loadOwned(app.db, 'keyword', request.params.id, request.user, 'write');
      await app.db.delete(keywords).where(and(eq(keywords.id, keyword.id), eq(keywords.user_id, userId)));
      await writeOrder(
        app.db,
        userId,
        (await listKeywords(app.db, userId)).map((k) => k.id),
      );
      await keywordsChanged(app, userId);
      return success({}, KEYWORD_MESSAGES.deleted);
    },
  );
}
