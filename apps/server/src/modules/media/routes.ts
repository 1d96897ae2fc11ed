import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROTOCOL_MESSAGES } from '@protocolist/contracts/protocols';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { loadOwned } from '../../http/access.ts';
import { authenticate, type CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { idParams as params } from '../../http/params.ts';
import { parseRange } from './range.ts';
import { signPath, verifySignedPath, SIGNED_URL_TTL_SECONDS } from '../../http/signed-url.ts';

const videoQuery = z.object({ expires: z.string().optional(), signature: z.string().optional() });

async function readableVideo(app: FastifyInstance, user: CurrentUser, protocolId: number) {
  const protocol = await loadOwned(app.db, 'protocol', protocolId, user, 'read');
  if (!protocol.video) throw notFound('У протокола нет видео');
  return protocol.video;
}

/** The caller is either the bearer of a token or holds a signed link made for them. */
async function caller(app: FastifyInstance, request: FastifyRequest, path: string): Promise<CurrentUser> {
  const { expires, signature, user } = request.query as { expires?: string; signature?: string; user?: string };
  if (signature !== undefined) {
    if (!verifySignedPath(app.config.jwtSecret, `${path}:${user}`, expires, signature)) {
      throw new HttpError(403, 'Ссылка на видео устарела, обновите страницу');
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, Number(user)));
    if (!row) throw notFound(PROTOCOL_MESSAGES.notFound);
    return row;
  }
  await authenticate(app, request);
  return request.user;
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/video-url',
    { schema: { tags: ['media'], summary: 'Короткоживущая ссылка на видео для плеера', params } },
    async (request) => {
      await readableVideo(app, request.user, request.params.id);
      const path = `/api/protocols/${request.params.id}/video`;
      const signed = signPath(app.config.jwtSecret, `${path}:${request.user.id}`);
      const query = signed.slice(signed.indexOf('?') + 1);
      return success({ url: `${path}?user=${request.user.id}&${query}`, expires_in: SIGNED_URL_TTL_SECONDS });
    },
  );

  r.get(
    '/api/protocols/:id/video',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: 'Видео протокола с поддержкой HTTP Range (токен или подписанная ссылка)',
        params,
        querystring: videoQuery.extend({ user: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const path = `/api/protocols/${request.params.id}/video`;
      const video = await readableVideo(app, await caller(app, request, path), request.params.id);
      const size = (await app.storage.size(video.key)) ?? 0;
      const range = parseRange(request.headers.range, size);
      reply.header('accept-ranges', 'bytes').header('content-type', video.mime).header('cache-control', 'private, no-store');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'Запрошенный диапазон недоступен', {}, { 'content-range': `bytes */${size}` });
      }
      if (range) {
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', String(range.end - range.start + 1));
        return reply.send(await app.storage.read(video.key, range));
      }
      reply.header('content-length', String(size));
      return reply.send(await app.storage.read(video.key));
    },
  );
}
