import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOwned } from '../../http/access.ts';
import { authenticate, sessionUser, type CurrentUser } from '../../http/auth.ts';
import { success } from '../../http/envelope.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { idParams as params } from '../../http/params.ts';
import { parseRange } from './range.ts';
import { signForSession, verifySessionSignature, SIGNED_URL_TTL_SECONDS } from '../../http/signed-url.ts';
import { sessionOf } from '../../http/tokens.ts';
import { errors, file, ok } from '../../http/openapi.ts';

const videoQuery = z.object({
  user: z.string().optional(),
  session: z.string().optional(),
  issued: z.string().optional(),
  expires: z.string().optional(),
  signature: z.string().optional(),
});
const LINK_EXPIRED = 'Ссылка на видео устарела, обновите страницу';

async function readableVideo(app: FastifyInstance, user: CurrentUser, protocolId: number) {
  const protocol = await loadOwned(app.db, 'protocol', protocolId, user, 'read');
  if (!protocol.video) throw notFound('У протокола нет видео');
  return protocol.video;
}

/**
 * The caller is either the bearer of a token or holds a signed link made for their session: the link dies with
 * the session (logout, blocking, a password change), checked on every request of the player.
 */
async function caller(app: FastifyInstance, request: FastifyRequest, path: string): Promise<CurrentUser> {
  const query = request.query as z.infer<typeof videoQuery>;
  if (query.signature !== undefined) {
    const link = verifySessionSignature(app.config.jwtSecret, path, query);
    if (!link) throw new HttpError(403, LINK_EXPIRED);
    return sessionUser(app, {
      userId: link.user,
      session: link.session,
      issuedAt: link.issued,
    }).catch(() => {
      throw new HttpError(403, LINK_EXPIRED);
    });
  }
  await authenticate(app, request);
  return request.user;
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/protocols/:id/video-url',
    {
      schema: {
        response: ok(z.object({ url: z.string(), expires_in: z.number() })),
        tags: ['media'],
        summary: 'Короткоживущая ссылка на видео для плеера',
        params,
      },
    },
    async (request) => {
      await readableVideo(app, request.user, request.params.id);
      const path = `/api/protocols/${request.params.id}/video`;
      const signed = signForSession(app.config.jwtSecret, path, {
        user: request.user.id,
        session: sessionOf(request.tokenClaims),
      });
      const query = new URLSearchParams(Object.entries(signed).map(([name, value]) => [name, String(value)]));
      return success({
        url: `${path}?${query}`,
        expires_in: SIGNED_URL_TTL_SECONDS,
      });
    },
  );

  r.get(
    '/api/protocols/:id/video',
    {
      config: { public: true },
      schema: {
        response: { ...file('Видео целиком', ['video/*']), ...file('Запрошенная часть видео (Range)', ['video/*'], 206), ...errors(416) },
        tags: ['media'],
        summary: 'Видео протокола с поддержкой HTTP Range (токен или подписанная ссылка)',
        params,
        querystring: videoQuery,
      },
    },
    async (request, reply) => {
      const path = `/api/protocols/${request.params.id}/video`;
      const video = await readableVideo(app, await caller(app, request, path), request.params.id);
      const size = (await app.storage.size(video.key)) ?? 0;
      const range = parseRange(request.headers.range, size);
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', video.mime)
        .header('cache-control', 'private, no-store');
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
